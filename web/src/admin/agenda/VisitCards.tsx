import { Classes, Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { agendaMessages } from '../../forms/agendaMessages';
import type { VisitFieldsFragment } from '../../gql/graphql';
import { callAddress, whatsappAddress } from '../records/phoneAddresses';
import { VisitStatusTag, visitStatusClass } from '../records/VisitStatusTag';
import { timeOf } from './agendaDays';
import { awaitsOutcome } from './visitStages';
import { VisitOutcomeTaps } from './VisitOutcomeTaps';

const texts = agendaMessages.panel;

/** A link out of the back office (a call, a chat, a map), large enough for a thumb. */
function OutsideLink({ href, text, label, icon, beside }: { href: string; text: string; label: string; icon: IconName; beside?: boolean }) {
  return (
    <a
      className={`${Classes.BUTTON} ${Classes.LARGE} visit-card__link`}
      href={href}
      aria-label={label}
      target={beside ? '_blank' : undefined}
      rel={beside ? 'noopener noreferrer' : undefined}
    >
      <Icon icon={icon} aria-hidden />
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </a>
  );
}

/** The WhatsApp greeting: the visitor by their first name, about the property. */
function greetingOf(visit: VisitFieldsFragment): string {
  const firstName = visit.name.trim().split(/\s+/)[0] ?? visit.name;
  return texts.greeting(firstName, visit.property.code);
}

/** One visit of the day as the broker uses it in the field: the way there, the person to call, the outcome. */
function VisitCard({ visit, visitAddress, now }: { visit: VisitFieldsFragment; visitAddress: (id: string) => string; now: number }) {
  const call = callAddress(visit.phone);
  const chat = whatsappAddress(visit.phone, greetingOf(visit));
  const titleId = `visita-${visit.id}`;
  return (
    <li className={`visit-card ${visitStatusClass(visit.status)}`} aria-labelledby={titleId}>
      <div className="visit-card__head">
        <h3 id={titleId} className="visit-card__title">
          <Link to={visitAddress(visit.id)}>
            {agendaMessages.timeRange(timeOf(visit.startsAt), timeOf(visit.endsAt))} — {visit.property.code}
          </Link>
        </h3>
        <VisitStatusTag status={visit.status} />
      </div>
      <p className="visit-card__person">{visit.name}</p>
      <p className="visit-card__property">{visit.property.title}</p>
      <div className="visit-card__links">
        <OutsideLink
          href={visit.property.mapUrl}
          text={texts.map}
          label={texts.mapLabel(visit.property.address ?? visit.property.code)}
          icon="map-marker"
          beside
        />
        {call && <OutsideLink href={call} text={texts.call} label={texts.callLabel(visit.name)} icon="phone" />}
        {chat && <OutsideLink href={chat} text={texts.whatsapp} label={texts.whatsappLabel(visit.name)} icon="chat" beside />}
      </div>
      {visit.property.address && <p className="visit-card__address">{visit.property.address}</p>}
      {awaitsOutcome(visit, now) && <VisitOutcomeTaps visit={visit} />}
    </li>
  );
}

interface VisitCardsProps {
  visits: readonly VisitFieldsFragment[];
  visitAddress: (id: string) => string;
  now: number;
  label: string;
}

/** The day on a phone: its visits as cards, in the order of time. */
export function VisitCards({ visits, visitAddress, now, label }: VisitCardsProps) {
  if (visits.length === 0) return <p className="visit-cards__empty">{agendaMessages.emptyDay}</p>;
  return (
    <ol className="visit-cards" aria-label={label}>
      {visits.map((visit) => (
        <VisitCard key={visit.id} visit={visit} visitAddress={visitAddress} now={now} />
      ))}
    </ol>
  );
}
