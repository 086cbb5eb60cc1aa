import { useRef, useState } from 'react';
import { failureText } from '../apollo/errorCodes';
import { useNotify } from '../toaster/ToasterContext';

/** What a change of a record answers: the outcome, the API's message and, when refused, why. */
export interface ChangeOutcome {
  ok: boolean;
  message?: string | null;
  error?: { message: string; fieldErrors: readonly { field?: string; message: string }[] } | null;
}

/**
 * Runs one change of a record at a time (a double click, or a second control used meanwhile, makes no second change)
 * and tells its outcome in a toast: the API's message, or its refusal with each field's message, or `failure` when the
 * call failed without saying why. `run` answers the outcome, or null when nothing was changed (busy, or failed).
 */
export function useOneChangeAtATime(failure: string): {
  busy: boolean;
  run: <O extends ChangeOutcome>(change: () => Promise<O | null | undefined>) => Promise<O | null>;
} {
  const notify = useNotify();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = async <O extends ChangeOutcome>(change: () => Promise<O | null | undefined>): Promise<O | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    try {
      const outcome = await change();
      if (outcome?.ok) {
        if (outcome.message) notify('success', outcome.message);
        return outcome;
      }
      const fieldMessages = outcome?.error?.fieldErrors.map((field) => field.message) ?? [];
      notify('danger', [outcome?.error?.message ?? failure, ...fieldMessages].join(' '));
      return outcome ?? null;
    } catch (problem) {
      notify('danger', failureText(problem, failure));
      return null;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
