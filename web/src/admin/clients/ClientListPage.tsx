import { useQuery } from '@apollo/client/react';
import { EditLink } from '../lists/RowActions';
import { clientMessages, peopleCommonMessages } from '../../forms/peopleMessages';
import type { ClientListQuery as ClientListData } from '../../gql/graphql';
import { ClientListQuery } from '../graphql/people';
import { FilteredListScreen } from '../lists/FilteredListScreen';
import { ActiveTag } from '../lists/ActiveTag';
import { type ListColumn } from '../lists/ListTable';
import { formatPhone } from '../../forms/masks';

const texts = clientMessages.list;
const columnsText = peopleCommonMessages.columns;

type ClientRow = ClientListData['clients'][number];

const nameOf = (row: ClientRow) => row.name;

const columns: readonly ListColumn<ClientRow>[] = [
  { name: columnsText.name, width: 240, render: (row) => row.name },
  { name: columnsText.phone, width: 150, render: (row) => formatPhone(row.phone) },
  { name: columnsText.email, width: 240, render: (row) => row.email ?? '' },
  { name: columnsText.status, width: 110, render: (row) => <ActiveTag active={row.isActive} /> },
  {
    name: columnsText.actions,
    width: 90,
    interactive: true,
    render: (row) => <EditLink to={`/app/clientes/editar/${row.id}`} label={texts.edit(row.name)} />,
  },
];

/** /app/clientes — every client, filtered by name on the client (search and page kept in the address), 10 per page. */
export default function ClientListPage() {
  const { data, loading, error } = useQuery(ClientListQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <FilteredListScreen
      texts={{ ...texts, loadAlert: peopleCommonMessages.loadError }}
      addPath="/app/clientes/novo"
      rows={data?.clients}
      loading={loading}
      error={error}
      searchedText={nameOf}
      columns={columns}
    />
  );
}
