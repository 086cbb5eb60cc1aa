import { agendaMessages } from '../../forms/agendaMessages';
import { useOneChangeAtATime, type ChangeOutcome } from '../records/useOneChangeAtATime';

/** A refusal's messages by field, for the dialog's form to show under each; empty when it failed outright. */
export type VisitFieldErrors = Record<string, string>;

/**
 * Runs one change of a visit at a time and tells its outcome in a toast. `run` answers the refusal's field messages,
 * or null when the change was made.
 */
export function useVisitChange(): {
  busy: boolean;
  run: (change: () => Promise<ChangeOutcome | undefined>) => Promise<VisitFieldErrors | null>;
} {
  const { busy, run: runOnce } = useOneChangeAtATime(agendaMessages.changeFailure);
  const run = async (change: () => Promise<ChangeOutcome | undefined>): Promise<VisitFieldErrors | null> => {
    const outcome = await runOnce(change);
    if (outcome?.ok) return null;
    return Object.fromEntries((outcome?.error?.fieldErrors ?? []).flatMap((field) => (field.field ? [[field.field, field.message]] : [])));
  };
  return { busy, run };
}
