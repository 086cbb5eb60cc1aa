import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminMessages } from '../../forms/adminMessages';
import { leadMessages, leadSourceLabels } from '../../forms/leadMessages';
import { adminRoutes } from '../adminRoutes';
import { areaPermissions } from '../access/areaPermissions';
import { addressWithFilters, requestedPageOf } from '../lists/listAddress';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../layout/usePageTitle';
import { ListResults } from '../lists/ListResults';
import type { ListColumn } from '../lists/ListTable';
import { useAddressSearch } from '../lists/useAddressSearch';
import { useLoadFailure } from '../lists/useLoadFailure';
import { NoPermission } from '../access/NoPermission';
import { useSignedInSession } from '../session/SessionContext';
import { LeadCards, type LeadCardRow } from './LeadCard';
import { LeadDistributionSection } from './LeadDistributionSection';
import { LeadsQuery } from './leadDocuments';
import { leadListVariables, leadSourceFilterOf, leadStatusFilterOf, type LeadSourceFilter, type LeadStatusFilter } from './leadFilters';
import { LeadListFilters } from './LeadListFilters';
import { leadContactOf, leadNameOf, leadPeopleOf, leadPropertyOf } from './leadRows';
import { LeadStatusTag } from './LeadStatusTag';
import { withLeadTimes } from './leadTimes';
import { useNarrowScreen } from '../layout/useNarrowScreen';
import { useNow } from '../layout/useNow';
import './leads.css';

const texts = leadMessages.list;

const columns: readonly ListColumn<LeadCardRow>[] = [
  { name: texts.columns.date, width: 125, render: (row) => formatDateTime(row.createdAt) },
  { name: texts.columns.source, width: 145, render: (row) => leadSourceLabels[row.source] },
  {
    name: texts.columns.name,
    width: 180,
    interactive: true,
    render: (row) => <Link to={adminRoutes.leads.detail(row.id)}>{leadNameOf(row)}</Link>,
  },
  { name: texts.columns.contact, width: 190, render: leadContactOf },
  { name: texts.columns.property, width: 160, render: leadPropertyOf },
  { name: texts.columns.people, width: 150, render: leadPeopleOf },
  { name: texts.columns.status, width: 120, render: (row) => <LeadStatusTag status={row.status} /> },
  { name: texts.columns.response, width: 200, render: (row) => row.times.response ?? texts.noOne },
];

/**
 * /app/leads — the leads the user may see, newest first, 10 per page: searched (name, phone, e-mail, property code)
 * and filtered by source and status on the server, all kept in the address. A table on a wide screen, cards with
 * one-tap controls on a phone; each with its time to first response. The administrators also set the distribution.
 */
export default function LeadListPage() {
  usePageTitle(texts.pageTitle);
  const { permissions } = useSignedInSession();
  const narrow = useNarrowScreen();
  const now = useNow();
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
  const items = page?.items;
  const rows = useMemo(() => withLeadTimes(items ?? [], now), [items, now]);

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
        rows={rows}
        countText={page ? texts.count(page.total) : undefined}
        columns={columns}
        view={narrow ? (leads) => <LeadCards label={texts.tableLabel} leads={leads} /> : undefined}
        page={page?.page ?? 1}
        pageCount={Math.max(1, page?.pageCount ?? 1)}
        onPage={(pagina) => update({ pagina })}
        texts={{ failure: adminMessages.common.loadError, empty: texts.empty, tableLabel: texts.tableLabel, pagingLabel: texts.paging }}
      />
      {permissions.includes(areaPermissions.users) && <LeadDistributionSection />}
    </div>
  );
}
