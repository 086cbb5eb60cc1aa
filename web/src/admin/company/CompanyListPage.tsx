import { useEffect, useState } from 'react';
import { Callout, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { companyMessages, peopleCommonMessages } from '../../forms/peopleMessages';
import type { CompanyListQuery as CompanyListData } from '../../gql/graphql';
import { hasErrorCode } from '../apollo/errorCodes';
import { ActiveTag } from '../clients/ActiveTag';
import { NameSearch } from '../clients/NameSearch';
import { PeoplePaging } from '../clients/PeoplePaging';
import { PeopleTable, type PeopleColumn } from '../clients/PeopleTable';
import { formatPhone } from '../clients/phoneFormat';
import { CompanyListQuery } from './companyDocuments';
import { ButtonLink } from '../layout/ButtonLink';
import { LoadingState } from '../layout/LoadingState';
import { usePageTitle } from '../layout/usePageTitle';
import { NoPermission } from '../routes/NoPermission';
import { useNotify } from '../toaster/ToasterContext';

const texts = companyMessages.list;
const columnsText = peopleCommonMessages.columns;

type CompanyRow = CompanyListData['companies']['items'][number];

const columns: readonly PeopleColumn<CompanyRow>[] = [
  { name: columnsText.name, width: 240, render: (row) => row.name },
  { name: columnsText.email, width: 230, render: (row) => row.email ?? '' },
  { name: texts.columns.whatsapp, width: 150, render: (row) => formatPhone(row.whatsapp) },
  { name: columnsText.phone, width: 150, render: (row) => formatPhone(row.phone) },
  { name: columnsText.status, width: 110, render: (row) => <ActiveTag active={row.isActive} /> },
  {
    name: columnsText.actions,
    width: 90,
    interactive: true,
    render: (row) => <ButtonLink to={`/app/empresa/editar/${row.id}`} variant="minimal" icon="edit" aria-label={texts.edit(row.name)} title={texts.edit(row.name)} />,
  },
];

/** /app/empresa — company records searched by name (on Enter) and paged on the server, sorted by name; edit only. */
export default function CompanyListPage() {
  usePageTitle(texts.pageTitle);
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const search = params.get('busca') ?? '';
  const page = Math.max(1, Math.trunc(Number(params.get('pagina') ?? '1')) || 1);
  const [typed, setTyped] = useState(search);
  const { data, previousData, loading, error } = useQuery(CompanyListQuery, {
    variables: { search: search.trim() === '' ? null : search.trim(), page, sortBy: 'NAME', sortOrder: 'ASC' },
    fetchPolicy: 'cache-and-network',
  });
  const forbidden = hasErrorCode(error, 'FORBIDDEN');
  const companies = (data ?? previousData)?.companies;

  useEffect(() => {
    if (error && !forbidden && !hasErrorCode(error, 'UNAUTHENTICATED')) notify('danger', texts.loadFailure);
  }, [error, forbidden, notify]);

  const update = (changes: { busca?: string; pagina?: number }) => {
    const next = new URLSearchParams(params);
    if (changes.busca !== undefined) {
      if (changes.busca === '') next.delete('busca');
      else next.set('busca', changes.busca);
    }
    const pagina = changes.pagina ?? 1;
    if (pagina === 1) next.delete('pagina');
    else next.set('pagina', String(pagina));
    setParams(next, { replace: true });
  };

  if (forbidden) return <NoPermission />;

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{texts.title}</h1>
      </div>
      <NameSearch value={typed} onChange={setTyped} onEnter={() => update({ busca: typed.trim() })} hint={texts.searchHint} />
      {error && !data ? (
        <Callout intent="danger" role="alert">
          {peopleCommonMessages.loadError}
        </Callout>
      ) : loading && !companies ? (
        <LoadingState />
      ) : !companies || companies.items.length === 0 ? (
        <NonIdealState icon="search" description={texts.empty} />
      ) : (
        <>
          <PeopleTable label={texts.tableLabel} rows={companies.items} columns={columns} />
          <PeoplePaging label={texts.paging} page={companies.page} pageCount={companies.pageCount} onPage={(pagina) => update({ pagina })} />
        </>
      )}
    </div>
  );
}
