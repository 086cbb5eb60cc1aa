import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import type { EventClickArg, EventContentArg, EventInput } from '@fullcalendar/core';
import { agendaMessages } from '../../forms/agendaMessages';
import { visitStatusLabels } from '../../forms/visitMessages';
import type { VisitFieldsFragment } from '../../gql/graphql';
import { visitStatusClass } from '../records/VisitStatusTag';
import { timeOf, wallClockText, type AgendaView } from './agendaDays';

/** The hours the grid shows: the agency opens at 08:00 and closes at 18:00; visits may be booked a little around them. */
const FIRST_HOUR = '07:00:00';
const LAST_HOUR = '21:00:00';

interface VisitCalendarProps {
  day: string;
  view: AgendaView;
  visits: readonly VisitFieldsFragment[];
  /** The address that opens a visit's panel, for its link. */
  visitAddress: (id: string) => string;
  onOpen: (id: string) => void;
  now: number;
}

function eventOf(visit: VisitFieldsFragment, visitAddress: (id: string) => string): EventInput {
  return {
    id: visit.id,
    start: wallClockText(visit.startsAt),
    end: wallClockText(visit.endsAt),
    title: agendaMessages.visitLabel(timeOf(visit.startsAt), visit.property.code, visit.name, visitStatusLabels[visit.status]),
    url: visitAddress(visit.id),
    classNames: ['visit-event', visitStatusClass(visit.status)],
    extendedProps: { visit },
  };
}

/** A visit in the grid: its time, property and person, its status said to screen readers (the colour shows it). */
function VisitEvent({ event }: EventContentArg) {
  const visit = event.extendedProps.visit as VisitFieldsFragment;
  return (
    <span className="visit-event__content">
      <span className="visit-event__time">{timeOf(visit.startsAt)}</span> <span className="visit-event__code">{visit.property.code}</span>{' '}
      <span className="visit-event__name">{visit.name}</span>
      <span className="admin-visually-hidden"> ({visitStatusLabels[visit.status]})</span>
    </span>
  );
}

/**
 * The week or the day as a time grid (FullCalendar), drawn on São Paulo's wall clock: the events are given as its
 * times without an offset and the grid runs in UTC, so what it shows is São Paulo's whatever the browser's zone.
 * Each visit is a link to its panel; the screen's own toolbar moves between periods.
 */
export function VisitCalendar({ day, view, visits, visitAddress, onOpen, now }: VisitCalendarProps) {
  const onClick = (click: EventClickArg) => {
    click.jsEvent.preventDefault();
    onOpen(click.event.id);
  };
  return (
    <div className="visit-calendar">
      <FullCalendar
        key={`${view}-${day}`}
        plugins={[timeGridPlugin]}
        initialView={view === 'semana' ? 'timeGridWeek' : 'timeGridDay'}
        initialDate={day}
        timeZone="UTC"
        now={wallClockText(new Date(now))}
        locale={ptBrLocale}
        firstDay={1}
        headerToolbar={false}
        allDaySlot={false}
        slotMinTime={FIRST_HOUR}
        slotMaxTime={LAST_HOUR}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        dayHeaderFormat={view === 'semana' ? { weekday: 'short', day: 'numeric', month: 'numeric', omitCommas: true } : { weekday: 'long' }}
        height="auto"
        nowIndicator
        events={visits.map((visit) => eventOf(visit, visitAddress))}
        eventContent={VisitEvent}
        eventClick={onClick}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
      />
    </div>
  );
}
