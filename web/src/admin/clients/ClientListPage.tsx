import { useEffect, useMemo } from 'react';
import { Callout, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { clientMessages, peopleCommonMessages } from '../../forms/peopleMessages';
import type { ClientListQuery as ClientListData } from '../../gql/graphql';
import { hasErrorCode } from '../apollo/errorCodes';
import { ClientListQuery } from '../graphql/people';
import { ButtonLink } from '../layout/ButtonLink';
import { LoadingState } from '../layout/LoadingState';
import { usePageTitle } from '../layout/usePageTitle';
import { NoPermission } from '../routes/NoPermission';
import { useNotify } from '../toaster/ToasterContext';
import { ActiveTag } from './ActiveTag';
import { filterByName, pageOfRows } from './nameFilter';
import { NameSearch } from './NameSearch';
import { PeoplePaging } from './PeoplePaging';
import { PeopleTable, type PeopleColumn } from './PeopleTable';
import { useListAddress } from './useListAddress';
import { formatPhone } from './phoneFormat';

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
  const notify = useNotify();
  const { search, requestedPage, update } = useListAddress();
  const { data, loading, error } = useQuery(ClientListQuery, { fetchPolicy: 'cache-and-network' });
  const forbidden = hasErrorCode(error, 'FORBIDDEN');

  useEffect(() => {
    if (error && !forbidden && !hasErrorCode(error, 'UNAUTHENTICATED')) notify('danger', texts.loadFailure);
  }, [error, forbidden, notify]);

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
    </div>
  );
}
