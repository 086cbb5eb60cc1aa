import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { agendaMessages } from '../../forms/agendaMessages';
import type { VisitStatus } from '../../gql/graphql';
import { adminRoutes } from '../adminRoutes';
import { failureText } from '../apollo/errorCodes';
import { ButtonLink } from '../layout/ButtonLink';
import { LoadingState } from '../layout/LoadingState';
import { useNarrowScreen } from '../layout/useNarrowScreen';
import { useNow } from '../layout/useNow';
import { usePageTitle } from '../layout/usePageTitle';
import { VisitStatusTag } from '../records/VisitStatusTag';
import { useSignedInSession } from '../session/SessionContext';
import { AgendaBrokersQuery, AgendaVisitsQuery } from './agendaDocuments';
import { agendaParams, periodOf, readAgendaAddress, shiftedDay, todayInSaoPaulo, viewDays, type AgendaAddress } from './agendaDays';
import { AgendaToolbar } from './AgendaToolbar';
import { CalendarFeedDialog } from './CalendarFeedDialog';
import { VisitCalendar } from './VisitCalendar';
import { VisitCards } from './VisitCards';
import { VisitPanel } from './VisitPanel';
import './agenda.css';

const texts = agendaMessages;
const STATUSES: readonly VisitStatus[] = ['REQUESTED', 'CONFIRMED', 'DONE', 'NO_SHOW', 'CANCELLED'];

function Legend() {
  return (
    <ul className="agenda-legend" aria-label={texts.legend}>
      {STATUSES.map((status) => (
        <li key={status}>
          <VisitStatusTag status={status} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /app/agenda — the brokers' visits by week or by day (`dia`, `vista`, `corretor` and the open `visita` kept in the
 * address). A broker sees their own agenda; other staff, with the permission agenda, every broker's or one's. On a
 * phone the day's visits are cards for the field: the map, a call, WhatsApp and the outcome in two taps.
 */
export default function AgendaPage() {
  usePageTitle(texts.pageTitle);
  const { user } = useSignedInSession();
  const ownAgendaOnly = user.role === 'BROKER';
  const narrow = useNarrowScreen();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const [feedOpen, setFeedOpen] = useState(false);
  const today = todayInSaoPaulo(new Date(now));
  const address = readAgendaAddress(params, today);
  const view = narrow ? 'dia' : address.view;
  const days = viewDays(address.day, view);
  const brokerId = ownAgendaOnly ? null : address.brokerId;
  const { data, previousData, loading, error, refetch } = useQuery(AgendaVisitsQuery, {
    variables: { ...periodOf(days), brokerId },
    fetchPolicy: 'cache-and-network',
  });
  const brokers = useQuery(AgendaBrokersQuery, { skip: ownAgendaOnly });
  const visits = (data ?? previousData)?.visits;
  const go = (next: Partial<AgendaAddress>) => setParams(agendaParams({ ...address, ...next }));
  const visitAddress = (id: string) => `${adminRoutes.agenda.list}?${agendaParams({ ...address, visitId: id }).toString()}`;
  const title = view === 'semana' ? texts.weekTitle(days[0] ?? address.day, days[6] ?? address.day) : texts.dayTitle(address.day);

  return (
    <div className="admin-page agenda" aria-busy={loading}>
      <div className="agenda__header">
        <h1 className="admin-page__title">{texts.title}</h1>
        <div className="agenda__header-actions">
          <ButtonLink to={adminRoutes.agenda.createOn(address.day)} text={texts.toolbar.newVisit} icon="add" intent="primary" />
          <Button icon="mobile-phone" text={texts.feed.show} onClick={() => setFeedOpen(true)} />
        </div>
      </div>
      <AgendaToolbar
        view={view}
        brokers={ownAgendaOnly ? null : (brokers.data?.agendaBrokers ?? [])}
        brokerId={brokerId}
        narrow={narrow}
        onShift={(direction) => go({ day: shiftedDay(address.day, view, direction), visitId: null })}
        onToday={() => go({ day: today, visitId: null })}
        onView={(next) => go({ view: next, visitId: null })}
        onBroker={(next) => go({ brokerId: next, visitId: null })}
      />
      <h2 className="agenda__period" aria-live="polite">
        {title}
      </h2>
      <Legend />
      {error && !visits ? (
        <Callout intent="danger" role="alert">
          {failureText(error, texts.loadFailure)} <Button variant="minimal" text={texts.retry} onClick={() => void refetch()} />
        </Callout>
      ) : !visits ? (
        <LoadingState />
      ) : narrow ? (
        <VisitCards visits={visits} visitAddress={visitAddress} now={now} label={texts.calendarLabel(title)} />
      ) : (
        <>
          {visits.length === 0 && <p className="agenda__empty">{view === 'semana' ? texts.emptyWeek : texts.emptyDay}</p>}
          <VisitCalendar
            day={address.day}
            view={view}
            visits={visits}
            visitAddress={visitAddress}
            onOpen={(id) => go({ visitId: id })}
            now={now}
          />
        </>
      )}
      <VisitPanel visitId={address.visitId} now={now} onClose={() => go({ visitId: null })} />
      <CalendarFeedDialog isOpen={feedOpen} onClose={() => setFeedOpen(false)} />
    </div>
  );
}
