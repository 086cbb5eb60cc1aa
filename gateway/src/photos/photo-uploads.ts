import { mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MAIN_PHOTOS_MAX, OTHER_PHOTOS_MAX, PHOTO_MAX_BYTES } from '../../../shared/photo-rules.js';
import type { FileUpload } from '../uploads/file-upload.js';
import type { PhotoField, PropertyPhoto } from '../rest/property-form.js';

/** 15 MB per photo (spec §9). */
const MAX_PHOTO_BYTES = PHOTO_MAX_BYTES;
/** 20 MB per contract-template document, the largest file the API stores. */
export const MAX_DOCUMENT_BYTES = 20_971_520;
/** The per-file limit of the GraphQL endpoint's multipart requests: the largest of any file kind. */
export const MAX_UPLOAD_BYTES = Math.max(MAX_PHOTO_BYTES, MAX_DOCUMENT_BYTES);
/** The main photo and up to 19 more. */
export const MAX_PHOTO_FILES = MAIN_PHOTOS_MAX + OTHER_PHOTOS_MAX;
export const PHOTO_TOO_LARGE_MESSAGE = 'Cada imagem deve ter no máximo 15MB.';

/** Where the photos of one property form wait while it is sent: a fresh folder in the system's temp dir. */
export const UPLOAD_DIR_PREFIX = 'imobiliaria-gateway-fotos-';
/** Folders older than this were left by a process that stopped in the middle of a property form. */
const STALE_UPLOAD_DIR_MS = 60 * 60 * 1000;

/** An `Upload` argument (a promise of the file, from the multipart request) and the field it came in. */
export interface PendingUpload<F extends string> {
  field: F;
  upload: unknown;
}

/** A file received into a temporary file, with the field it came in. */
interface ReceivedFile<F extends string> {
  field: F;
  /** The name the sender's device gave it. */
  fileName: string;
  contentType: string;
  path: string;
  size: number;
}

export interface ReceivedUploads<F extends string> {
  /** Every file within the limit, in the order asked for. */
  files: ReceivedFile<F>[];
  /** The fields of files over the multipart limit (their bytes are discarded). */
  tooLarge: F[];
}

export type PendingPhoto = PendingUpload<PhotoField>;

export interface ReceivedPhotos {
  /** Every photo within the limit, main photo first, then the others in order. */
  photos: PropertyPhoto[];
  /** The fields of photos over 15 MB (their bytes are discarded). */
  tooLarge: PhotoField[];
}

/** A file that could not be received (the sender's connection dropped, a file was announced but never sent). */
export class PhotoNotReceivedError extends Error {
  override readonly name = 'PhotoNotReceivedError';
}

/** A fresh folder for one form's files. */
export function createUploadDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), UPLOAD_DIR_PREFIX));
}

/** The photos of a property or broker form; see `receiveUploads`. */
export async function receivePhotos(dir: string, pending: readonly PendingPhoto[]): Promise<ReceivedPhotos> {
  const received = await receiveUploads(dir, pending, MAX_PHOTO_BYTES);
  return { photos: received.files, tooLarge: received.tooLarge };
}

/**
 * Writes every file to its own file in `dir`, all at once: the multipart request carries them one
 * after the other in any order, and each must be read for the next one to arrive. A file past
 * `maxBytes` (or cut at the multipart limit) is read to its end and dropped. Throws
 * `PhotoNotReceivedError` once every file has settled if any failed.
 */
export async function receiveUploads<F extends string>(
  dir: string,
  pending: readonly PendingUpload<F>[],
  maxBytes: number,
): Promise<ReceivedUploads<F>> {
  const settled = await Promise.allSettled(
    pending.map((upload, index) => receiveUpload(upload, path.join(dir, `arquivo-${index}`), maxBytes)),
  );
  const files: ReceivedFile<F>[] = [];
  const tooLarge: F[] = [];
  for (const result of settled) {
    if (result.status === 'rejected') throw new PhotoNotReceivedError('file not received', { cause: result.reason });
    if (result.value.tooLarge) tooLarge.push(result.value.file.field);
    else files.push(result.value.file);
  }
  return { files, tooLarge };
}

async function receiveUpload<F extends string>(
  pending: PendingUpload<F>,
  target: string,
  maxBytes: number,
): Promise<{ file: ReceivedFile<F>; tooLarge: boolean }> {
  const incoming = await incomingFileOf(pending.upload);
  const file: ReceivedFile<F> = {
    field: pending.field,
    fileName: incoming.fileName,
    contentType: incoming.contentType,
    path: target,
    size: 0,
  };
  const stream = incoming.openStream();
  let tooLarge = false;
  stream.once('limit', () => {
    tooLarge = true;
  });
  const handle = await open(target, 'wx');
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (tooLarge) continue;
      if (file.size + chunk.length > maxBytes) {
        tooLarge = true;
        continue;
      }
      await handle.write(chunk);
      file.size += chunk.length;
    }
  } finally {
    await handle.close();
  }
  return { file, tooLarge: tooLarge || (stream as Readable & { truncated?: boolean }).truncated === true };
}

/** What the resolver needs of a `FileUpload`, checked, since the schema types `Upload` as unknown. */
interface IncomingFile {
  fileName: string;
  contentType: string;
  openStream(): Readable;
}

async function incomingFileOf(value: unknown): Promise<IncomingFile> {
  const file: unknown = await value;
  if (typeof file !== 'object' || file === null || !('createReadStream' in file) || typeof file.createReadStream !== 'function') {
    throw new PhotoNotReceivedError('not a file upload');
  }
  const upload = file as FileUpload;
  const { filename, mimetype } = upload as Partial<FileUpload>;
  return {
    fileName: typeof filename === 'string' ? filename : '',
    contentType: typeof mimetype === 'string' && mimetype !== '' ? mimetype : 'application/octet-stream',
    openStream: () => upload.createReadStream(),
  };
}

/** Removes photo folders that a stopped process left in the temp dir. */
export async function sweepStaleUploadDirs(now: number = Date.now()): Promise<void> {
  const root = tmpdir();
  const entries = await readdir(root).catch(() => []);
  await Promise.all(
    entries
      .filter((entry) => entry.startsWith(UPLOAD_DIR_PREFIX))
      .map(async (entry) => {
        const folder = path.join(root, entry);
        const info = await stat(folder).catch(() => undefined);
        if (info && now - info.mtimeMs > STALE_UPLOAD_DIR_MS) await rm(folder, { recursive: true, force: true });
      }),
  );
}
