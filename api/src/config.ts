import path from 'node:path';
import type { S3Location } from './files/s3-store.js';
import type { PasswordGateLimits } from './auth/password-gate.js';
import {
  metricsOptionsFromEnv,
  resolveObservability,
  type ObservabilityOptions,
  type ProcessObservability,
} from '../../observability/process-observability.js';

/** Options accepted by `startApi`; every one is optional and has a default. */
export interface ApiOptions extends ObservabilityOptions {
  port?: number;
  host?: string;
  apiKey?: string;
  dataDir?: string;
  databaseUrl?: string;
  seedDemo?: boolean;
  adminEmail?: string;
  adminPassword?: string;
  /** The operator's lines (start-up, scheduled work); the logger's `info` by default. */
  log?: (line: string) => void;
  /** SMTP server for outgoing mail, e.g. `smtp://user:pass@mail.example.com:587`; without it mail waits in the outbox. */
  smtpUrl?: string;
  /** Where contact messages are mailed; the company's e-mail by default. */
  mailTo?: string;
  /** Sender of outgoing mail; the recipient's address by default. */
  mailFrom?: string;
  /** How often the outbox is checked; also the first retry delay, doubled on each failure up to one hour. */
  outboxIntervalMs?: number;
  /** How often due leads are handed out and untaken ones passed on. */
  leadDistributionIntervalMs?: number;
  /** How often this API checks whether the LGPD retention's hourly pass is due (one API of several runs it). */
  leadRetentionIntervalMs?: number;
  /** How often the reminders of the visits of the next 24 hours are queued. */
  visitReminderIntervalMs?: number;
  /** How often this API checks whether a broker's agenda of the day is due (from 07:00 São Paulo). */
  dailyAgendaIntervalMs?: number;
  /** The time the scheduled mails go by (the brokers' agenda of the day); the machine's clock by default. Tests set it. */
  clock?: () => Date;
  /** A ViaCEP-compatible service, asked at `{url}/{cep}/json/`. */
  cepServiceUrl?: string;
  /** How long the postal-code service may take before the answer is a 504. */
  cepTimeoutMs?: number;
  /**
   * Where photos and template files are kept: unset for the data directory, or an S3-compatible bucket,
   * `s3://bucket[/folder]?endpoint=http://127.0.0.1:9000&region=us-east-1` (credentials from `AWS_*`).
   */
  storageUrl?: string;
  /** A public address of the stored files (bucket or CDN); image addresses in answers then point there. */
  storagePublicUrl?: string;
  /** Per-address limits of the visitors' calls and of failed sign-ins; each one given replaces its default. */
  rateLimits?: Partial<RateLimits>;
  /** A failed sign-in (wrong credentials, too many attempts) is answered no sooner than this after it arrived. */
  failedSignInDelayMs?: number;
  /** Limits of the process's password gate (`auth/password-gate.ts`) other than its defaults. */
  passwordGate?: Partial<PasswordGateLimits>;
  /** The public site's address (the gateway's), e.g. `https://imoveis.exemplo.com.br`: the links the mails carry start with it. */
  publicUrl?: string;
}

/** At most `max` requests per address within each window of `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** Contact messages accepted from one address. */
  contact: RateLimit;
  /** Contact forms refused from one address (a person correcting the form gets many tries, a script does not). */
  contactRefused: RateLimit;
  /** Visits booked from the listings by one address. */
  visit: RateLimit;
  /** Visit bookings refused from one address. */
  visitRefused: RateLimit;
  /** Calls on a visitor's private visit link (any token, known or not) from one address. */
  visitLink: RateLimit;
  /** Owner registrations accepted from one address. */
  register: RateLimit;
  /** Owner registrations refused from one address. */
  registerRefused: RateLimit;
  cep: RateLimit;
  /** Clicks on a chat link recorded as leads from one address. */
  chatClick: RateLimit;
  /** Reads of an owner's tracking page (any token, known or not) from one address. */
  trackingRead: RateLimit;
  /** Failed sign-ins per e-mail from one address. */
  loginAccount: RateLimit;
  /** Failed sign-ins per address, whatever the e-mail. */
  loginAddress: RateLimit;
}

