import { sql } from 'kysely';
import type { DatabaseHandle } from './connect.js';

/** How often a long-running API refreshes SQLite's planner statistics (SQLite's own advice: hourly to daily). */
const PLANNER_STATISTICS_EVERY_MS = 60 * 60 * 1000;

/**
 * Gives SQLite's query planner the statistics it chooses indexes by. Without them it guesses from the
 * indexes' shapes alone and, on a large catalogue, reads a price range over every city rather than the
 * city and type asked for. `PRAGMA optimize=0x10002` analyzes every table never analyzed or grown 25-fold
 * since, reading at most a sample of each index, so it is quick and usually does nothing. PostgreSQL
 * keeps its own statistics (autovacuum), so there nothing is done.
 */
export async function refreshPlannerStatistics(handle: Pick<DatabaseHandle, 'db' | 'dialect'>): Promise<void> {
  if (handle.dialect !== 'sqlite') return;
  await sql`pragma optimize=0x10002`.execute(handle.db);
}

/**
 * Refreshes the statistics now (after the migrations, so new indexes count) and every `everyMs` while the
 * API runs; a failed refresh is logged and the next one tried. Answers the function that stops the refreshes.
 */
export async function keepPlannerStatistics(
  handle: Pick<DatabaseHandle, 'db' | 'dialect'>,
  log: (line: string) => void,
  everyMs = PLANNER_STATISTICS_EVERY_MS,
): Promise<() => void> {
  if (handle.dialect !== 'sqlite') return () => undefined;
  const refresh = () =>
    refreshPlannerStatistics(handle).catch((error: unknown) =>
      log(`Estatísticas do banco não atualizadas: ${error instanceof Error ? error.message : String(error)}`),
    );
  await refresh();
  const timer = setInterval(() => void refresh(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
