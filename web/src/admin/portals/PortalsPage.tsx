import { Callout, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { adminMessages } from '../../forms/adminMessages';
import { portalMessages } from '../../forms/portalMessages';
import { addressWithFilters, requestedPageOf } from '../lists/listAddress';
import { ChoiceFilter } from '../lists/ChoiceFilter';
import { PortalReportQuery } from '../graphql/portals';
import { LoadingState } from '../layout/LoadingState';
import { usePageTitle } from '../layout/usePageTitle';
import { ListPaging } from '../lists/ListPaging';
import { useLoadFailure } from '../lists/useLoadFailure';
import { NoPermission } from '../access/NoPermission';
import { useSignedInSession } from '../session/SessionContext';
import { managesPortalLeads } from './portalLeadAccess';
import { PortalLeadsPanel } from './PortalLeadsPanel';
import { portalFilterOf, portalFilters, portalReportVariables, type PortalFilter } from './portalFilter';
import { PortalFeedPanel } from './PortalFeedPanel';
import { PortalListingTable } from './PortalListingTable';
import './portals.css';

const texts = portalMessages;
const filterOptions = portalFilters.map((value) => ({ value, label: texts.filter[value] }));

/**
 * /app/portais — the properties marked for the portals that the user may see, 20 per page, each ready or
 * with the reasons it is held back, the counts, and the feed's address to give the portals. Filter and page
 * are kept in the address. Below, for holders of the leads permission who are not brokers, the portals' lead
 * addresses and the documents received with an error.
 */
export default function PortalsPage() {
  usePageTitle(texts.pageTitle);
  const session = useSignedInSession();
  const [params, setParams] = useSearchParams();
  const filter = portalFilterOf(params.get('situacao'));
  const requestedPage = requestedPageOf(params);
  const { data, previousData, loading, error } = useQuery(PortalReportQuery, {
    variables: portalReportVariables(filter, requestedPage),
    fetchPolicy: 'cache-and-network',
  });
  const { forbidden } = useLoadFailure(error, texts.list.loadFailure);
  const report = (data ?? previousData)?.portalReport;

  const update = (changes: { situacao?: PortalFilter; pagina?: number }) =>
    setParams(addressWithFilters([{ name: 'situacao', value: changes.situacao, all: 'todos' }], changes.pagina), { replace: true });

  if (forbidden) return <NoPermission />;

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{texts.title}</h1>
      </div>
      <p>{texts.intro}</p>
      {report && (
        <p className="admin-portal-summary" aria-live="polite">
          {texts.summary(report.readyCount, report.markedCount)}
        </p>
      )}
      <PortalFeedPanel />
      <search className="admin-filters">
        <ChoiceFilter
          id="filtro-portais"
          label={texts.filter.label}
          value={filter}
          options={filterOptions}
          onChange={(value) => update({ situacao: portalFilterOf(value) })}
        />
      </search>
      {error && !report ? (
        <Callout intent="danger" role="alert">
          {adminMessages.common.loadError}
        </Callout>
      ) : loading && !report ? (
        <LoadingState />
      ) : !report || report.items.length === 0 ? (
        <NonIdealState icon="globe-network" description={report && report.markedCount > 0 ? texts.list.emptyFiltered : texts.list.empty} />
      ) : (
        <>
          <p className="admin-list-count" aria-live="polite">
            {texts.list.count(report.total)}
          </p>
          <PortalListingTable rows={report.items} />
          <ListPaging
            label={texts.list.paging}
            page={report.page}
            pageCount={Math.max(1, report.pageCount)}
            onPage={(pagina) => update({ pagina })}
          />
        </>
      )}
      {managesPortalLeads(session) && <PortalLeadsPanel />}
    </div>
  );
}
