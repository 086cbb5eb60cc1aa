import type { DialectName } from '../db/connect.js';
import { DELETION_HOLDS_PREFIX } from '../files/deletion-hold.js';
import { checkKey } from '../files/object-store.js';

/**
 * What a backup archive holds, in this order: the database copy, every stored file under `files/` (by its key), the
 * checksum list, then the manifest.
 */
export const DATABASE_ENTRIES: Readonly<Record<DialectName, string>> = { sqlite: 'database/app.db', postgres: 'database/dump.sql' };
const FILES_FOLDER = 'files/';
/** One line per entry, `<sha256>  <entry>`, as `sha256sum` writes and checks them. */
export const CHECKSUMS_ENTRY = 'checksums.sha256';
export const MANIFEST_ENTRY = 'manifest.json';

/** Folders of the data directory that hold no stored file: uploads being received and the holds of backups. */
const NOT_STORED_FOLDERS = ['uploads-tmp/', DELETION_HOLDS_PREFIX];
/** `images/ab12.jpg.1f2e3d4c.tmp`: a write to the disk store that was cut short. */
const INTERRUPTED_WRITE = /\.[0-9a-f]+\.tmp$/;

/**
 * Whether a key of the store is a stored file a backup keeps. The API keeps every file in a folder (`images/`,
 * `image-variants/…`, `contract-templates/`); what lies at the top of the data directory is not a stored file (the
 * SQLite database, the generated API key), nor are the uploads being received, the holds and interrupted writes.
 */
export function isStoredFile(key: string): boolean {
  return key.includes('/') && !NOT_STORED_FOLDERS.some((folder) => key.startsWith(folder)) && !INTERRUPTED_WRITE.test(key);
}

/** The archive entry of a stored file. */
export function fileEntry(key: string): string {
  return `${FILES_FOLDER}${key}`;
}

/** The store key of a file entry (checked as the store checks keys), or undefined for an entry that is no stored file. */
export function keyOfEntry(entry: string): string | undefined {
  if (!entry.startsWith(FILES_FOLDER)) return undefined;
  const key = entry.slice(FILES_FOLDER.length);
  return isStoredFile(key) ? checkKey(key) : undefined;
}
