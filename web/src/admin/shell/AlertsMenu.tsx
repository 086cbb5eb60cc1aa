import { useEffect } from 'react';
import { Button, Classes, PopoverNext, PopupKind } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { adminMessages } from '../../forms/adminMessages';
import { PropertyAlertsQuery } from '../graphql/properties';
import { useSignedInSession } from '../session/SessionContext';

const texts = adminMessages.shell;

/**
 * The top bar's alerts: how many properties wait for staff to analyse them and the five newest by name (the
 * rest are behind the link to the filtered list), for users who manage properties. Asked again on every
 * move between screens, so that a property saved or analysed elsewhere shows.
 */
export function AlertsMenu() {
  const { permissions } = useSignedInSession();
  const managesProperties = permissions.includes('imoveis');
  const { pathname } = useLocation();
  const { data, refetch } = useQuery(PropertyAlertsQuery, { skip: !managesProperties });
  useEffect(() => {
    if (managesProperties) void refetch().catch(() => undefined);
  }, [pathname, managesProperties, refetch]);
  const count = data?.propertyAlerts.count ?? 0;
  const newest = (data?.propertyAlerts.newest ?? []).map((item) => item.property);

  const panel = (
    <div className="admin-alerts">
      <h2 className="admin-alerts__title">{texts.alertsTitle}</h2>
      {count === 0 ? (
        <p className="admin-alerts__empty">{texts.noAlerts}</p>
      ) : (
        <>
          <p className="admin-alerts__summary">{texts.awaitingAnalysis(count)}</p>
          <ul className="admin-alerts__list">
            {newest.map((property) => (
              <li key={property.id}>
                <Link to={`/app/imoveis/editar/${property.id}`} className={Classes.POPOVER_DISMISS}>
                  {property.code} — {property.title}
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/app/imoveis?status=IN_ANALYSIS" className={`admin-alerts__all ${Classes.POPOVER_DISMISS}`}>
            {texts.seeAwaiting}
          </Link>
        </>
      )}
    </div>
  );

  return (
    <PopoverNext content={panel} placement="bottom-end" popupKind={PopupKind.DIALOG}>
      <Button variant="minimal" icon="notifications" aria-label={texts.alerts(count)} className="admin-alerts-button">
        {count > 0 && (
          <span className="admin-alerts-button__count" aria-hidden>
            {count}
          </span>
        )}
      </Button>
    </PopoverNext>
  );
}
