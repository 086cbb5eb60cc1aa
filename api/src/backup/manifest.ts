import type { DialectName } from '../db/connect.js';
import { CHECKSUMS_ENTRY, DATABASE_ENTRIES } from './archive-layout.js';

const FORMAT = 'imobiliaria-backup';
const VERSION = 1;

/** What a backup holds, with the counts and checksums a restore checks it against (`manifest.json`, the last entry). */
export interface BackupManifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  /** When the database copy was taken (UTC, ISO 8601). */
  createdAt: string;
  database: {
    dialect: DialectName;
    /** `database/app.db` (SQLite's online backup) or `database/dump.sql` (pg_dump, plain SQL). */
    entry: string;
    bytes: number;
    sha256: string;
    /** Rows per table of the copy. */
    tables: Record<string, number>;
  };
  files: {
    count: number;
    bytes: number;
    /** Keys the database copy references that the store did not have (a file lost before the backup). */
    missing: string[];
  };
  /** The checksum list: SHA-256 of every other entry, and this SHA-256 of the list itself. */
  checksums: { entry: typeof CHECKSUMS_ENTRY; sha256: string };
}

/** The manifest of a backup whose parts are known. */
export function buildManifest(parts: Omit<BackupManifest, 'format' | 'version' | 'checksums'>, checksumsSha256: string): BackupManifest {
  return { format: FORMAT, version: VERSION, ...parts, checksums: { entry: CHECKSUMS_ENTRY, sha256: checksumsSha256 } };
}

/** A manifest that cannot be trusted: what is wrong with it, in pt-BR. */
export class ManifestError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ManifestError';
  }
}

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

const SHA256 = /^[0-9a-f]{64}$/;

function isDialect(value: unknown): value is DialectName {
  return value === 'sqlite' || value === 'postgres';
}

function readTables(value: unknown): Record<string, number> {
  if (!isRecord(value) || !Object.values(value).every(isCount)) throw new ManifestError('o manifesto não traz as contagens de linhas.');
  return value as Record<string, number>;
}

function readDatabase(value: unknown): BackupManifest['database'] {
  if (!isRecord(value) || !isDialect(value.dialect)) throw new ManifestError('o manifesto não diz de que banco é a cópia.');
  const { dialect, entry, bytes, sha256 } = value;
  if (entry !== DATABASE_ENTRIES[dialect] || !isCount(bytes) || typeof sha256 !== 'string' || !SHA256.test(sha256)) {
    throw new ManifestError('o manifesto descreve mal a cópia do banco.');
  }
  return { dialect, entry, bytes, sha256, tables: readTables(value.tables) };
}

function readFiles(value: unknown): BackupManifest['files'] {
  if (!isRecord(value) || !isCount(value.count) || !isCount(value.bytes))
    throw new ManifestError('o manifesto não traz a contagem de arquivos.');
  const { missing } = value;
  if (!Array.isArray(missing) || !missing.every((key) => typeof key === 'string')) {
    throw new ManifestError('o manifesto descreve mal os arquivos ausentes.');
  }
  return { count: value.count, bytes: value.bytes, missing };
}

/** Reads `manifest.json`, refusing anything but a manifest of this format and version, whole. */
export function parseManifest(text: string): BackupManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ManifestError('o manifesto não é um JSON legível.');
  }
  if (!isRecord(parsed) || parsed.format !== FORMAT) throw new ManifestError('o arquivo não é um backup deste sistema.');
  if (parsed.version !== VERSION) {
    throw new ManifestError(`o backup é do formato ${String(parsed.version)}, e esta versão lê só o formato ${VERSION}.`);
  }
  const { createdAt, checksums } = parsed;
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt)))
    throw new ManifestError('o manifesto não traz a data do backup.');
  if (
    !isRecord(checksums) ||
    checksums.entry !== CHECKSUMS_ENTRY ||
    typeof checksums.sha256 !== 'string' ||
    !SHA256.test(checksums.sha256)
  ) {
    throw new ManifestError('o manifesto não traz a soma de verificação da lista de somas.');
  }
  return buildManifest({ createdAt, database: readDatabase(parsed.database), files: readFiles(parsed.files) }, checksums.sha256);
}

/** One line of the checksum list. */
export function checksumLine(sha256: string, entry: string): string {
  return `${sha256}  ${entry}\n`;
}

/** The checksum list as entry → SHA-256; a malformed or repeated line refuses the whole list. */
export function parseChecksums(text: string): Map<string, string> {
  const checksums = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const match = /^([0-9a-f]{64}) {2}(\S+)$/.exec(line);
    if (match === null) throw new ManifestError(`linha ilegível na lista de somas: ${JSON.stringify(line.slice(0, 120))}.`);
    const [, sha256 = '', entry = ''] = match;
    if (checksums.has(entry)) throw new ManifestError(`a lista de somas cita ${entry} duas vezes.`);
    checksums.set(entry, sha256);
  }
  return checksums;
}
