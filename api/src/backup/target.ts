import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import type { ApiConfig } from '../config.js';
import { openDatabase, sqliteFileOf } from '../db/connect.js';
import { DELETION_HOLDS_PREFIX } from '../files/deletion-hold.js';
import type { ObjectStore } from '../files/object-store.js';
import { isStoredFile } from './archive-layout.js';

/** What makes a restore's target not empty, in pt-BR; none when it is empty. */
async function databaseContents(config: Pick<ApiConfig, 'dataDir' | 'databaseUrl'>): Promise<string | undefined> {
  if (config.databaseUrl === undefined) {
    const file = sqliteFileOf(config.dataDir);
    return existsSync(file) || existsSync(`${file}-wal`) ? `o banco SQLite ${file} já existe` : undefined;
  }
  const handle = openDatabase(config.dataDir, config.databaseUrl);
  try {
    const { rows } = await sql<{ count: number | string }>`
      select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_'
    `.execute(handle.db);
    const count = Number(rows[0]?.count ?? 0);
    return count > 0 ? `o banco ${handle.description} já tem ${count} tabela(s), sequência(s) ou visão(ões)` : undefined;
  } finally {
    await handle.db.destroy();
  }
}

async function storeContents(store: ObjectStore): Promise<string | undefined> {
  for await (const object of store.list('')) {
    if (object.key.startsWith(DELETION_HOLDS_PREFIX))
      return `há um backup ou uma restauração em andamento em ${store.description} (${object.key})`;
    if (isStoredFile(object.key)) return `${store.description}: já há arquivos guardados (${object.key}, …)`;
  }
  return undefined;
}

/**
 * Why the target of a restore is not empty: an existing SQLite file or a PostgreSQL database with any table, a store
 * holding any stored file (a generated API key or an empty folder in the data directory does not count), or a
 * backup or restore holding the store. Empty when the restore may write.
 */
export async function targetContents(config: Pick<ApiConfig, 'dataDir' | 'databaseUrl'>, store: ObjectStore): Promise<string[]> {
  const found = await Promise.all([databaseContents(config), storeContents(store)]);
  return found.filter((reason): reason is string => reason !== undefined);
}
