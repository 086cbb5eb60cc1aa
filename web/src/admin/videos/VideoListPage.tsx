import { useMemo } from 'react';
import { Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { videoMessages, videoTypeLabels } from '../../forms/videoMessages';
import type { VideoListQuery as VideoListData } from '../../gql/graphql';
import { ActiveTag } from '../clients/ActiveTag';
import { filterByWords, pageOfRows } from '../clients/nameFilter';
import { NameSearch } from '../clients/NameSearch';
import { useListAddress } from '../lists/useListAddress';
import { ButtonLink } from '../layout/ButtonLink';
import { usePageTitle } from '../layout/usePageTitle';
import { NoPermission } from '../routes/NoPermission';
import { VideoListQuery } from './videoDocuments';
import { type PeopleColumn } from '../clients/PeopleTable';
import { ListResults } from '../lists/ListResults';
import { useLoadFailure } from '../lists/useLoadFailure';

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
  const { search, requestedPage, update } = useListAddress();
  const { data, loading, error } = useQuery(VideoListQuery, { fetchPolicy: 'cache-and-network' });
  const { forbidden } = useLoadFailure(error, texts.loadFailure);
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
      <ListResults
        failed={Boolean(error && !data)}
        loading={loading && !data}
        rows={page.items}
        countText={texts.count(found.length)}
        columns={columns}
        page={page.page}
        pageCount={page.pageCount}
        onPage={(pagina) => update({ pagina })}
        texts={{ failure: texts.loadFailure, empty: texts.empty, tableLabel: texts.tableLabel, pagingLabel: texts.paging }}
      />
    </div>
  );
}
