import type { Request, Response } from 'express';
import multer from 'multer';
import { HttpError, type FieldErrors } from '../http/errors.js';
import { NOT_MULTIPART_MESSAGE, randomlyNamedFiles, runMultipartHandler } from '../http/uploads.js';

const MAX_TEMPLATE_FILE_BYTES = 20 * 1024 * 1024;
const TEMPLATE_FILE_TOO_LARGE_MESSAGE = 'O arquivo do documento deve ter no máximo 20 MB.';
const ONE_TEMPLATE_FILE_MESSAGE = 'Envie um único arquivo, no campo file.';

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

/**
 * Receives the template form (multipart): text fields and at most one file, in field `file`, of at most
 * 20 MB, streamed to `dir` under a random name. File names sent in UTF-8 keep their accents.
 */
export async function receiveTemplateForm(req: Request, res: Response, dir: string): Promise<ReceivedTemplateForm> {
  if (!req.is('multipart/form-data')) throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  const upload = multer({
    storage: randomlyNamedFiles(dir),
    defParamCharset: 'utf8',
    limits: {
      files: 1,
      fileSize: MAX_TEMPLATE_FILE_BYTES,
      fields: 10,
      fieldSize: 16 * 1024,
      fieldNameSize: 100,
      parts: 12,
      headerPairs: 50,
    },
  }).single('file');
  await runMultipartHandler(upload, req, res, fieldErrorsOf);
  const body = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
  const file = req.file === undefined ? undefined : { path: req.file.path, originalName: req.file.originalname, size: req.file.size };
  return { body, file };
}
