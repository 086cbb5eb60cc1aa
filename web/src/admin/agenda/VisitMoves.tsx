import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { agendaMessages } from '../../forms/agendaMessages';
import type { VisitFieldsFragment } from '../../gql/graphql';
import { ConfirmVisitMutation } from './agendaDocuments';
import { useVisitChange } from './useVisitChange';
import { isOpen, takesOutcome } from './visitStages';

const texts = agendaMessages.panel;

/** The dialogs a visit's moves open. */
export type VisitDialog = 'cancel' | 'reschedule' | 'outcome';

/** What can be done with the visit now: confirm it (requested), move or cancel it (open), record how it went (after its time). */
export function VisitMoves({ visit, now, onDialog }: { visit: VisitFieldsFragment; now: number; onDialog: (dialog: VisitDialog) => void }) {
  const [confirmVisit] = useMutation(ConfirmVisitMutation, { refetchQueries: ['AgendaVisits', 'VisitsOf'] });
  const { busy, run } = useVisitChange();
  const open = isOpen(visit);
  const outcome = takesOutcome(visit, now);
  if (!open && !outcome) return null;
  return (
    <div className="visit-panel__moves">
      {visit.status === 'REQUESTED' && (
        <Button
          intent="primary"
          icon="tick"
          text={texts.confirm}
          loading={busy}
          onClick={() => void run(async () => (await confirmVisit({ variables: { id: visit.id } })).data?.confirmVisit)}
        />
      )}
      {outcome && <Button intent="success" icon="clipboard" text={texts.outcome} onClick={() => onDialog('outcome')} />}
      {open && <Button icon="time" text={texts.reschedule} onClick={() => onDialog('reschedule')} />}
      {open && <Button intent="danger" variant="outlined" icon="cross" text={texts.cancel} onClick={() => onDialog('cancel')} />}
    </div>
  );
}
