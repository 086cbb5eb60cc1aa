import { useId, useState } from 'react';
import { Button, Callout, Classes, Drawer } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { agendaMessages } from '../../forms/agendaMessages';
import { formatDateTime } from '../../lib/format';
import type { VisitFieldsFragment } from '../../gql/graphql';
import { LoadingState } from '../layout/LoadingState';
import { useNarrowScreen } from '../layout/useNarrowScreen';
import { AgendaVisitQuery } from './agendaDocuments';
import { CancelVisitDialog } from './CancelVisitDialog';
import { RescheduleVisitDialog } from './RescheduleVisitDialog';
import { VisitDetails } from './VisitDetails';
import { VisitMoves, type VisitDialog } from './VisitMoves';
import { VisitOutcomeDialog } from './VisitOutcomeDialog';
import { VisitRecords } from './VisitRecords';
import { takesOutcome } from './visitStages';
import { dayOf, timeOf } from './agendaDays';

const texts = agendaMessages.panel;

/** What the dialogs say they are about: 'CA-12-2026 — sábado, 5 de dezembro, 10:00 às 11:00 — Carlos Souza'. */
function visitAbout(visit: VisitFieldsFragment): string {
  return `${visit.property.code} — ${agendaMessages.dayTitle(dayOf(visit.startsAt))}, ${agendaMessages.timeRange(
    timeOf(visit.startsAt),
    timeOf(visit.endsAt),
  )} — ${visit.name}`;
}

function LoadedVisit({ visit, now }: { visit: VisitFieldsFragment; now: number }) {
  const [dialog, setDialog] = useState<VisitDialog | null>(null);
  const about = visitAbout(visit);
  const close = () => setDialog(null);
  return (
    <>
      <VisitDetails visit={visit} />
      <p className="visit-panel__confirmation">
        {visit.visitorConfirmedAt ? texts.visitorConfirmed(formatDateTime(visit.visitorConfirmedAt)) : texts.visitorNotConfirmed}
      </p>
      <VisitMoves visit={visit} now={now} onDialog={setDialog} />
      <VisitRecords visitId={visit.id} records={visit.records} generatable={takesOutcome(visit, now)} />
      <CancelVisitDialog visit={dialog === 'cancel' ? visit : null} about={about} onClose={close} />
      <RescheduleVisitDialog visit={dialog === 'reschedule' ? visit : null} about={about} onClose={close} />
      <VisitOutcomeDialog visit={dialog === 'outcome' ? visit : null} about={about} onClose={close} />
    </>
  );
}

/** The open visit, beside the agenda (over it on a phone): what it is, who comes, and what can be done with it. */
export function VisitPanel({ visitId, now, onClose }: { visitId: string | null; now: number; onClose: () => void }) {
  const narrow = useNarrowScreen();
  const { data, loading, error, refetch } = useQuery(AgendaVisitQuery, {
    variables: { id: visitId ?? '' },
    skip: visitId === null,
    fetchPolicy: 'cache-and-network',
  });
  const visit = data?.visit ?? null;
  const titleId = useId();
  return (
    <Drawer isOpen={visitId !== null} onClose={onClose} size={narrow ? '100%' : 520} className="visit-panel">
      {/* Blueprint's drawer has no role of its own: the panel is named a dialog by its title. */}
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="visit-panel__dialog">
        <div className={Classes.DRAWER_HEADER}>
          <h2 id={titleId} className={Classes.HEADING}>
            {visit ? texts.title(visit.property.code) : agendaMessages.title}
          </h2>
        </div>
        <div className={Classes.DRAWER_BODY}>
          <div className="visit-panel__body">
            {visit ? (
              <LoadedVisit visit={visit} now={now} />
            ) : loading ? (
              <LoadingState />
            ) : error ? (
              <Callout intent="danger" role="alert">
                {texts.loadFailure} <Button variant="minimal" text={agendaMessages.retry} onClick={() => void refetch()} />
              </Callout>
            ) : (
              <Callout intent="warning">{texts.notFound}</Callout>
            )}
          </div>
        </div>
        <div className={Classes.DRAWER_FOOTER}>
          <Button text={texts.close} icon="cross" onClick={onClose} />
        </div>
      </div>
    </Drawer>
  );
}
