import { useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { leadMessages } from '../../forms/leadMessages';
import { failureText } from '../apollo/errorCodes';
import { useNotify } from '../toaster/ToasterContext';

/** What every change of a lead answers: the outcome, the API's message and, when refused, why. */
interface LeadChangeOutcome {
  ok: boolean;
  message?: string | null;
  error?: { message: string; fieldErrors: readonly { message: string }[] } | null;
}

/**
 * Runs one change of a lead at a time (a double click, or a second control used meanwhile, makes no second change),
 * tells its outcome in a toast and asks the top bar's alerts again, since the count of new leads may have moved.
 * The changed lead comes back in the answer, so the screen shows it at once. `run` answers whether the change was made.
 */
export function useLeadChange(): { busy: boolean; run: (change: () => Promise<LeadChangeOutcome | undefined>) => Promise<boolean> } {
  const notify = useNotify();
  const client = useApolloClient();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = async (change: () => Promise<LeadChangeOutcome | undefined>) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    try {
      const outcome = await change();
      if (outcome?.ok) {
        if (outcome.message) notify('success', outcome.message);
        void client.refetchQueries({ include: ['TopBarAlerts'] }).catch(() => undefined);
        return true;
      }
      const fieldMessages = outcome?.error?.fieldErrors.map((field) => field.message) ?? [];
      notify('danger', [outcome?.error?.message ?? leadMessages.detail.changeFailure, ...fieldMessages].join(' '));
      return false;
    } catch (problem) {
      notify('danger', failureText(problem, leadMessages.detail.changeFailure));
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
