import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { leadInterestLabels, leadMessages, leadSourceLabels } from '../../forms/leadMessages';
import { formatPhone } from '../../forms/masks';
import type { LeadFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { adminRoutes } from '../adminRoutes';
import { LeadStatusTag } from './LeadStatusTag';

const texts = leadMessages.detail;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-lead-facts__item">
      <dt>{label}</dt>
      <dd>{children ?? texts.none}</dd>
    </div>
  );
}

/** What a lead says: where it came from, the visitor's contact and message, the property and the broker. */
export function LeadFacts({ lead }: { lead: LeadFieldsFragment }) {
  const { property } = lead;
  return (
    <dl className="admin-lead-facts">
      <Fact label={texts.fields.source}>{leadSourceLabels[lead.source]}</Fact>
      <Fact label={texts.fields.status}>
        <LeadStatusTag status={lead.status} />
      </Fact>
      <Fact label={texts.fields.createdAt}>{formatDateTime(lead.createdAt)}</Fact>
      <Fact label={texts.fields.phone}>{lead.phone ? formatPhone(lead.phone) : null}</Fact>
      <Fact label={texts.fields.email}>{lead.email}</Fact>
      {lead.source === 'CONTACT' && <Fact label={texts.fields.interest}>{lead.interest ? leadInterestLabels[lead.interest] : null}</Fact>}
      {lead.message && <Fact label={texts.fields.message}>{lead.message}</Fact>}
      {lead.page && <Fact label={texts.fields.page}>{lead.page}</Fact>}
      <Fact label={texts.fields.property}>
        {property && (
          <span className="admin-lead-facts__links">
            <Link to={adminRoutes.properties.edit(property.id)}>
              {property.code ? `${property.code} — ${property.title}` : property.title}
            </Link>
            {property.slug && (
              <a href={`/imovel/${encodeURIComponent(property.slug)}`} target="_blank" rel="noreferrer">
                {texts.propertyPage}
              </a>
            )}
          </span>
        )}
      </Fact>
      <Fact label={texts.fields.broker}>{lead.broker?.name}</Fact>
      {lead.clientId && (
        <Fact label={texts.fields.client}>
          <Link to={adminRoutes.clients.edit(lead.clientId)}>{texts.clientLink}</Link>
        </Fact>
      )}
    </dl>
  );
}
