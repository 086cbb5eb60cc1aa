import { useMemo, useState } from 'react';
import { adminRoutes } from '../adminRoutes';
import { EditLink, RowButton } from '../lists/RowActions';
import { useQuery } from '@apollo/client/react';
import { roleLabels } from '../../forms/adminMessages';
import { peopleCommonMessages, userMessages } from '../../forms/peopleMessages';
import type { UserListQuery as UserListData } from '../../gql/graphql';
import { PasswordDialog, type PasswordTarget } from '../passwords/PasswordDialog';
import { ActiveTag } from '../lists/ActiveTag';
import { type ListColumn } from '../lists/ListTable';
import { formatPhone } from '../../forms/masks';
import { UserListQuery } from '../graphql/people';
import { FilteredListScreen } from '../lists/FilteredListScreen';

const texts = userMessages.list;
const columnsText = peopleCommonMessages.columns;

type UserRow = UserListData['users'][number];

const nameOf = (row: UserRow) => row.name;

function userColumns(onChangePassword: (row: UserRow) => void): ListColumn<UserRow>[] {
  return [
    { name: columnsText.name, width: 240, render: (row) => row.name },
    { name: columnsText.phone, width: 150, render: (row) => formatPhone(row.phone) },
    { name: texts.columns.role, width: 200, render: (row) => roleLabels[row.role] },
    { name: columnsText.status, width: 110, render: (row) => <ActiveTag active={row.isActive} /> },
    {
      name: columnsText.actions,
      width: 110,
      interactive: true,
      render: (row) => (
        <>
          <EditLink to={adminRoutes.users.edit(row.id)} label={texts.edit(row.name)} />
          <RowButton icon="lock" label={texts.changePassword(row.name)} onClick={() => onChangePassword(row)} />
        </>
      ),
    },
  ];
}

/** /app/usuarios — every user, filtered by name on the client (search and page kept in the address), 10 per page. */
export default function UserListPage() {
  const [passwordTarget, setPasswordTarget] = useState<PasswordTarget | null>(null);
  const { data, loading, error } = useQuery(UserListQuery, { fetchPolicy: 'cache-and-network' });
  const columns = useMemo(() => userColumns((row) => setPasswordTarget({ id: row.id, name: row.name, kind: 'user' })), []);
  return (
    <FilteredListScreen
      texts={{ ...texts, loadAlert: peopleCommonMessages.loadError }}
      addPath={adminRoutes.users.create}
      rows={data?.users}
      loading={loading}
      error={error}
      searchedText={nameOf}
      columns={columns}
    >
      <PasswordDialog target={passwordTarget} onClose={() => setPasswordTarget(null)} />
    </FilteredListScreen>
  );
}
