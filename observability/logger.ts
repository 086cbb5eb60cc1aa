import { pino, stdSerializers, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';
import { withoutPersonalData } from './personal-data-net.js';
import { currentRequestContext } from './request-context.js';

export type { Logger } from 'pino';

/** `json`: one JSON object per line, for log shippers; `pretty`: readable lines, for a person at a terminal. */
export type LogFormat = 'json' | 'pretty';

/** The two server processes; every line says which one wrote it. */
export type ProcessName = 'api' | 'gateway';

export interface LoggerOptions {
  processName: ProcessName;
  format: LogFormat;
  /** pino's level name: `info` by default; `silent` writes nothing. */
  level?: string;
  /** Where lines go: standard output by default (tests read them from a stream of their own). */
  destination?: DestinationStream;
}

/** An error as the log keeps it: its kind, text, stack and code, never the extra fields a driver adds (`detail` holds values). */
function errorForLog(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { type, message, stack } = stdSerializers.err(error);
  const code = (error as { code?: unknown }).code;
  return { type, message, stack, ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}) };
}

/** Lines gathered up to this many bytes before they are written, as one write. */
const LINES_BUFFER_BYTES = 8 * 1024;
/** A line waits at most this long in the buffer (milliseconds). */
const LINES_FLUSH_INTERVAL_MS = 250;

/**
 * A file descriptor (1: standard output) or a path for JSON lines, written in batches: pino's asynchronous
 * destination otherwise writes each line on its own, a round trip through libuv's thread pool per request; gathered up
 * to 8 KB or for 250 ms, some forty request lines share one write. pino writes what is left when the process exits.
 */
export function bufferedLinesTo(dest: number | string): DestinationStream {
  return pino.destination({ dest, sync: false, minLength: LINES_BUFFER_BYTES, periodicFlush: LINES_FLUSH_INTERVAL_MS });
}

/**
 * The process's structured logger: ISO time, level name, the process, and the request id of the request being handled
 * (from its context), on every line.
 */
export function createLogger({ processName, format, level = 'info', destination }: LoggerOptions): Logger {
  const output = destination ?? (format === 'json' ? bufferedLinesTo(1) : process.stdout);
  return pino(
    {
      level,
      base: { process: processName },
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: withoutPersonalData },
      serializers: { err: errorForLog },
      mixin: () => {
        const requestId = currentRequestContext()?.requestId;
        return requestId === undefined ? {} : { requestId };
      },
    },
    format === 'pretty' ? readableLines(output) : output,
  );
}

const SAO_PAULO_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** The fields a readable request line puts in its sentence rather than after it. */
const REQUEST_LINE_FIELDS = ['process', 'requestId', 'method', 'route', 'status', 'durationMs', 'userId', 'operation', 'outcome'];

/** `[gateway] POST /graphql → 200 em 12.5 ms · Home (ok) · usuário 3 · <request id>`, or `[api] <message>`. */
function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const text = (key: string) => (typeof log[key] === 'string' || typeof log[key] === 'number' ? String(log[key]) : '');
  const parts = [`[${text('process')}]`];
  if (text('status') !== '') parts.push(`${text('method')} ${text('route')} → ${text('status')} em ${text('durationMs')} ms`);
  else if (text('route') !== '') parts.push(`${text(messageKey)} (${text('method')} ${text('route')})`);
  else parts.push(text(messageKey));
  if (text('operation') !== '') parts.push(`· ${text('operation')} (${text('outcome')})`);
  if (text('userId') !== '') parts.push(`· usuário ${text('userId')}`);
  if (text('requestId') !== '') parts.push(`· ${text('requestId')}`);
  return parts.join(' ');
}

/** Lines a person reads: São Paulo's time, the level, then one sentence per line (an error's stack below it). */
function readableLines(destination: DestinationStream | NodeJS.WritableStream): DestinationStream {
  const prettify = prettyFactory({
    colorize: destination === process.stdout && process.stdout.isTTY,
    ignore: ['pid', 'hostname', ...REQUEST_LINE_FIELDS].join(','),
    singleLine: true,
    translateTime: false,
    messageFormat: readableMessage,
    customPrettifiers: { time: (value) => (typeof value === 'string' ? SAO_PAULO_TIME.format(new Date(value)) : '') },
  });
  // Formatted as each line is written, in order and at once: a line logged just before the process exits is not lost.
  return { write: (line: string) => void destination.write(prettify(line)) };
}

/**
 * The log format the environment asks for: `LOG_FORMAT` (`json` or `pretty`); without it, JSON when
 * `NODE_ENV=production`, readable lines otherwise. `fallback` replaces the latter default (`npm start` reads better).
 */
export function logFormatFromEnv(env: NodeJS.ProcessEnv = process.env, fallback?: LogFormat): LogFormat {
  const asked = env.LOG_FORMAT?.trim().toLowerCase();
  if (asked === 'json' || asked === 'pretty') return asked;
  if (asked) throw new Error(`LOG_FORMAT inválido: use "json" ou "pretty" (recebido "${env.LOG_FORMAT}").`);
  return fallback ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty');
}
