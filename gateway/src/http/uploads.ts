import type { Request, RequestHandler, Response } from 'express';
import { CSRF_BLOCKED_MESSAGE, type GatewayErrorCode } from '../errors.js';
import { MAX_PHOTO_FILES, MAX_UPLOAD_BYTES } from '../photos/photo-uploads.js';
import { MultipartRequestError, readMultipartRequest } from '../uploads/multipart-request.js';

export const TOO_MANY_FILES_MESSAGE = 'Envie no máximo 20 fotos: 1 principal e até 19 adicionais.';
export const OPERATION_TOO_LARGE_MESSAGE = 'A operação GraphQL enviada é grande demais.';
export const INVALID_MULTIPART_MESSAGE =
  'Envio de arquivos inválido: mande os campos operations e map antes dos arquivos (GraphQL multipart request).';

/**
 * busboy cuts a file as soon as it has read `fileSize` bytes, even when the file ends right there; one
 * byte more lets a file of exactly the limit through while any larger one is still cut. Each resolver
 * then holds its own files to their kind's limit (15 MB a photo, 20 MB a document).
 */
const UPLOAD_FILE_SIZE_LIMIT = MAX_UPLOAD_BYTES + 1;

/** Headers a browser cannot send cross-site without a CORS preflight; Apollo's CSRF prevention asks for one. */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'] as const;

/** Bytes of the `operations` or `map` part of a multipart request. */
const MAX_OPERATION_BYTES = 1_000_000;

/**
 * Multipart GraphQL requests (file uploads) on `/graphql`, read by `readMultipartRequest`: at most 20
 * files of at most 20 MB. A file past its kind's limit is cut and reported by the resolver at its field; the files stream
 * through as the resolver reads them. Requests without a preflight header are refused before their body
 * is read (Apollo's CSRF prevention would refuse them too, after reading it). Other requests pass by.
 */
export function graphqlUploads(): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next();
      return;
    }
    if (!hasPreflightHeader(req)) {
      refuse(res, 400, 'BAD_REQUEST', CSRF_BLOCKED_MESSAGE);
      return;
    }
    const limits = { maxFileSize: UPLOAD_FILE_SIZE_LIMIT, maxFiles: MAX_PHOTO_FILES, maxFieldSize: MAX_OPERATION_BYTES };
    readMultipartRequest(req, limits).then(
      (operations) => {
        req.body = operations;
        discardUnreadFilesOnceAnswered(req, res);
        next();
      },
      (error: unknown) => refuseUpload(res, error),
    );
  };
}

function hasPreflightHeader(req: Request): boolean {
  return PREFLIGHT_HEADERS.some((header) => (req.get(header) ?? '') !== '');
}

/**
 * An operation that never reads its files (refused before its resolver ran) would leave the rest of the
 * request unread; once it is answered, whatever is left is read and thrown away.
 */
function discardUnreadFilesOnceAnswered(req: Request, res: Response): void {
  res.once('close', () => {
    if (req.readableEnded) return;
    req.unpipe();
    req.resume();
  });
}

function refuseUpload(res: Response, error: unknown): void {
  const refusal = error instanceof MultipartRequestError ? error.refusal : 'malformed';
  if (refusal === 'too-many-files') refuse(res, 413, 'BAD_USER_INPUT', TOO_MANY_FILES_MESSAGE);
  else if (refusal === 'field-too-large') refuse(res, 413, 'BAD_REQUEST', OPERATION_TOO_LARGE_MESSAGE);
  else refuse(res, 400, 'BAD_REQUEST', INVALID_MULTIPART_MESSAGE);
}

/** A GraphQL-over-HTTP error answer, as Apollo gives for its own refusals of a request. */
function refuse(res: Response, status: number, code: GatewayErrorCode | 'BAD_REQUEST', message: string): void {
  if (res.headersSent || res.writableEnded) return;
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ errors: [{ message, extensions: { code } }] });
}
