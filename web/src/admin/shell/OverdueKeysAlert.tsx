import { Classes, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { keyMessages } from '../../forms/keyMessages';
import type { TopBarAlertsQuery } from '../../gql/graphql';
import { adminRoutes } from '../adminRoutes';

type OverdueKey = TopBarAlertsQuery['overdueKeys']['items'][number];

/** The alerts' part on keys past due: how many, and the five most overdue, each opening its property's 'Chaves' tab. */
export function OverdueKeysAlert({ total, items }: { total: number; items: readonly OverdueKey[] }) {
  return (
    <div className="admin-alerts__part">
      <p className="admin-alerts__summary">{keyMessages.alerts.overdue(total)}</p>
      <ul className="admin-alerts__list">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={adminRoutes.properties.keys(item.property.id)} className={Classes.POPOVER_DISMISS}>
              {keyMessages.alerts.item(item.keyLabel, item.property.code, item.broker.name)}
            </Link>{' '}
            <Tag intent="danger" minimal>
              {keyMessages.overdue}
            </Tag>
          </li>
        ))}
      </ul>
    </div>
  );
}
