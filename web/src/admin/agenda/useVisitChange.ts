import { useRef, useState } from 'react';
import { agendaMessages } from '../../forms/agendaMessages';
import { failureText } from '../apollo/errorCodes';
import { useNotify } from '../toaster/ToasterContext';

/** What every change of a visit answers: the outcome, the API's message and, when refused, why. */
export interface VisitChangeOutcome {
  ok: boolean;
  message?: string | null;
  error?: { message: string; fieldErrors: readonly { field: string; message: string }[] } | null;
}

/** A refusal's messages by field, for the dialog's form to show under each; empty when accepted or failed outright. */
export type VisitFieldErrors = Record<string, string>;

/**
 * Runs one change of a visit at a time (a double click, or a second control used meanwhile, makes no second change)
 * and tells its outcome in a toast. `run` answers the refusal's field messages, or null when the change was made.
 */
export function useVisitChange(): {
  busy: boolean;
  run: (change: () => Promise<VisitChangeOutcome | undefined>) => Promise<VisitFieldErrors | null>;
} {
  const notify = useNotify();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = async (change: () => Promise<VisitChangeOutcome | undefined>): Promise<VisitFieldErrors | null> => {
    if (inFlight.current) return {};
    inFlight.current = true;
    setBusy(true);
    try {
      const outcome = await change();
      if (outcome?.ok) {
        if (outcome.message) notify('success', outcome.message);
        return null;
      }
      const fieldErrors = outcome?.error?.fieldErrors ?? [];
      notify('danger', [outcome?.error?.message ?? agendaMessages.changeFailure, ...fieldErrors.map((field) => field.message)].join(' '));
      return Object.fromEntries(fieldErrors.map((field) => [field.field, field.message]));
    } catch (problem) {
      notify('danger', failureText(problem, agendaMessages.changeFailure));
      return {};
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
