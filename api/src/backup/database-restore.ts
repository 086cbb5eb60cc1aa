import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, rm } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import type { ApiConfig } from '../config.js';
import { sqliteFileOf } from '../db/connect.js';
import { runPostgresTool, type PostgresTool } from './postgres-tools.js';

/**
 * Puts an archive's database copy in place. `write` receives the copy's bytes and checks them against their
 * SHA-256 before anything can be seen; `finish` makes the database appear, at once and whole, once the files are
 * in place; `abort` leaves no database behind.
 */
export interface DatabaseRestore {
  write(body: AsyncIterable<Buffer>, sha256: string): Promise<void>;
  finish(): Promise<void>;
  abort(): Promise<void>;
}

/** The archive changed between its check and its restore. */
function changedError(): Error {
  return new Error('a cópia do banco mudou desde a verificação do arquivo de backup.');
}

/** Writes the bytes to `output`, waiting whenever it asks to, and answers their SHA-256. */
async function pour(body: AsyncIterable<Buffer>, output: Writable, failed: Promise<never>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) {
    hash.update(chunk);
    if (!output.write(chunk)) await Promise.race([new Promise((resolve) => output.once('drain', resolve)), failed]);
  }
  return hash.digest('hex');
}

/**
 * SQLite: the copy is written beside `app.db` under a temporary name, then linked to `app.db` by `finish`, which
 * fails rather than replace an `app.db` that appeared meanwhile (an API started on the target).
 */
function sqliteRestore(dataDir: string): DatabaseRestore {
  const file = sqliteFileOf(dataDir);
  const temporary = `${file}.${randomBytes(4).toString('hex')}.restoring`;
  return {
    async write(body, sha256) {
      await mkdir(dataDir, { recursive: true });
      const output = createWriteStream(temporary, { flags: 'wx', flush: true });
      const failed = new Promise<never>((_resolve, reject) => output.on('error', reject));
      failed.catch(() => undefined);
      const written = await pour(body, output, failed);
      await Promise.race([new Promise<void>((resolve) => output.end(() => resolve())), failed]);
      if (written !== sha256) throw changedError();
    },
    async finish() {
      try {
        await link(temporary, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST')
          throw new Error(`${file} apareceu durante a restauração; ela não o substitui.`);
        throw error;
      }
      await rm(temporary, { force: true });
    },
    async abort() {
      await rm(temporary, { force: true });
    },
  };
}

/**
 * PostgreSQL: the dump runs through `psql` in a single transaction that stops at the first error. Its input stays
 * open until `finish`, so nothing of it is committed (and seen) before the files are in place; `abort` kills psql,
 * which rolls the transaction back.
 */
function postgresRestore(databaseUrl: string): DatabaseRestore {
  let psql: PostgresTool | undefined;
  return {
    async write(body, sha256) {
      psql = runPostgresTool('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', '--file=-'], databaseUrl);
      // psql's own failure, or an exit before its input ended.
      const failed = psql.exited.then(() => Promise.reject(new Error('psql terminou antes do fim da cópia do banco.')));
      failed.catch(() => undefined);
      const written = await pour(body, psql.stdin, failed);
      if (written !== sha256) throw changedError();
    },
    async finish() {
      if (psql === undefined) throw new Error('a cópia do banco não foi lida.');
      psql.stdin.end();
      await psql.exited;
    },
    abort() {
      psql?.kill();
      return psql === undefined ? Promise.resolve() : psql.exited.catch(() => undefined);
    },
  };
}

/** The database restore for the target's kind: the SQLite file of the data directory, or `DATABASE_URL`'s. */
export function databaseRestore(config: Pick<ApiConfig, 'dataDir' | 'databaseUrl'>): DatabaseRestore {
  return config.databaseUrl === undefined ? sqliteRestore(config.dataDir) : postgresRestore(config.databaseUrl);
}