/** The options with every default applied and paths made absolute. */
export interface ApiConfig {
  port: number;
  host: string;
  apiKey: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  adminEmail: string;
  adminPassword: string | undefined;
  log: (line: string) => void;
  /** The logger, the metrics and where they are served. */
  observability: ProcessObservability;
  smtpUrl: string | undefined;
  mailTo: string | undefined;
  mailFrom: string | undefined;
  outboxIntervalMs: number;
  leadDistributionIntervalMs: number;
  leadRetentionIntervalMs: number;
  visitReminderIntervalMs: number;
  dailyAgendaIntervalMs: number;
  clock: () => Date;
  cepServiceUrl: string;
  cepTimeoutMs: number;
  rateLimits: RateLimits;
  failedSignInDelayMs: number;
  /** Without a trailing slash. */
  publicUrl: string;
  /** The bucket holding the files, or undefined for the data directory. */
  storage: S3Location | undefined;
  storagePublicUrl: string | undefined;
}

const DEFAULT_API_PORT = 3001;
const DEFAULT_API_HOST = '127.0.0.1';
const DEFAULT_DATA_DIR = './data';
export const DEFAULT_ADMIN_EMAIL = 'admin@imobiliaria.local';
const DEFAULT_CEP_SERVICE_URL = 'https://viacep.com.br/ws';
const DEFAULT_CEP_TIMEOUT_MS = 4000;
const DEFAULT_OUTBOX_INTERVAL_MS = 30_000;
const DEFAULT_LEAD_DISTRIBUTION_INTERVAL_MS = 1_000;
const DEFAULT_LEAD_RETENTION_INTERVAL_MS = 5 * 60 * 1000;
const DEFAULT_VISIT_REMINDER_INTERVAL_MS = 60 * 1000;
const DEFAULT_DAILY_AGENDA_INTERVAL_MS = 60 * 1000;
/** As `pam_faildelay` does for a system's logins: a failed sign-in waits, costing the process nothing meanwhile. */
export const DEFAULT_FAILED_SIGN_IN_DELAY_MS = 1000;
/** Where `npm start` serves the public site (the gateway's default host and port). */
const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:3000';

const MINUTE_MS = 60_000;
const DEFAULT_RATE_LIMITS: RateLimits = {
  contact: { max: 5, windowMs: 10 * MINUTE_MS },
  contactRefused: { max: 30, windowMs: 60 * MINUTE_MS },
  visit: { max: 5, windowMs: 60 * MINUTE_MS },
  visitRefused: { max: 30, windowMs: 60 * MINUTE_MS },
  visitLink: { max: 60, windowMs: MINUTE_MS },
  register: { max: 5, windowMs: 60 * MINUTE_MS },
  registerRefused: { max: 30, windowMs: 60 * MINUTE_MS },
  cep: { max: 60, windowMs: MINUTE_MS },
  chatClick: { max: 30, windowMs: 10 * MINUTE_MS },
  trackingRead: { max: 60, windowMs: MINUTE_MS },
  loginAccount: { max: 5, windowMs: 15 * MINUTE_MS },
  loginAddress: { max: 30, windowMs: 15 * MINUTE_MS },
};

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined, variable: string): number | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new Error(`${variable} inválida: "${text}". Use um número de porta entre 0 e 65535.`);
  }
  return port;
}

function parsePositiveInteger(value: string | undefined, variable: string): number | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const number = Number(text);
  if (!/^\d+$/.test(text) || number < 1 || !Number.isSafeInteger(number)) {
    throw new Error(`${variable} inválido: "${text}". Use um número inteiro de milissegundos maior que zero.`);
  }
  return number;
}

function parseServiceUrl(value: string, variable: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${variable} inválida: "${value}". Use um endereço http:// ou https://.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${variable} inválida: "${value}". Use um endereço http:// ou https://.`);
  }
  return value.replace(/\/+$/, '');
}

function parseSmtpUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^smtps?:\/\/[^/]/i.test(value)) {
    throw new Error('SMTP_URL deve começar com smtp:// ou smtps://, por exemplo smtp://usuario:senha@servidor:587.');
  }
  return value;
}

const STORAGE_URL_EXAMPLE = 's3://fotos?endpoint=http://127.0.0.1:9000&region=us-east-1';
const STORAGE_PARAMETERS = ['endpoint', 'region'];

