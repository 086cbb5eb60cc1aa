import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { MAIN_PHOTOS_MAX, OTHER_PHOTOS_MAX, PHOTO_MAX_BYTES } from '../../../shared/photo-rules.js';
import { HttpError, type FieldErrors } from './errors.js';

const MAX_PHOTO_BYTES = PHOTO_MAX_BYTES;
export const MAX_MAIN_PHOTOS = MAIN_PHOTOS_MAX;
export const MAX_OTHER_PHOTOS = OTHER_PHOTOS_MAX;
export const MAX_PHOTOS = MAX_MAIN_PHOTOS + MAX_OTHER_PHOTOS;

export const FORM_ERRORS_MESSAGE = 'Por favor, corrija os erros destacados.';
const PHOTO_TOO_LARGE_MESSAGE = 'Cada imagem deve ter no máximo 15MB.';
const TOO_MANY_PHOTOS_MESSAGE = 'Envie no máximo 20 fotos: 1 principal e até 19 adicionais.';
export const NOT_MULTIPART_MESSAGE = 'Envie o formulário como multipart/form-data.';
const UNREADABLE_FORM_MESSAGE = 'Não foi possível ler o formulário enviado.';

/** Temporary uploads older than this were left by a process that stopped mid-request. */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

const UPLOAD_LIMITS: multer.Options['limits'] = {
  files: MAX_PHOTOS,
  fileSize: MAX_PHOTO_BYTES,
  fields: 60,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  parts: 90,
  headerPairs: 200,
};

function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads-tmp');
}

/** `otherImages[3]` → `otherImages`: errors are reported under the form's field names. */
export function photoFieldName(fieldname: string): string {
  return fieldname.replace(/\[\d*\]$/, '');
}

/** Runs `work` with a fresh temporary folder in the data dir, removed afterwards whatever happens. */
export async function withUploadDir<T>(dataDir: string, work: (dir: string) => Promise<T>): Promise<T> {
  await mkdir(uploadsDir(dataDir), { recursive: true });
  const dir = await mkdtemp(path.join(uploadsDir(dataDir), 'form-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Removes temporary uploads left behind by a process that stopped in the middle of a request. */
export async function sweepStaleUploads(dataDir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(uploadsDir(dataDir));
  } catch {
    return;
  }
  const now = Date.now();
  await Promise.all(
    entries.map(async (entry) => {
      const target = path.join(uploadsDir(dataDir), entry);
      const info = await stat(target).catch(() => undefined);
      if (info !== undefined && now - info.mtimeMs > STALE_UPLOAD_MS) await rm(target, { recursive: true, force: true });
    }),
  );
}

function fieldErrorsOf(error: multer.MulterError): FieldErrors {
  const field = error.field === undefined ? undefined : photoFieldName(error.field);
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return { [field ?? 'otherImages']: [PHOTO_TOO_LARGE_MESSAGE] };
    case 'LIMIT_FILE_COUNT':
      return { otherImages: [TOO_MANY_PHOTOS_MESSAGE] };
    case 'LIMIT_FIELD_VALUE':
      return { [field ?? 'form']: ['Texto longo demais.'] };
    default:
      return { form: ['O formulário tem campos demais ou nomes de campo inválidos.'] };
  }
}

function isSystemError(error: unknown): boolean {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).errno === 'number';
}

/** Files streamed to `dir` under random names, never to memory. */
export function randomlyNamedFiles(dir: string): multer.StorageEngine {
  return multer.diskStorage({
    destination: dir,
    filename: (_req, _file, callback) => callback(null, randomBytes(12).toString('hex')),
  });
}

/**
 * Runs a multer handler on the request. Its limit errors become a 422 with the messages `fieldErrorsOf`
 * gives them; a failure of the disk is thrown as it is; anything else is an unreadable body, a 400.
 */
export async function runMultipartHandler(
  handler: RequestHandler,
  req: Request,
  res: Response,
  fieldErrorsOf: (error: multer.MulterError) => FieldErrors,
): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      handler(req, res, (error: unknown) =>
        error === undefined || error === null
          ? resolve()
          : reject(error instanceof Error ? error : new Error('Unreadable request body', { cause: error })),
      );
    });
  } catch (error) {
    if (error instanceof multer.MulterError) throw new HttpError(422, FORM_ERRORS_MESSAGE, fieldErrorsOf(error));
    if (isSystemError(error)) throw error;
    throw new HttpError(400, UNREADABLE_FORM_MESSAGE);
  }
}

export interface ReceivedForm {
  body: Record<string, unknown>;
  files: Express.Multer.File[];
}

/**
 * Receives a multipart form, streaming its files to `dir` (never to memory) under random names. Limits:
 * 20 files of at most 15 MB each, 60 text fields of at most 64 KB. Limit errors become 422 with the
 * field's message; an unreadable body is a 400.
 */
export async function receiveMultipart(req: Request, res: Response, dir: string): Promise<ReceivedForm> {
  if (!req.is('multipart/form-data')) throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  const upload = multer({
    storage: randomlyNamedFiles(dir),
    limits: { ...UPLOAD_LIMITS, fieldNestingDepth: 1, fieldArrayIndexLimit: MAX_PHOTOS },
  }).any();
  await runMultipartHandler(upload, req, res, fieldErrorsOf);
  const files = Array.isArray(req.files) ? req.files : [];
  const body = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
  return { body, files };
}
