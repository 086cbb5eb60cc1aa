import { CompiledQuery, sql, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import type { Database } from '../../../api/src/db/schema.js';
import type { Dialect } from './test-api.js';

/** A query as the database received it. */
export interface RecordedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * A connection that records every query it runs, compiled as the database gets it, so that a test can
 * ask the database how it plans exactly the queries the API code builds.
 */
export function recordingQueries(db: Kysely<Database>): { db: Kysely<Database>; queries: RecordedQuery[] } {
  const queries: RecordedQuery[] = [];
  const recorder: KyselyPlugin = {
    transformQuery({ node, queryId }): RootOperationNode {
      const compiled = db.getExecutor().compileQuery(node, queryId);
      queries.push({ sql: compiled.sql, parameters: compiled.parameters });
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { db: db.withPlugin(recorder), queries };
}

/**
 * The plan of a query, one line per step: SQLite's `EXPLAIN QUERY PLAN` details, or PostgreSQL's `EXPLAIN`
 * lines with sequential scans disabled (on a few test rows a sequential scan is always cheapest; disabling
 * it shows whether an index can answer the query at all).
 */
export async function planOf(db: Kysely<Database>, dialect: Dialect, query: RecordedQuery): Promise<string[]> {
  if (dialect === 'sqlite') {
    const result = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return result.rows.map((row) => row.detail);
  }
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    try {
      const result = await connection.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
      );
      return result.rows.map((row) => row['QUERY PLAN']);
    } finally {
      await sql`reset enable_seqscan`.execute(connection);
    }
  });
}

/** The steps of a plan that read `table` without any index: SQLite's bare `SCAN table`, PostgreSQL's `Seq Scan on table`. */
export function unindexedReads(plan: readonly string[], table: string): string[] {
  return plan.filter((line) => new RegExp(`^(SCAN ${table}$|SCAN ${table} \\(|.*Seq Scan on ${table}\\b)`).test(line.trim()));
}

/**
 * Whether the plan goes straight to the rows its conditions name (an index seek) in the order asked: on
 * SQLite every step on `table` is a `SEARCH` and nothing is sorted afterwards; on PostgreSQL an index
 * condition is used, nothing is read sequentially and nothing is sorted. `mayOrder` allows sorting what the
 * seek found, for a query whose rows are a page's few.
 */
export function seeksThroughIndex(plan: readonly string[], table: string, { mayOrder = false } = {}): boolean {
  const steps = plan.map((line) => line.trim());
  if (steps.some((line) => line.startsWith('SCAN') || line.startsWith('SEARCH'))) {
    const onTable = steps.filter((line) => new RegExp(`^(SCAN|SEARCH) ${table}\\b`).test(line));
    const sorted = !mayOrder && steps.some((line) => line.startsWith('USE TEMP B-TREE'));
    return !sorted && onTable.length > 0 && onTable.every((line) => line.startsWith(`SEARCH ${table} USING`));
  }
  const sorted = !mayOrder && steps.some((line) => /^(->\s*)?(Incremental )?Sort\b/.test(line));
  return !sorted && steps.some((line) => line.startsWith('Index Cond')) && unindexedReads(plan, table).length === 0;
}
