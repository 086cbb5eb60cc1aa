import { useEffect, useMemo } from 'react';
import { Callout, NonIdealState, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { videoMessages, videoTypeLabels } from '../../forms/videoMessages';
import type { VideoListQuery as VideoListData } from '../../gql/graphql';
import { hasErrorCode } from '../apollo/errorCodes';
import { ActiveTag } from '../clients/ActiveTag';
import { filterByWords, pageOfRows } from '../clients/nameFilter';
import { NameSearch } from '../clients/NameSearch';
import { PeoplePaging } from '../clients/PeoplePaging';
import { PeopleTable, type PeopleColumn } from '../clients/PeopleTable';
import { useListAddress } from '../clients/useListAddress';
import { ButtonLink } from '../layout/ButtonLink';
import { LoadingState } from '../layout/LoadingState';
import { usePageTitle } from '../layout/usePageTitle';
import { NoPermission } from '../routes/NoPermission';
import { useNotify } from '../toaster/ToasterContext';
import { VideoListQuery } from './videoDocuments';

const texts = videoMessages.list;

type VideoRow = VideoListData['videos'][number];

const columns: readonly PeopleColumn<VideoRow>[] = [
  { name: texts.columns.title, width: 260, render: (row) => row.title },
  { name: texts.columns.description, width: 320, render: (row) => <span title={row.description ?? undefined}>{row.description ?? ''}</span> },
  {
    name: texts.columns.type,
    width: 100,
    render: (row) => (
      <Tag intent={row.type === 'INTERNAL' ? 'primary' : 'warning'} minimal>
        {videoTypeLabels[row.type]}
      </Tag>
    ),
  },
  { name: texts.columns.status, width: 110, render: (row) => <ActiveTag active={row.isActive} /> },
  {
    name: texts.columns.actions,
    width: 80,
    interactive: true,
    render: (row) => <ButtonLink to={`/app/videos/editar/${row.id}`} variant="minimal" icon="edit" aria-label={texts.edit(row.title)} title={texts.edit(row.title)} />,
  },
];

/** /app/videos — every video, filtered by title on the client (search and page kept in the address), 10 per page. */
export default function VideoListPage() {
  usePageTitle(texts.pageTitle);
  const notify = useNotify();
  const { search, requestedPage, update } = useListAddress();
  const { data, loading, error } = useQuery(VideoListQuery, { fetchPolicy: 'cache-and-network' });
  const forbidden = hasErrorCode(error, 'FORBIDDEN');

  useEffect(() => {
    if (error && !forbidden && !hasErrorCode(error, 'UNAUTHENTICATED')) notify('danger', texts.loadFailure);
  }, [error, forbidden, notify]);

  const found = useMemo(() => filterByWords(data?.videos ?? [], search, (row) => row.title), [data, search]);
  const page = pageOfRows(found, requestedPage);

  if (forbidden) return <NoPermission />;

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{texts.title}</h1>
        <ButtonLink to="/app/videos/novo" text={texts.add} icon="add" intent="primary" />
      </div>
      <NameSearch value={search} onChange={(busca) => update({ busca })} label={texts.searchLabel} placeholder={texts.searchPlaceholder} />
      {error && !data ? (
        <Callout intent="danger" role="alert">
          {texts.loadFailure}
        </Callout>
      ) : loading && !data ? (
        <LoadingState />
      ) : found.length === 0 ? (
        <NonIdealState icon="search" description={texts.empty} />
      ) : (
        <>
          <p className="admin-list-count" aria-live="polite">
            {texts.count(found.length)}
          </p>
          <PeopleTable label={texts.tableLabel} rows={page.items} columns={columns} />
          <PeoplePaging label={texts.paging} page={page.page} pageCount={page.pageCount} onPage={(pagina) => update({ pagina })} />
        </>
      )}
    </div>
  );
}
