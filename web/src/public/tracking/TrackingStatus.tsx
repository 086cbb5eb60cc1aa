import { Link } from 'react-router-dom';
import { trackingMessages as texts } from '../../forms/trackingMessages';
import type { PropertyStatus } from '../../gql/graphql';
import { publicRoutes } from '../routes';

interface TrackingStatusProps {
  status: PropertyStatus;
  reason: string | null;
  slug: string | null;
}

const badgeClass: Record<PropertyStatus, string> = {
  IN_ANALYSIS: 'tracking-status__badge--waiting',
  APPROVED: 'tracking-status__badge--approved',
  REJECTED: 'tracking-status__badge--rejected',
};

/** The property's status as a badge with what it means; a rejection's reason, or the public page once published. */
export function TrackingStatus({ status, reason, slug }: TrackingStatusProps) {
  return (
    <section className="tracking-status" aria-labelledby="tracking-status-title">
      <h2 id="tracking-status-title" className="tracking-status__title">
        {texts.statusLabel}: <span className={`tracking-status__badge ${badgeClass[status]}`}>{texts.statuses[status]}</span>
      </h2>
      <p>{texts.explanations[status]}</p>
      {status === 'REJECTED' && reason && (
        <div className="tracking-status__reason">
          <h3>{texts.reasonTitle}</h3>
          <p>{reason}</p>
        </div>
      )}
      {status === 'REJECTED' && !reason && <p>{texts.noReason}</p>}
      {status === 'APPROVED' && slug && (
        <p>
          <Link className="button button--primary" to={publicRoutes.detalhes(slug)}>
            {texts.publicPage}
          </Link>
        </p>
      )}
    </section>
  );
}
