import { useMemo, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { roleLabels } from '../../forms/adminMessages';
import { peopleCommonMessages, userMessages } from '../../forms/peopleMessages';
import type { UserListQuery as UserListData } from '../../gql/graphql';
import { PasswordDialog, type PasswordTarget } from '../brokers/PasswordDialog';
import { ActiveTag } from '../clients/ActiveTag';
import { filterByName, pageOfRows } from '../clients/nameFilter';
import { NameSearch } from '../clients/NameSearch';
import { type PeopleColumn } from '../clients/PeopleTable';
import { useListAddress } from '../lists/useListAddress';
import { formatPhone } from '../clients/phoneFormat';
import { UserListQuery } from '../graphql/people';
import { ButtonLink } from '../layout/ButtonLink';
import { usePageTitle } from '../layout/usePageTitle';
import { NoPermission } from '../routes/NoPermission';
import { ListResults } from '../lists/ListResults';
import { useLoadFailure } from '../lists/useLoadFailure';

const texts = userMessages.list;
const columnsText = peopleCommonMessages.columns;

type UserRow = UserListData['users'][number];

function userColumns(onChangePassword: (row: UserRow) => void): PeopleColumn<UserRow>[] {
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
          <ButtonLink to={`/app/usuarios/editar/${row.id}`} variant="minimal" icon="edit" aria-label={texts.edit(row.name)} title={texts.edit(row.name)} />
          <Button variant="minimal" icon="lock" aria-label={texts.changePassword(row.name)} title={texts.changePassword(row.name)} onClick={() => onChangePassword(row)} />
        </>
      ),
    },
  ];
}

/** /app/usuarios — every user, filtered by name on the client (search and page kept in the address), 10 per page. */
export default function UserListPage() {
  usePageTitle(texts.pageTitle);
  const { search, requestedPage, update } = useListAddress();
  const [passwordTarget, setPasswordTarget] = useState<PasswordTarget | null>(null);
  const { data, loading, error } = useQuery(UserListQuery, { fetchPolicy: 'cache-and-network' });
  const { forbidden } = useLoadFailure(error, texts.loadFailure);
  const found = useMemo(() => filterByName(data?.users ?? [], search), [data, search]);
  const page = pageOfRows(found, requestedPage);
  const columns = useMemo(() => userColumns((row) => setPasswordTarget({ id: row.id, name: row.name, kind: 'user' })), []);

  if (forbidden) return <NoPermission />;

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{texts.title}</h1>
        <ButtonLink to="/app/usuarios/novo" text={texts.add} icon="add" intent="primary" />
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
      <PasswordDialog target={passwordTarget} onClose={() => setPasswordTarget(null)} />
    </div>
  );
}
