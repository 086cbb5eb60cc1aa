/**
 * `npm run restore <arquivo.tar.gz>`: rebuilds an empty target from an archive of `npm run backup`
 * (docs/decisions/0034-backups.md, docs/deploy.md). The target is the API's environment: DATA_DIR (its SQLite file and
 * files), or the PostgreSQL database of DATABASE_URL, and the bucket of STORAGE_URL. A target that is not empty, or an
 * archive whose checksums do not match, is refused before anything is written. Progress and errors in pt-BR; exit
 * code 1 on failure.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup, RestoreRefusedError } from '../api/src/backup/restore.js';
import { apiOptionsFromEnv, resolveConfig } from '../api/src/config.js';

const USAGE = 'Uso: npm run restore <arquivo.tar.gz>   (com DATA_DIR, DATABASE_URL e STORAGE_URL do destino)';

/** npm runs a script in the project's folder: a relative path given on the command line is the caller's. */
const callerDir = process.env.INIT_CWD ?? process.cwd();

/** The one argument, the archive; undefined when there is not exactly one. */
function archiveArgument(): string | undefined {
  try {
    const { positionals } = parseArgs({ allowPositionals: true, strict: true });
    return positionals.length === 1 ? positionals[0] : undefined;
  } catch {
    return undefined;
  }
}

const archive = archiveArgument();
if (archive === undefined) {
  console.error(USAGE);
  process.exitCode = 1;
} else {
  try {
    const config = resolveConfig(apiOptionsFromEnv());
    const target = `${config.databaseUrl === undefined ? `SQLite em ${config.dataDir}` : 'PostgreSQL de DATABASE_URL'}`;
    console.log(`Restauração de ${archive} em ${target}`);
    await restoreBackup({ config, archive: path.resolve(callerDir, archive), log: (line) => console.log(line) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${error instanceof RestoreRefusedError ? 'Restauração recusada' : 'Restauração não concluída'}: ${message}`);
    process.exitCode = 1;
  }
}