function storageUrlError(value: string, reason: string): Error {
  return new Error(`STORAGE_URL inválida: "${value}". ${reason} Exemplo: ${STORAGE_URL_EXAMPLE}.`);
}

/** `s3://bucket[/folder][?endpoint=…&region=…]` → the bucket to use; the region defaults to AWS_REGION, then us-east-1. */
export function parseStorageUrl(value: string, defaultRegion: string | undefined = process.env.AWS_REGION): S3Location {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw storageUrlError(value, 'Use um endereço s3://nome-do-bucket.');
  }
  if (parsed.protocol !== 's3:') throw storageUrlError(value, 'Use um endereço s3://nome-do-bucket.');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(parsed.hostname)) {
    throw storageUrlError(value, 'O nome do bucket deve ter de 3 a 63 letras minúsculas, números, pontos ou hífens.');
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw storageUrlError(value, 'As credenciais vêm de AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY, não do endereço.');
  }
  const unknown = [...parsed.searchParams.keys()].filter((key) => !STORAGE_PARAMETERS.includes(key));
  if (unknown.length > 0) throw storageUrlError(value, `Parâmetro desconhecido: ${unknown.join(', ')}; use endpoint e region.`);
  const folder = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, '');
  if (folder !== '' && !folder.split('/').every((segment) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(segment) && segment !== '..')) {
    throw storageUrlError(value, 'A pasta no bucket aceita apenas letras, números, pontos, hífens e sublinhados.');
  }
  const endpoint = nonEmpty(parsed.searchParams.get('endpoint') ?? undefined);
  return {
    bucket: parsed.hostname,
    folder,
    region: nonEmpty(parsed.searchParams.get('region') ?? undefined) ?? nonEmpty(defaultRegion) ?? 'us-east-1',
    endpoint: endpoint === undefined ? undefined : parseServiceUrl(endpoint, 'STORAGE_URL (endpoint)'),
  };
}

/**
 * Reads the API's settings from environment variables: API_PORT, API_HOST, API_KEY, DATA_DIR,
 * DATABASE_URL, SEED_DEMO ("0" turns the demo content off), ADMIN_EMAIL, ADMIN_PASSWORD, SMTP_URL,
 * MAIL_TO, MAIL_FROM, CEP_SERVICE_URL, CEP_TIMEOUT_MS, STORAGE_URL, STORAGE_PUBLIC_URL, PUBLIC_URL (the public
 * site's address, the same the gateway reads), METRICS_TOKEN and METRICS_ADDRESS; LOG_FORMAT and LOG_LEVEL are read
 * when the logger is made (`observability/process-observability.ts`).
 */
export function apiOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ApiOptions {
  return {
    ...metricsOptionsFromEnv(env),
    port: parsePort(env.API_PORT, 'API_PORT') ?? DEFAULT_API_PORT,
    host: nonEmpty(env.API_HOST) ?? DEFAULT_API_HOST,
    apiKey: nonEmpty(env.API_KEY),
    dataDir: nonEmpty(env.DATA_DIR) ?? DEFAULT_DATA_DIR,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    seedDemo: nonEmpty(env.SEED_DEMO) !== '0',
    adminEmail: nonEmpty(env.ADMIN_EMAIL) ?? DEFAULT_ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined,
    smtpUrl: parseSmtpUrl(nonEmpty(env.SMTP_URL)),
    mailTo: nonEmpty(env.MAIL_TO),
    mailFrom: nonEmpty(env.MAIL_FROM),
    cepServiceUrl: parseServiceUrl(nonEmpty(env.CEP_SERVICE_URL) ?? DEFAULT_CEP_SERVICE_URL, 'CEP_SERVICE_URL'),
    cepTimeoutMs: parsePositiveInteger(env.CEP_TIMEOUT_MS, 'CEP_TIMEOUT_MS') ?? DEFAULT_CEP_TIMEOUT_MS,
    publicUrl: parseServiceUrl(nonEmpty(env.PUBLIC_URL) ?? DEFAULT_PUBLIC_URL, 'PUBLIC_URL'),
    storageUrl: mapDefined(nonEmpty(env.STORAGE_URL), (url) => {
      parseStorageUrl(url, env.AWS_REGION);
      return url;
    }),
    storagePublicUrl: mapDefined(nonEmpty(env.STORAGE_PUBLIC_URL), (url) => parseServiceUrl(url, 'STORAGE_PUBLIC_URL')),
  };
}

