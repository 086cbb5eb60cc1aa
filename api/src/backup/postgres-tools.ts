import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

/** How the backup's own connections are named in PostgreSQL (`pg_stat_activity.application_name`). */
const APPLICATION_NAME = 'imobiliaria-backup';
/** The end of a tool's error output kept for the message. */
const STDERR_KEPT = 4000;

/** A PostgreSQL client tool (pg_dump, psql) running, with its standard input open. */
export interface PostgresTool {
  stdin: Writable;
  /** Resolves when the tool exits 0; rejects with its error output otherwise. */
  exited: Promise<void>;
  /** Stops the tool at once (psql then rolls back its transaction). */
  kill(): void;
}

/**
 * The address without its password (a command line can be read by anyone on the machine) and the environment
 * that gives the password to the tool instead.
 */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(databaseUrl);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: APPLICATION_NAME };
  if (password !== '') env.PGPASSWORD = password;
  return { url: parsed.toString(), env };
}

function missingToolMessage(tool: string): string {
  return (
    `${tool} não encontrado: instale o cliente do PostgreSQL da mesma versão do servidor, ou mais nova ` +
    '(Debian e Ubuntu: apt-get install postgresql-client).'
  );
}

/**
 * Runs `tool` (pg_dump or psql) on the database of `databaseUrl` with `args` before the address. Its output goes to
 * `stdout` when given, else nowhere; the end of its error output makes the message of a failure.
 */
export function runPostgresTool(tool: 'pg_dump' | 'psql', args: readonly string[], databaseUrl: string): PostgresTool {
  const { url, env } = connection(databaseUrl);
  const child: ChildProcessByStdio<Writable, null, Readable> = spawn(tool, [...args, `--dbname=${url}`], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    stderr = (stderr + text).slice(-STDERR_KEPT);
  });
  // A tool that exits early closes its input: the write that follows fails, and `exited` tells why.
  child.stdin.on('error', () => undefined);
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(new Error(error.code === 'ENOENT' ? missingToolMessage(tool) : `${tool} não pôde ser executado: ${error.message}`));
    });
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} falhou (${signal ?? `código ${code}`}): ${stderr.trim() || 'sem mensagem'}`));
    });
  });
  exited.catch(() => undefined);
  return { stdin: child.stdin, exited, kill: () => child.kill('SIGKILL') };
}
