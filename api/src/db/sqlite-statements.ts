import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';

/** Statements kept prepared: the API's queries are a few hundred texts, each run again and again. */
const KEPT_STATEMENTS = 500;

/**
 * The SQLite database as Kysely uses it, with each SQL text prepared once and kept (the least recently used let go
 * past `KEPT_STATEMENTS`): preparing took a third of the time of a portal lead's queries. The API never iterates a
 * statement (no streamed query), so one kept statement is never busy when it is run again.
 */
export function withKeptStatements(database: SqliteDatabase.Database, kept = KEPT_STATEMENTS): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const known = statements.get(sql);
      if (known !== undefined) {
        statements.delete(sql);
        statements.set(sql, known);
        return known;
      }
      const prepared = database.prepare(sql);
      statements.set(sql, prepared);
      if (statements.size > kept) statements.delete(statements.keys().next().value ?? sql);
      return prepared;
    },
  };
}
