import { useEffect, useMemo, useState } from 'react';
import { Callout, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { adminMessages } from '../../../forms/adminMessages';
import { currentAddressParams } from '../../../lib/currentAddress';
import { hasErrorCode } from '../../apollo/errorCodes';
import { StaffPropertiesQuery } from '../../graphql/properties';
import { ButtonLink } from '../../layout/ButtonLink';
import { LoadingState } from '../../layout/LoadingState';
import { usePageTitle } from '../../layout/usePageTitle';
import { NoPermission } from '../../routes/NoPermission';
import { useNotify } from '../../toaster/ToasterContext';
import { pageOfRows } from '../../lists/rowFilter';
import { useAddressSearch } from '../../lists/useAddressSearch';
import { filterProperties, statusFilterOf, type PropertyRow, type StatusFilter } from '../../graphql/propertyRows';
import { DeleteDialog } from './DeleteDialog';
import { ListPaging } from '../../lists/ListPaging';
import { PropertyListFilters } from './PropertyListFilters';
import { PropertyTable } from './PropertyTable';
import { StatusDialog } from './StatusDialog';

const texts = adminMessages.properties.list;

/**
 * /app/imoveis — every property the user may see, searched and filtered on the client (search, status
 * and page kept in the address), 10 per page, with status change, edit and delete per row.
 */
export default function PropertyListPage() {
  usePageTitle(texts.pageTitle);
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const { box, search } = useAddressSearch();
  const status = statusFilterOf(params.get('status'));
  const requestedPage = Number(params.get('pagina') ?? '1');
  const [statusTarget, setStatusTarget] = useState<PropertyRow | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<PropertyRow | null>(null);

  const { data, loading, error, refetch } = useQuery(StaffPropertiesQuery, { fetchPolicy: 'cache-and-network' });
  const forbidden = hasErrorCode(error, 'FORBIDDEN');

  useEffect(() => {
    if (error && !forbidden && !hasErrorCode(error, 'UNAUTHENTICATED')) notify('danger', texts.loadFailure);
  }, [error, forbidden, notify]);

  const all = useMemo(() => (data?.staffProperties ?? []).map((item) => item.property), [data]);
  const found = useMemo(() => filterProperties(all, { search, status }), [all, search, status]);
  const page = pageOfRows(found, requestedPage);

  const update = (changes: { status?: StatusFilter; pagina?: number }) => {
    const next = currentAddressParams();
    const set = (name: string, value: string, empty: string) => (value === empty ? next.delete(name) : next.set(name, value));
    if (changes.status !== undefined) set('status', changes.status, 'ALL');
    set('pagina', String(changes.pagina ?? 1), '1');
    setParams(next, { replace: true });
  };
  const refresh = () => void refetch().catch(() => undefined);

  if (forbidden) return <NoPermission />;

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{texts.title}</h1>
        <ButtonLink to="/app/imoveis/novo" text={texts.add} icon="add" intent="primary" />
      </div>
      <PropertyListFilters search={box.value} status={status} onSearch={box.onChange} onStatus={(next) => update({ status: next })} />
      {error && !data ? (
        <Callout intent="danger" role="alert">
          {adminMessages.common.loadError}
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
          <PropertyTable rows={page.items} onChangeStatus={setStatusTarget} onDelete={setDeleteTarget} />
          <ListPaging label={texts.paging} page={page.page} pageCount={page.pageCount} onPage={(pagina) => update({ pagina })} />
        </>
      )}
      <StatusDialog property={statusTarget} onClose={() => setStatusTarget(null)} onChanged={refresh} />
      <DeleteDialog property={deleteTarget} onClose={() => setDeleteTarget(null)} onDeleted={refresh} />
    </div>
  );
}
