import { useEffect, useState } from 'react';
import { Button, Callout, NonIdealState, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { brokerMessages, peopleCommonMessages } from '../../forms/peopleMessages';
import type { BrokerListQuery as BrokerListData } from '../../gql/graphql';
import { hasErrorCode } from '../apollo/errorCodes';
import { ActiveTag } from '../clients/ActiveTag';
import { NameSearch } from '../clients/NameSearch';
import { PeoplePaging } from '../clients/PeoplePaging';
import { PeopleTable, type PeopleColumn } from '../clients/PeopleTable';
import { formatPhone } from '../clients/phoneFormat';
import { BrokerListQuery } from '../graphql/people';
import { ButtonLink } from '../layout/ButtonLink';
import { LoadingState } from '../layout/LoadingState';
import { usePageTitle } from '../layout/usePageTitle';
import { NoPermission } from '../routes/NoPermission';
import { useNotify } from '../toaster/ToasterContext';
import { PasswordDialog, type PasswordTarget } from './PasswordDialog';

const texts = brokerMessages.list;
const columnsText = peopleCommonMessages.columns;
/** How long typing pauses before the search goes to the server. */
const searchDelayMs = 300;

type BrokerRow = BrokerListData['brokers']['items'][number];

function brokerColumns(onChangePassword: (row: BrokerRow) => void): PeopleColumn<BrokerRow>[] {
  return [
    { name: columnsText.name, width: 220, render: (row) => row.name },
    { name: texts.columns.creci, width: 110, render: (row) => row.creci ?? '' },
    { name: columnsText.email, width: 230, render: (row) => row.email },
    { name: columnsText.phone, width: 150, render: (row) => formatPhone(row.phone) },
    {
      name: texts.columns.onDuty,
      width: 130,
      render: (row) => (
        <Tag intent={row.onDuty ? 'primary' : 'none'} minimal>
          {row.onDuty ? texts.onDuty : texts.offDuty}
        </Tag>
      ),
    },
    { name: columnsText.status, width: 110, render: (row) => <ActiveTag active={row.isActive} /> },
    {
      name: columnsText.actions,
      width: 110,
      interactive: true,
      render: (row) => (
        <>
          <ButtonLink to={`/app/corretores/editar/${row.id}`} variant="minimal" icon="edit" aria-label={texts.edit(row.name)} title={texts.edit(row.name)} />
          <Button variant="minimal" icon="lock" aria-label={texts.changePassword(row.name)} title={texts.changePassword(row.name)} onClick={() => onChangePassword(row)} />
        </>
      ),
    },
  ];
}

/** /app/corretores — brokers searched by name and paged on the server, 10 per page (search and page kept in the address). */
export default function BrokerListPage() {
  usePageTitle(texts.pageTitle);
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const search = params.get('busca') ?? '';
  const page = Math.max(1, Math.trunc(Number(params.get('pagina') ?? '1')) || 1);
  const [typed, setTyped] = useState(search);
  const [passwordTarget, setPasswordTarget] = useState<PasswordTarget | null>(null);
  const { data, previousData, loading, error } = useQuery(BrokerListQuery, {
    variables: { search: search.trim() === '' ? null : search.trim(), page },
    fetchPolicy: 'cache-and-network',
  });
  const forbidden = hasErrorCode(error, 'FORBIDDEN');
  const shown = data ?? previousData;

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

  useEffect(() => {
    if (typed === search) return undefined;
    const timer = window.setTimeout(() => update({ busca: typed }), searchDelayMs);
    return () => window.clearTimeout(timer);
    // Only what was typed starts a search.
  }, [typed]);

  useEffect(() => {
    if (error && !forbidden && !hasErrorCode(error, 'UNAUTHENTICATED')) notify('danger', texts.loadFailure);
  }, [error, forbidden, notify]);

  if (forbidden) return <NoPermission />;
  const brokers = shown?.brokers;

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{texts.title}</h1>
        <ButtonLink to="/app/corretores/novo" text={texts.add} icon="add" intent="primary" />
      </div>
      <NameSearch value={typed} onChange={setTyped} onEnter={() => update({ busca: typed })} />
      {error && !data ? (
        <Callout intent="danger" role="alert">
          {peopleCommonMessages.loadError}
        </Callout>
      ) : loading && !brokers ? (
        <LoadingState />
      ) : !brokers || brokers.items.length === 0 ? (
        <NonIdealState icon="search" description={texts.empty} />
      ) : (
        <>
          <p className="admin-list-count" aria-live="polite">
            {texts.count(brokers.total)}
          </p>
          <PeopleTable label={texts.tableLabel} rows={brokers.items} columns={brokerColumns((row) => setPasswordTarget({ id: row.id, name: row.name, kind: 'broker' }))} />
          <PeoplePaging label={texts.paging} page={brokers.page} pageCount={brokers.pageCount} onPage={(pagina) => update({ pagina })} />
        </>
      )}
      <PasswordDialog target={passwordTarget} onClose={() => setPasswordTarget(null)} />
    </div>
  );
}