function mapDefined<T, R>(value: T | undefined, map: (value: T) => R): R | undefined {
  return value === undefined ? undefined : map(value);
}

export function resolveConfig(options: ApiOptions): ApiConfig {
  const observability = resolveObservability('api', options);
  return {
    port: options.port ?? DEFAULT_API_PORT,
    host: options.host ?? DEFAULT_API_HOST,
    apiKey: nonEmpty(options.apiKey),
    dataDir: path.resolve(options.dataDir ?? DEFAULT_DATA_DIR),
    databaseUrl: nonEmpty(options.databaseUrl),
    seedDemo: options.seedDemo ?? true,
    adminEmail: (nonEmpty(options.adminEmail) ?? DEFAULT_ADMIN_EMAIL).toLowerCase(),
    adminPassword: options.adminPassword ? options.adminPassword : undefined,
    log: options.log ?? ((line) => observability.logger.info(line)),
    observability,
    smtpUrl: parseSmtpUrl(nonEmpty(options.smtpUrl)),
    mailTo: nonEmpty(options.mailTo),
    mailFrom: nonEmpty(options.mailFrom),
    outboxIntervalMs: options.outboxIntervalMs ?? DEFAULT_OUTBOX_INTERVAL_MS,
    leadDistributionIntervalMs: options.leadDistributionIntervalMs ?? DEFAULT_LEAD_DISTRIBUTION_INTERVAL_MS,
    leadRetentionIntervalMs: options.leadRetentionIntervalMs ?? DEFAULT_LEAD_RETENTION_INTERVAL_MS,
    visitReminderIntervalMs: options.visitReminderIntervalMs ?? DEFAULT_VISIT_REMINDER_INTERVAL_MS,
    dailyAgendaIntervalMs: options.dailyAgendaIntervalMs ?? DEFAULT_DAILY_AGENDA_INTERVAL_MS,
    clock: options.clock ?? (() => new Date()),
    cepServiceUrl: parseServiceUrl(nonEmpty(options.cepServiceUrl) ?? DEFAULT_CEP_SERVICE_URL, 'cepServiceUrl'),
    cepTimeoutMs: options.cepTimeoutMs ?? DEFAULT_CEP_TIMEOUT_MS,
    storage: mapDefined(nonEmpty(options.storageUrl), (url) => parseStorageUrl(url)),
    storagePublicUrl: mapDefined(nonEmpty(options.storagePublicUrl), (url) => parseServiceUrl(url, 'STORAGE_PUBLIC_URL')),
    rateLimits: {
      contact: options.rateLimits?.contact ?? DEFAULT_RATE_LIMITS.contact,
      contactRefused: options.rateLimits?.contactRefused ?? DEFAULT_RATE_LIMITS.contactRefused,
      visit: options.rateLimits?.visit ?? DEFAULT_RATE_LIMITS.visit,
      visitRefused: options.rateLimits?.visitRefused ?? DEFAULT_RATE_LIMITS.visitRefused,
      visitLink: options.rateLimits?.visitLink ?? DEFAULT_RATE_LIMITS.visitLink,
      register: options.rateLimits?.register ?? DEFAULT_RATE_LIMITS.register,
      registerRefused: options.rateLimits?.registerRefused ?? DEFAULT_RATE_LIMITS.registerRefused,
      cep: options.rateLimits?.cep ?? DEFAULT_RATE_LIMITS.cep,
      chatClick: options.rateLimits?.chatClick ?? DEFAULT_RATE_LIMITS.chatClick,
      trackingRead: options.rateLimits?.trackingRead ?? DEFAULT_RATE_LIMITS.trackingRead,
      loginAccount: options.rateLimits?.loginAccount ?? DEFAULT_RATE_LIMITS.loginAccount,
      loginAddress: options.rateLimits?.loginAddress ?? DEFAULT_RATE_LIMITS.loginAddress,
    },
    failedSignInDelayMs: options.failedSignInDelayMs ?? DEFAULT_FAILED_SIGN_IN_DELAY_MS,
    publicUrl: parseServiceUrl(nonEmpty(options.publicUrl) ?? DEFAULT_PUBLIC_URL, 'publicUrl'),
  };
}
