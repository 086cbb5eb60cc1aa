import { useEffect } from 'react';
import { Button, Classes, PopoverNext, PopupKind } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { adminMessages } from '../../forms/adminMessages';
import { leadMessages } from '../../forms/leadMessages';
import { adminRoutes } from '../adminRoutes';
import { TopBarAlertsQuery } from '../graphql/alerts';
import { useSignedInSession } from '../session/SessionContext';
import { alertsLabel, alertTotal } from './alertCounts';
import { OverdueKeysAlert } from './OverdueKeysAlert';

const texts = adminMessages.shell;
/** The alerts are asked again every minute, without reloading the page. */
const ALERTS_POLL_MS = 60_000;

/**
 * The top bar's alerts: for users who work the leads, how many new leads there are (behind the link to them); for
 * users who manage properties, how many wait for staff to analyse them and the five newest by name (the rest are
 * behind the link to the filtered list); for everyone, the keys past due ('Atrasada'), each linking to its property's
 * keys. Asked again every minute and on every move between screens, so that a lead
 * or a property saved elsewhere shows.
 */
export function AlertsMenu() {
  const { permissions } = useSignedInSession();
  const managesProperties = permissions.includes('imoveis');
  const worksLeads = permissions.includes('leads');
  const { pathname } = useLocation();
  const { data, refetch } = useQuery(TopBarAlertsQuery, {
    variables: { properties: managesProperties, leads: worksLeads },
    pollInterval: ALERTS_POLL_MS,
  });
  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
  const counts = {
    newLeads: data?.newLeadCount ?? 0,
    awaitingAnalysis: data?.propertyAlerts?.count ?? 0,
    overdueKeys: data?.overdueKeys.total ?? 0,
  };
  const total = alertTotal(counts);
  const newest = (data?.propertyAlerts?.newest ?? []).map((item) => item.property);

  const panel = (
    <div className="admin-alerts">
      <h2 className="admin-alerts__title">{texts.alertsTitle}</h2>
      {total === 0 && <p className="admin-alerts__empty">{texts.noAlerts}</p>}
      {counts.newLeads > 0 && (
        <div className="admin-alerts__part">
          <p className="admin-alerts__summary">{leadMessages.alerts.newLeads(counts.newLeads)}</p>
          <Link to={adminRoutes.leads.newLeads} className={`admin-alerts__all ${Classes.POPOVER_DISMISS}`}>
            {leadMessages.alerts.seeNew}
          </Link>
        </div>
      )}
      {counts.awaitingAnalysis > 0 && (
        <div className="admin-alerts__part">
          <p className="admin-alerts__summary">{texts.awaitingAnalysis(counts.awaitingAnalysis)}</p>
          <ul className="admin-alerts__list">
            {newest.map((property) => (
              <li key={property.id}>
                <Link to={adminRoutes.properties.edit(property.id)} className={Classes.POPOVER_DISMISS}>
                  {property.code} — {property.title}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={adminRoutes.properties.awaitingAnalysis} className={`admin-alerts__all ${Classes.POPOVER_DISMISS}`}>
            {texts.seeAwaiting}
          </Link>
        </div>
      )}
      {counts.overdueKeys > 0 && <OverdueKeysAlert total={counts.overdueKeys} items={data?.overdueKeys.items ?? []} />}
    </div>
  );

  return (
    <PopoverNext content={panel} placement="bottom-end" popupKind={PopupKind.DIALOG}>
      <Button variant="minimal" icon="notifications" aria-label={alertsLabel(counts)} className="admin-alerts-button">
        {total > 0 && (
          <span className="admin-alerts-button__count" aria-hidden>
            {total}
          </span>
        )}
      </Button>
    </PopoverNext>
  );
}
