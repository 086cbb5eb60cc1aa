import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { clientMessages, peopleCommonMessages } from '../../forms/peopleMessages';
import type { ClientListQuery as ClientListData } from '../../gql/graphql';
import { ClientListQuery } from '../graphql/people';
import { ButtonLink } from '../layout/ButtonLink';
import { usePageTitle } from '../layout/usePageTitle';
import { NoPermission } from '../routes/NoPermission';
import { ActiveTag } from './ActiveTag';
import { filterByName, pageOfRows } from './nameFilter';
import { NameSearch } from './NameSearch';
import { type PeopleColumn } from './PeopleTable';
import { useListAddress } from '../lists/useListAddress';
import { formatPhone } from './phoneFormat';
import { ListResults } from '../lists/ListResults';
import { useLoadFailure } from '../lists/useLoadFailure';

const texts = clientMessages.list;
const columnsText = peopleCommonMessages.columns;

type ClientRow = ClientListData['clients'][number];

const columns: readonly PeopleColumn<ClientRow>[] = [
  { name: columnsText.name, width: 240, render: (row) => row.name },
  { name: columnsText.phone, width: 150, render: (row) => formatPhone(row.phone) },
  { name: columnsText.email, width: 240, render: (row) => row.email ?? '' },
  { name: columnsText.status, width: 110, render: (row) => <ActiveTag active={row.isActive} /> },
  {
    name: columnsText.actions,
    width: 90,
    interactive: true,
    render: (row) => <ButtonLink to={`/app/clientes/editar/${row.id}`} variant="minimal" icon="edit" aria-label={texts.edit(row.name)} title={texts.edit(row.name)} />,
  },
];

/** /app/clientes — every client, filtered by name on the client (search and page kept in the address), 10 per page. */
export default function ClientListPage() {
  usePageTitle(texts.pageTitle);
  const { search, requestedPage, update } = useListAddress();
  const { data, loading, error } = useQuery(ClientListQuery, { fetchPolicy: 'cache-and-network' });
  const { forbidden } = useLoadFailure(error, texts.loadFailure);
  const found = useMemo(() => filterByName(data?.clients ?? [], search), [data, search]);
  const page = pageOfRows(found, requestedPage);

  if (forbidden) return <NoPermission />;

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{texts.title}</h1>
        <ButtonLink to="/app/clientes/novo" text={texts.add} icon="add" intent="primary" />
      </div>
      <NameSearch value={search} onChange={(busca) => update({ busca })} />
      <ListResults
        failed={Boolean(error && !data)}
        loading={loading && !data}
        rows={page.items}
        countText={texts.count(found.length)}
        columns={columns}
        page={page.page}
        pageCount={page.pageCount}
        onPage={(pagina) => update({ pagina })}
        texts={{ failure: peopleCommonMessages.loadError, empty: texts.empty, tableLabel: texts.tableLabel, pagingLabel: texts.paging }}
      />
    </div>
  );
}
