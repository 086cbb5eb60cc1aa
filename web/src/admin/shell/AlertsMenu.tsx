import { Button, Classes, PopoverNext, PopupKind } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { adminMessages } from '../../forms/adminMessages';
import { StaffPropertiesQuery } from '../graphql/properties';
import { awaitingAnalysis } from '../graphql/propertyRows';
import { useSignedInSession } from '../session/SessionContext';

const texts = adminMessages.shell;
/** How many properties the alerts list by name; the rest are behind the link to the filtered list. */
const listedAlerts = 5;

/** The top bar's alerts: properties waiting for staff to analyse them, for users who manage properties. */
export function AlertsMenu() {
  const { permissions } = useSignedInSession();
  const managesProperties = permissions.includes('imoveis');
  const { data } = useQuery(StaffPropertiesQuery, { skip: !managesProperties });
  const waiting = awaitingAnalysis((data?.staffProperties ?? []).map((item) => item.property));

  const panel = (
    <div className="admin-alerts">
      <h2 className="admin-alerts__title">{texts.alertsTitle}</h2>
      {waiting.length === 0 ? (
        <p className="admin-alerts__empty">{texts.noAlerts}</p>
      ) : (
        <>
          <p className="admin-alerts__summary">{texts.awaitingAnalysis(waiting.length)}</p>
          <ul className="admin-alerts__list">
            {waiting.slice(0, listedAlerts).map((property) => (
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
      <Button variant="minimal" icon="notifications" aria-label={texts.alerts(waiting.length)} className="admin-alerts-button">
        {waiting.length > 0 && (
          <span className="admin-alerts-button__count" aria-hidden>
            {waiting.length}
          </span>
        )}
      </Button>
    </PopoverNext>
  );
}
