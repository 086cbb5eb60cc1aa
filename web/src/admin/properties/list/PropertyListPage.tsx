import { useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { adminMessages } from '../../../forms/adminMessages';
import { adminRoutes } from '../../adminRoutes';
import { addressWithFilters, requestedPageOf } from '../../lists/listAddress';
import { StaffPropertiesQuery } from '../../graphql/properties';
import { usePageTitle } from '../../layout/usePageTitle';
import { NoPermission } from '../../access/NoPermission';
import { useAddressSearch } from '../../lists/useAddressSearch';
import { propertyListVariables, propertyRowOf, statusFilterOf, type PropertyRow, type StatusFilter } from '../../graphql/propertyRows';
import { DeleteDialog } from './DeleteDialog';
import { ListPageHeader } from '../../lists/ListPageHeader';
import { ListResults } from '../../lists/ListResults';
import { useLoadFailure } from '../../lists/useLoadFailure';
import { PropertyListFilters } from './PropertyListFilters';
import { propertyColumns } from './propertyColumns';
import { StatusDialog } from './StatusDialog';

const texts = adminMessages.properties.list;

/**
 * /app/imoveis — the properties the user may see, searched, filtered, counted and paged on the server
 * (search, status and page kept in the address), 10 per page, with whether each goes to the portals, and
 * status change, edit and delete per row.
 */
export default function PropertyListPage() {
  usePageTitle(texts.pageTitle);
  const [params, setParams] = useSearchParams();
  const { box, search } = useAddressSearch();
  const status = statusFilterOf(params.get('status'));
  const requestedPage = requestedPageOf(params);
  const [statusTarget, setStatusTarget] = useState<PropertyRow | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<PropertyRow | null>(null);

  const client = useApolloClient();
  const { data, previousData, loading, error, refetch } = useQuery(StaffPropertiesQuery, {
    variables: propertyListVariables(search, status, requestedPage),
    fetchPolicy: 'cache-and-network',
  });
  const { forbidden } = useLoadFailure(error, texts.loadFailure);
  const columns = useMemo(() => propertyColumns({ onChangeStatus: setStatusTarget, onDelete: setDeleteTarget }), []);

  const page = (data ?? previousData)?.staffPropertyPage;
  const rows = useMemo(() => (page?.items ?? []).map(propertyRowOf), [page]);

  const update = (changes: { status?: StatusFilter; pagina?: number }) =>
    setParams(addressWithFilters([{ name: 'status', value: changes.status, all: 'ALL' }], changes.pagina), { replace: true });
  // A status change or a removal changes the page and the top bar's alerts.
  const refresh = () => {
    void refetch().catch(() => undefined);
    void client.refetchQueries({ include: ['TopBarAlerts'] }).catch(() => undefined);
  };

  if (forbidden) return <NoPermission />;

  return (
    <div className="admin-page">
      <ListPageHeader title={texts.title} addPath={adminRoutes.properties.create} addText={texts.add} />
      <PropertyListFilters search={box.value} status={status} onSearch={box.onChange} onStatus={(next) => update({ status: next })} />
      <ListResults
        failed={Boolean(error && !data)}
        loading={loading && !page}
        rows={rows}
        countText={page ? texts.count(page.total) : undefined}
        columns={columns}
        page={page?.page ?? 1}
        pageCount={Math.max(1, page?.pageCount ?? 1)}
        onPage={(pagina) => update({ pagina })}
        texts={{ failure: adminMessages.common.loadError, empty: texts.empty, tableLabel: texts.tableLabel, pagingLabel: texts.paging }}
      />
      <StatusDialog property={statusTarget} onClose={() => setStatusTarget(null)} onChanged={refresh} />
      <DeleteDialog property={deleteTarget} onClose={() => setDeleteTarget(null)} onDeleted={refresh} />
    </div>
  );
}
