import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminMessages } from '../../forms/adminMessages';
import { leadMessages, leadSourceLabels } from '../../forms/leadMessages';
import type { LeadsQuery as LeadsData } from '../../gql/graphql';
import { adminRoutes } from '../adminRoutes';
import { addressWithFilters, requestedPageOf } from '../lists/listAddress';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../layout/usePageTitle';
import { ListResults } from '../lists/ListResults';
import type { ListColumn } from '../lists/ListTable';
import { useAddressSearch } from '../lists/useAddressSearch';
import { useLoadFailure } from '../lists/useLoadFailure';
import { NoPermission } from '../access/NoPermission';
import { LeadsQuery } from './leadDocuments';
import { leadListVariables, leadSourceFilterOf, leadStatusFilterOf, type LeadSourceFilter, type LeadStatusFilter } from './leadFilters';
import { LeadListFilters } from './LeadListFilters';
import { leadContactOf, leadNameOf, leadPeopleOf } from './leadRows';
import { LeadStatusTag } from './LeadStatusTag';

const texts = leadMessages.list;
type LeadRow = LeadsData['leads']['items'][number];

const columns: readonly ListColumn<LeadRow>[] = [
  { name: texts.columns.date, width: 125, render: (row) => formatDateTime(row.createdAt) },
  { name: texts.columns.source, width: 145, render: (row) => leadSourceLabels[row.source] },
  {
    name: texts.columns.name,
    width: 180,
    interactive: true,
    render: (row) => <Link to={adminRoutes.leads.detail(row.id)}>{leadNameOf(row)}</Link>,
  },
  { name: texts.columns.contact, width: 190, render: leadContactOf },
  { name: texts.columns.property, width: 95, render: (row) => row.propertyCode ?? texts.noOne },
  { name: texts.columns.people, width: 150, render: leadPeopleOf },
  { name: texts.columns.status, width: 120, render: (row) => <LeadStatusTag status={row.status} /> },
];

/**
 * /app/leads — the leads the user may see, newest first, 10 per page: searched (name, phone, e-mail, property code)
 * and filtered by source and status on the server, all kept in the address.
 */
export default function LeadListPage() {
  usePageTitle(texts.pageTitle);
  const [params, setParams] = useSearchParams();
  const { box, search } = useAddressSearch();
  const source = leadSourceFilterOf(params.get('origem'));
  const status = leadStatusFilterOf(params.get('status'));
  const requestedPage = requestedPageOf(params);
  const { data, previousData, loading, error } = useQuery(LeadsQuery, {
    variables: leadListVariables(search, source, status, requestedPage),
    fetchPolicy: 'cache-and-network',
  });
  const { forbidden } = useLoadFailure(error, texts.loadFailure);
  const page = (data ?? previousData)?.leads;

  const update = (changes: { origem?: LeadSourceFilter; status?: LeadStatusFilter; pagina?: number }) => {
    const filters = [
      { name: 'origem', value: changes.origem, all: 'ALL' },
      { name: 'status', value: changes.status, all: 'ALL' },
    ];
    setParams(addressWithFilters(filters, changes.pagina), { replace: true });
  };

  if (forbidden) return <NoPermission />;

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{texts.title}</h1>
      </div>
      <LeadListFilters
        box={box}
        source={source}
        status={status}
        onSource={(origem) => update({ origem })}
        onStatus={(next) => update({ status: next })}
      />
      <ListResults
        failed={Boolean(error && !data)}
        loading={loading && !page}
        rows={page?.items ?? []}
        countText={page ? texts.count(page.total) : undefined}
        columns={columns}
        page={page?.page ?? 1}
        pageCount={Math.max(1, page?.pageCount ?? 1)}
        onPage={(pagina) => update({ pagina })}
        texts={{ failure: adminMessages.common.loadError, empty: texts.empty, tableLabel: texts.tableLabel, pagingLabel: texts.paging }}
      />
    </div>
  );
}
