/**
 * `npm run backup [-- --out <pasta>] [--keep <N>]`: one archive of the database and the stored files, taken while the
 * product runs (docs/decisions/0034-backups.md, docs/deploy.md). Reads the API's environment (DATA_DIR, DATABASE_URL,
 * STORAGE_URL with its AWS_* credentials); the archive goes to `--out`, else BACKUP_DIR, else `backups/` under the
 * working directory; `--keep` (or BACKUP_KEEP) removes the older archives of that folder beyond the newest N.
 * Progress and errors in pt-BR; exit code 1 on failure.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../api/src/backup/backup.js';
import { apiOptionsFromEnv, resolveConfig } from '../api/src/config.js';
import { referencedStoreKeys } from './file-references.js';

const USAGE = 'Uso: npm run backup [-- --out <pasta>] [--keep <N>]';

/** npm runs a script in the project's folder: a relative path given on the command line is the caller's. */
const callerDir = process.env.INIT_CWD ?? process.cwd();

function keepOf(value: string | undefined, source: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const keep = Number(value);
  if (!/^\d+$/.test(value.trim()) || keep < 1) throw new Error(`${source} inválido: "${value}". Use um número inteiro maior que zero.`);
  return keep;
}

function isArgumentError(error: unknown): boolean {
  return error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
}

try {
  const { values } = parseArgs({ options: { out: { type: 'string' }, keep: { type: 'string' } }, strict: true });
  const outDir = path.resolve(callerDir, values.out ?? (process.env.BACKUP_DIR?.trim() || 'backups'));
  const keep = keepOf(values.keep, '--keep') ?? keepOf(process.env.BACKUP_KEEP, 'BACKUP_KEEP');
  const config = resolveConfig(apiOptionsFromEnv());
  console.log(
    `Backup iniciado: ${config.databaseUrl === undefined ? `SQLite em ${config.dataDir}` : 'PostgreSQL de DATABASE_URL'} → ${outDir}`,
  );
  await createBackup({ config, outDir, keep, referencedKeys: referencedStoreKeys, log: (line) => console.log(line) });
} catch (error) {
  const message = isArgumentError(error)
    ? `argumentos inválidos (${process.argv.slice(2).join(' ')}). ${USAGE}`
    : error instanceof Error
      ? error.message
      : String(error);
  console.error(`Backup não concluído: ${message}`);
  process.exitCode = 1;
}
