import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { agendaMessages } from '../../forms/agendaMessages';
import type { VisitFieldsFragment } from '../../gql/graphql';
import { formatPhone } from '../../forms/masks';
import { adminRoutes } from '../adminRoutes';
import { callAddress, whatsappAddress } from '../records/phoneAddresses';
import { VisitStatusTag } from '../records/VisitStatusTag';
import { useSignedInSession } from '../session/SessionContext';
import { dayOf, timeOf } from './agendaDays';

const texts = agendaMessages.panel;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="visit-details__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The way to reach the person: a call and a WhatsApp chat, each named with them. */
function PersonLinks({ visit }: { visit: VisitFieldsFragment }) {
  const call = callAddress(visit.phone);
  const firstName = visit.name.trim().split(/\s+/)[0] ?? visit.name;
  const chat = whatsappAddress(visit.phone, texts.greeting(firstName, visit.property.code));
  return (
    <span className="visit-details__links">
      {call && (
        <a href={call} aria-label={texts.callLabel(visit.name)}>
          {texts.call}
        </a>
      )}
      {chat && (
        <a href={chat} target="_blank" rel="noopener noreferrer" aria-label={texts.whatsappLabel(visit.name)}>
          {texts.whatsapp}
        </a>
      )}
    </span>
  );
}

/** What a visit is: when, where (with its map), who comes (with a call and a chat), whose it is and how it went. */
export function VisitDetails({ visit }: { visit: VisitFieldsFragment }) {
  const { permissions } = useSignedInSession();
  const address = visit.property.address;
  return (
    <dl className="visit-details">
      <Fact term={texts.status}>
        <VisitStatusTag status={visit.status} />
      </Fact>
      <Fact term={texts.when}>
        {agendaMessages.dayTitle(dayOf(visit.startsAt))}, {agendaMessages.timeRange(timeOf(visit.startsAt), timeOf(visit.endsAt))}
      </Fact>
      <Fact term={texts.property}>
        {permissions.includes('imoveis') ? (
          <Link to={adminRoutes.properties.edit(visit.property.id)}>{visit.property.code}</Link>
        ) : (
          visit.property.code
        )}{' '}
        — {visit.property.title}
        <br />
        <a
          href={visit.property.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={texts.mapLabel(address ?? visit.property.code)}
        >
          {address ?? texts.map}
        </a>
      </Fact>
      <Fact term={texts.person}>
        {visit.name} · {formatPhone(visit.phone)}
        {visit.email && <> · {visit.email}</>}
        <br />
        <PersonLinks visit={visit} />
        {visit.leadId && permissions.includes('leads') && (
          <>
            {' · '}
            <Link to={adminRoutes.leads.detail(visit.leadId)}>{texts.openLead}</Link>
          </>
        )}
        {visit.clientId && permissions.includes('clientes') && (
          <>
            {' · '}
            <Link to={adminRoutes.clients.edit(visit.clientId)}>{texts.openClient}</Link>
          </>
        )}
      </Fact>
      <Fact term={texts.broker}>{visit.broker.name}</Fact>
      {visit.cancelReason && <Fact term={texts.cancelReason}>{visit.cancelReason}</Fact>}
      {visit.interest !== null && visit.interest !== undefined && (
        <Fact term={texts.interest}>{agendaMessages.outcome.interestShown(visit.interest)}</Fact>
      )}
      {visit.outcomeComment && <Fact term={texts.comment}>{visit.outcomeComment}</Fact>}
    </dl>
  );
}
