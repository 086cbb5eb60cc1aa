import { Link } from 'react-router-dom';
import { leadSourceLabels } from '../../forms/leadMessages';
import { formatPhone } from '../../forms/masks';
import type { LeadsQuery } from '../../gql/graphql';
import { adminRoutes } from '../adminRoutes';
import { LeadContactActions } from './LeadContactActions';
import { leadNameOf, leadPropertyLine } from './leadRows';
import { LeadStatusTag } from './LeadStatusTag';
import type { LeadTimeTexts } from './leadTimes';

/** A row of the inbox with its times said. */
export type LeadCardRow = LeadsQuery['leads']['items'][number] & { times: LeadTimeTexts };

/**
 * One lead of the inbox on a phone: its name (opening the lead), status, source and property, how long ago it came in,
 * its time to first response and the one-tap controls.
 */
function LeadCard({ lead }: { lead: LeadCardRow }) {
  const headingId = `lead-card-${lead.id}`;
  const property = leadPropertyLine(lead);
  const { age, response, handover } = lead.times;
  const times = [age, response].filter(Boolean).join(' · ');
  return (
    <li className="admin-lead-card">
      <article aria-labelledby={headingId}>
        <div className="admin-lead-card__head">
          <h2 id={headingId} className="admin-lead-card__name">
            <Link to={adminRoutes.leads.detail(lead.id)}>{leadNameOf(lead)}</Link>
          </h2>
          <LeadStatusTag status={lead.status} />
        </div>
        <p className="admin-lead-card__line">{[leadSourceLabels[lead.source], property].filter(Boolean).join(' · ')}</p>
        {lead.phone && <p className="admin-lead-card__line">{formatPhone(lead.phone)}</p>}
        {times && <p className="admin-lead-card__line admin-lead-card__times">{times}</p>}
        {handover && <p className="admin-lead-card__line admin-lead-card__handover">{handover}</p>}
        <LeadContactActions lead={lead} propertyCode={lead.propertyCode ?? lead.listingCode} onList />
      </article>
    </li>
  );
}

/** The inbox's page of leads as cards, on a phone. */
export function LeadCards({ label, leads }: { label: string; leads: readonly LeadCardRow[] }) {
  return (
    <ul className="admin-lead-cards" aria-label={label}>
      {leads.map((lead) => (
        <LeadCard key={lead.id} lead={lead} />
      ))}
    </ul>
  );
}
