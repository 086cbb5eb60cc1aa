import type { Readable } from 'node:stream';

/** What a stored object answers besides its bytes. */
export interface ObjectInfo {
  size: number;
  contentType: string;
  lastModified: Date;
  /** An entity tag as HTTP sends it (quoted, possibly weak). */
  etag: string;
}

export interface StoredObject extends ObjectInfo {
  stream: Readable;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface PutOptions {
  contentType: string;
}

/**
 * Where the API keeps its files (photos, their variants, contract template files): the data directory
 * or an S3-compatible bucket. Keys are relative paths such as `images/ab12.jpg`. A `put` replaces any
 * object under the same key and is never seen half-written.
 */
export interface ObjectStore {
  /** Where the files are, for the start-up log. */
  readonly description: string;
  /** Writes the bytes; a stream is consumed as it arrives, never held whole in memory. */
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<void>;
  /** The object with its bytes as a stream, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** The object's size, type and dates, without its bytes. */
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Removes the object; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in no particular order. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** The object's address on a public bucket or CDN, when one is configured. */
  publicUrl(key: string): string | undefined;
  /** Lets go of the store's connections, if it has any. */
  close(): void;
}

const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** A key is slash-separated names of letters, digits, dots, dashes and underscores: no `..`, no absolute path. */
function isSafeKey(key: string): boolean {
  return key.length <= 512 && key.split('/').every((segment) => SAFE_SEGMENT.test(segment) && !segment.includes('..'));
}

export function checkKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Chave de arquivo inválida: ${JSON.stringify(key)}`);
  return key;
}

/** A prefix to list is empty or a safe key, optionally ending with `/`. */
export function checkPrefix(prefix: string): string {
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (trimmed !== '') checkKey(trimmed);
  return prefix;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The content type a key's extension names; the disk store keeps no other record of it. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
