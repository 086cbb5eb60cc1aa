import { useEffect, useMemo, useState } from 'react';
import { Button, Callout, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { roleLabels } from '../../forms/adminMessages';
import { peopleCommonMessages, userMessages } from '../../forms/peopleMessages';
import type { UserListQuery as UserListData } from '../../gql/graphql';
import { hasErrorCode } from '../apollo/errorCodes';
import { PasswordDialog, type PasswordTarget } from '../brokers/PasswordDialog';
import { ActiveTag } from '../clients/ActiveTag';
import { filterByName, pageOfRows } from '../clients/nameFilter';
import { NameSearch } from '../clients/NameSearch';
import { PeoplePaging } from '../clients/PeoplePaging';
import { PeopleTable, type PeopleColumn } from '../clients/PeopleTable';
import { useListAddress } from '../clients/useListAddress';
import { formatPhone } from '../clients/phoneFormat';
import { UserListQuery } from '../graphql/people';
import { ButtonLink } from '../layout/ButtonLink';
import { LoadingState } from '../layout/LoadingState';
import { usePageTitle } from '../layout/usePageTitle';
import { NoPermission } from '../routes/NoPermission';
import { useNotify } from '../toaster/ToasterContext';

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
  const notify = useNotify();
  const { search, requestedPage, update } = useListAddress();
  const [passwordTarget, setPasswordTarget] = useState<PasswordTarget | null>(null);
  const { data, loading, error } = useQuery(UserListQuery, { fetchPolicy: 'cache-and-network' });
  const forbidden = hasErrorCode(error, 'FORBIDDEN');

  useEffect(() => {
    if (error && !forbidden && !hasErrorCode(error, 'UNAUTHENTICATED')) notify('danger', texts.loadFailure);
  }, [error, forbidden, notify]);

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
      {error && !data ? (
        <Callout intent="danger" role="alert">
          {peopleCommonMessages.loadError}
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
      <PasswordDialog target={passwordTarget} onClose={() => setPasswordTarget(null)} />
    </div>
  );
}
