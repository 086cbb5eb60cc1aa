import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import multer from 'multer';
import { HttpError, type FieldErrors } from '../http/errors.js';
import { FORM_ERRORS_MESSAGE, NOT_MULTIPART_MESSAGE, UNREADABLE_FORM_MESSAGE } from '../http/uploads.js';

export const MAX_TEMPLATE_FILE_BYTES = 20 * 1024 * 1024;
export const TEMPLATE_FILE_TOO_LARGE_MESSAGE = 'O arquivo do documento deve ter no máximo 20MB.';
export const ONE_TEMPLATE_FILE_MESSAGE = 'Envie um único arquivo, no campo file.';

/** A file of the template form, as received into the request's temporary folder. */
export interface ReceivedTemplateFile {
  path: string;
  originalName: string;
  size: number;
}

export interface ReceivedTemplateForm {
  body: Record<string, unknown>;
  file: ReceivedTemplateFile | undefined;
}

function fieldErrorsOf(error: multer.MulterError): FieldErrors {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return { file: [TEMPLATE_FILE_TOO_LARGE_MESSAGE] };
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return { file: [ONE_TEMPLATE_FILE_MESSAGE] };
    case 'LIMIT_FIELD_VALUE':
      return { [error.field ?? 'form']: ['Texto longo demais.'] };
    default:
      return { form: ['O formulário tem campos demais ou nomes de campo inválidos.'] };
  }
}

function isSystemError(error: unknown): boolean {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).errno === 'number';
}

/**
 * Receives the template form (multipart): text fields and at most one file, in field `file`, of at most
 * 20 MB, streamed to `dir` under a random name. File names sent in UTF-8 keep their accents.
 */
export async function receiveTemplateForm(req: Request, res: Response, dir: string): Promise<ReceivedTemplateForm> {
  if (!req.is('multipart/form-data')) throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  const upload = multer({
    storage: multer.diskStorage({
      destination: dir,
      filename: (_req, _file, callback) => callback(null, randomBytes(12).toString('hex')),
    }),
    defParamCharset: 'utf8',
    limits: { files: 1, fileSize: MAX_TEMPLATE_FILE_BYTES, fields: 10, fieldSize: 16 * 1024, fieldNameSize: 100, parts: 12, headerPairs: 50 },
  }).single('file');
  try {
    await new Promise<void>((resolve, reject) => {
      upload(req, res, (error: unknown) => (error === undefined || error === null ? resolve() : reject(error instanceof Error ? error : new Error('Unreadable request body', { cause: error }))));
    });
  } catch (error) {
    if (error instanceof multer.MulterError) throw new HttpError(422, FORM_ERRORS_MESSAGE, fieldErrorsOf(error));
    if (isSystemError(error)) throw error;
    throw new HttpError(400, UNREADABLE_FORM_MESSAGE);
  }
  const body = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
  const file = req.file === undefined ? undefined : { path: req.file.path, originalName: req.file.originalname, size: req.file.size };
  return { body, file };
}
