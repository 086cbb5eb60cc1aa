import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { leadInterestLabels, leadMessages, leadSourceLabels } from '../../forms/leadMessages';
import { formatPhone } from '../../forms/masks';
import type { LeadFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { adminRoutes } from '../adminRoutes';
import { LeadStatusTag } from './LeadStatusTag';
import { handoverText, responseTimeText } from './leadTimes';

const texts = leadMessages.detail;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-lead-facts__item">
      <dt>{label}</dt>
      <dd>{children ?? texts.none}</dd>
    </div>
  );
}

/** The lead's property: its form, named by its code and title, and its public page. */
function PropertyLinks({ property }: { property: NonNullable<LeadFieldsFragment['property']> }) {
  return (
    <span className="admin-lead-facts__links">
      <Link to={adminRoutes.properties.edit(property.id)}>{property.code ? `${property.code} — ${property.title}` : property.title}</Link>
      {property.slug && (
        <a href={`/imovel/${encodeURIComponent(property.slug)}`} target="_blank" rel="noreferrer">
          {texts.propertyPage}
        </a>
      )}
    </span>
  );
}

/**
 * What a lead says: where it came from, its time to first response (and when the distribution passes it on, while it
 * waits), the visitor's contact and message, the property and the broker. `now` is the time the times are said at.
 */
export function LeadFacts({ lead, now }: { lead: LeadFieldsFragment; now: number }) {
  const { property } = lead;
  const handover = handoverText(lead, now);
  // A code a portal named that no property has.
  const unknownProperty = lead.listingCode ? leadMessages.list.unknownPropertyCode(lead.listingCode) : null;
  return (
    <dl className="admin-lead-facts">
      <Fact label={texts.fields.source}>{leadSourceLabels[lead.source]}</Fact>
      <Fact label={texts.fields.status}>
        <LeadStatusTag status={lead.status} />
      </Fact>
      <Fact label={texts.fields.createdAt}>{formatDateTime(lead.createdAt)}</Fact>
      <Fact label={texts.fields.response}>{responseTimeText(lead, now)}</Fact>
      {handover && <Fact label={texts.fields.handover}>{handover}</Fact>}
      <Fact label={texts.fields.phone}>{lead.phone ? formatPhone(lead.phone) : null}</Fact>
      <Fact label={texts.fields.email}>{lead.email}</Fact>
      {lead.source === 'CONTACT' && <Fact label={texts.fields.interest}>{lead.interest ? leadInterestLabels[lead.interest] : null}</Fact>}
      {lead.message && <Fact label={texts.fields.message}>{lead.message}</Fact>}
      {lead.page && <Fact label={texts.fields.page}>{lead.page}</Fact>}
      <Fact label={texts.fields.property}>{property ? <PropertyLinks property={property} /> : unknownProperty}</Fact>
      <Fact label={texts.fields.broker}>{lead.broker?.name}</Fact>
      {lead.clientId && (
        <Fact label={texts.fields.client}>
          <Link to={adminRoutes.clients.edit(lead.clientId)}>{texts.clientLink}</Link>
        </Fact>
      )}
    </dl>
  );
}
