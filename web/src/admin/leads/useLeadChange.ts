import { useApolloClient } from '@apollo/client/react';
import { leadMessages } from '../../forms/leadMessages';
import { useOneChangeAtATime, type ChangeOutcome } from '../records/useOneChangeAtATime';

/**
 * Runs one change of a lead at a time (a double click, or a second control used meanwhile, makes no second change),
 * tells its outcome in a toast and asks the top bar's alerts again, since the count of new leads may have moved.
 * The changed lead comes back in the answer, so the screen shows it at once. `run` answers whether the change was made.
 */
export function useLeadChange(): { busy: boolean; run: (change: () => Promise<ChangeOutcome | undefined>) => Promise<boolean> } {
  const client = useApolloClient();
  const { busy, run: runOnce } = useOneChangeAtATime(leadMessages.detail.changeFailure);
  const run = async (change: () => Promise<ChangeOutcome | undefined>) => {
    const outcome = await runOnce(change);
    if (!outcome?.ok) return false;
    void client.refetchQueries({ include: ['TopBarAlerts'] }).catch(() => undefined);
    return true;
  };
  return { busy, run };
}
