import { useMemo, useRef } from 'react';
import { Callout, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { currentAddressParams } from '../../lib/currentAddress';
import { libraryMessages } from '../../forms/libraryMessages';
import { InternalVideosQuery } from '../graphql/dashboard';
import { LoadingState } from '../layout/LoadingState';
import { usePageTitle } from '../layout/usePageTitle';
import { useAddressSearch } from '../lists/useAddressSearch';
import { libraryAddressOf, nextLibraryParams, type LibraryAddress } from './libraryAddress';
import { LibraryFilters } from './LibraryFilters';
import { libraryPage } from './libraryPageSlice';
import { LibraryPaging } from './LibraryPaging';
import { HomeVideosQuery } from '../../lib/homeVideosQuery';
import { VideoCard } from '../layout/VideoCard';
import { filterVideos } from './videoSearch';
import './library.css';

/**
 * /training-videos — 'Biblioteca de Vídeos', for any signed-in user: the active internal videos (or, with
 * 'Externos', the agency's active external ones), searched by title and description on the client, 6 per
 * page; search, type and page are kept in the address.
 */
export default function TrainingLibraryPage() {
  usePageTitle(libraryMessages.pageTitle);
  const [params, setParams] = useSearchParams();
  const { type, page: requestedPage } = libraryAddressOf(params);
  const { box, search } = useAddressSearch();
  const listTop = useRef<HTMLParagraphElement>(null);

  const internal = useQuery(InternalVideosQuery, { fetchPolicy: 'cache-and-network', skip: type !== 'internos' });
  const external = useQuery(HomeVideosQuery, { fetchPolicy: 'cache-and-network', skip: type !== 'externos' });
  const { loading, error } = type === 'internos' ? internal : external;
  const videos = type === 'internos' ? internal.data?.internalVideos : external.data?.externalVideos;

  const found = useMemo(() => filterVideos(videos ?? [], search), [videos, search]);
  const page = libraryPage(found, requestedPage);

  const update = (changes: Partial<LibraryAddress>) => setParams(nextLibraryParams(currentAddressParams(), changes), { replace: true });
  const goToPage = (target: number) => {
    update({ page: target });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{libraryMessages.title}</h1>
      <LibraryFilters search={box.value} type={type} onSearch={box.onChange} onType={(next) => update({ type: next })} />
      {error && !videos ? (
        <Callout intent="danger" role="alert">
          {libraryMessages.loadError}
        </Callout>
      ) : loading && !videos ? (
        <LoadingState />
      ) : found.length === 0 ? (
        <NonIdealState icon="video" description={libraryMessages.empty} />
      ) : (
        <>
          <p ref={listTop} className="admin-list-count" aria-live="polite">
            {libraryMessages.count(found.length)}
          </p>
          <ul className="admin-video-grid library-videos" aria-label={libraryMessages.listLabel}>
            {page.items.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} headingLevel={2} />
              </li>
            ))}
          </ul>
          <LibraryPaging page={page.page} pageCount={page.pageCount} pageNumbers={page.pageNumbers} onPage={goToPage} />
        </>
      )}
    </div>
  );
}
