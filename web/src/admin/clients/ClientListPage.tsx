import { useQuery } from '@apollo/client/react';
import { adminRoutes } from '../adminRoutes';
import { EditLink } from '../lists/RowActions';
import { clientMessages, peopleCommonMessages } from '../../forms/peopleMessages';
import type { ClientListQuery as ClientListData } from '../../gql/graphql';
import { ClientListQuery } from '../graphql/people';
import { ActiveTag } from '../lists/ActiveTag';
import { type ListColumn } from '../lists/ListTable';
import { formatPhone } from '../../forms/masks';
import { usePageTitle } from '../layout/usePageTitle';
import { ListPageHeader } from '../lists/ListPageHeader';
import { ListResults } from '../lists/ListResults';
import { NameSearch } from '../lists/NameSearch';
import { useListAddress } from '../lists/useListAddress';
import { useLoadFailure } from '../lists/useLoadFailure';
import { NoPermission } from '../access/NoPermission';

const texts = clientMessages.list;
const columnsText = peopleCommonMessages.columns;

type ClientRow = ClientListData['clients']['items'][number];

const columns: readonly ListColumn<ClientRow>[] = [
  { name: columnsText.name, width: 240, render: (row) => row.name },
  { name: columnsText.phone, width: 150, render: (row) => formatPhone(row.phone) },
  { name: columnsText.email, width: 240, render: (row) => row.email ?? '' },
  { name: columnsText.status, width: 110, render: (row) => <ActiveTag active={row.isActive} /> },
  {
    name: columnsText.actions,
    width: 90,
    interactive: true,
    render: (row) => <EditLink to={adminRoutes.clients.edit(row.id)} label={texts.edit(row.name)} />,
  },
];

/** /app/clientes — clients searched by name and paged on the server, 10 per page (search and page kept in the address). */
export default function ClientListPage() {
  usePageTitle(texts.pageTitle);
  const { box, search, requestedPage: page, goToPage } = useListAddress();
  const { data, previousData, loading, error } = useQuery(ClientListQuery, {
    variables: { search: search.trim() === '' ? null : search.trim(), page },
    fetchPolicy: 'cache-and-network',
  });
  const { forbidden } = useLoadFailure(error, texts.loadFailure);
  const clients = (data ?? previousData)?.clients;

  if (forbidden) return <NoPermission />;

  return (
    <div className="admin-page">
      <ListPageHeader title={texts.title} addPath={adminRoutes.clients.create} addText={texts.add} />
      <NameSearch {...box} />
      <ListResults
        failed={Boolean(error && !data)}
        loading={loading && !clients}
        rows={clients?.items ?? []}
        countText={clients ? texts.count(clients.total) : undefined}
        columns={columns}
        page={clients?.page ?? 1}
        pageCount={Math.max(1, clients?.pageCount ?? 1)}
        onPage={goToPage}
        texts={{ failure: peopleCommonMessages.loadError, empty: texts.empty, tableLabel: texts.tableLabel, pagingLabel: texts.paging }}
      />
    </div>
  );
}
