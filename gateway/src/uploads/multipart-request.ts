import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy, { type Busboy } from 'busboy';
import { PendingFileUpload } from './file-upload.js';

export interface MultipartLimits {
  /** Bytes of one file; a longer file is cut there (its stream ends with `truncated` set). */
  maxFileSize: number;
  /** Files in one request. */
  maxFiles: number;
  /** Bytes of `operations` or of `map`. */
  maxFieldSize: number;
}

/** Why a multipart request was refused; every refusal is the sender's fault (a 4xx). */
export type MultipartRefusal = 'too-many-files' | 'field-too-large' | 'malformed';

export class MultipartRequestError extends Error {
  override readonly name = 'MultipartRequestError';
  constructor(readonly refusal: MultipartRefusal) {
    super(`multipart request refused: ${refusal}`);
  }
}

/** The error a pending file settles with when the request ends, breaks or is refused without it. */
export class FileNotReceivedError extends Error {
  override readonly name = 'FileNotReceivedError';
}

/** Object keys a `map` path may never walk through or set. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Reads a GraphQL multipart request (graphql-multipart-request-spec) with busboy: `operations`, then `map`,
 * then the files. Answers the operations, with each mapped variable replaced by a `PendingFileUpload`, as soon
 * as `map` has arrived; the files then stream to the resolvers as their parts arrive. Anything wrong with the
 * request (a broken part, bad JSON, a path that points nowhere, too many files, a dropped connection) rejects
 * the answer with a `MultipartRequestError`, or, once answered, the files still pending with a
 * `FileNotReceivedError`. Every error of the parser and of the file streams is listened to for as long as they
 * live: no request, however malformed, raises an unhandled error.
 */
export function readMultipartRequest(req: IncomingMessage, limits: MultipartLimits): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let parser: Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fieldSize: limits.maxFieldSize, fields: 2, fileSize: limits.maxFileSize, files: limits.maxFiles },
      });
    } catch {
      // No boundary, or not multipart at all.
      reject(new MultipartRequestError('malformed'));
      req.resume();
      return;
    }
    let operations: unknown;
    let files: Map<string, PendingFileUpload> | undefined;
    let answered = false;
    let stopped = false;
    const openStreams = new Set<Readable>();

    const stop = (refusal: MultipartRefusal): void => {
      if (stopped) return;
      stopped = true;
      const error = new MultipartRequestError(refusal);
      if (!answered) reject(error);
      for (const pending of files?.values() ?? []) pending.fail(new FileNotReceivedError('request ended', { cause: error }));
      for (const stream of openStreams) stream.destroy(new FileNotReceivedError('request ended', { cause: error }));
      req.unpipe(parser);
      parser.destroy();
      // What is left of the body is read and thrown away, so the connection can answer and be reused.
      req.resume();
    };

    parser.on('error', () => stop('malformed'));
    parser.on('filesLimit', () => stop('too-many-files'));
    parser.on('field', (name: string, value: string, info: { valueTruncated: boolean }) => {
      if (stopped) return;
      if (info.valueTruncated) return stop('field-too-large');
      if (name === 'operations' && operations === undefined) {
        operations = parseOperations(value);
        if (operations === undefined) stop('malformed');
      } else if (name === 'map' && operations !== undefined && files === undefined) {
        const entries = mapEntries(value);
        if (entries === undefined) return stop('malformed');
        if (entries.length > limits.maxFiles) return stop('too-many-files');
        files = placeFiles(operations, entries);
        if (files === undefined) return stop('malformed');
        answered = true;
        resolve(operations);
      } else {
        stop('malformed');
      }
    });
    parser.on('file', (name: string, stream: Readable, info: { filename: string; encoding: string; mimeType: string }) => {
      // Listened to at once: busboy destroys a file's stream with an error when the request breaks mid-file.
      stream.on('error', () => {});
      const pending = files?.get(name);
      if (stopped || files === undefined || pending === undefined || pending.isSettled) {
        stream.resume();
        if (files === undefined) stop('malformed');
        return;
      }
      openStreams.add(stream);
      stream.once('close', () => openStreams.delete(stream));
      let handedOut = false;
      pending.arrive({
        fieldName: name,
        filename: info.filename,
        mimetype: info.mimeType,
        encoding: info.encoding,
        createReadStream: () => {
          if (handedOut) throw new FileNotReceivedError('file already read');
          if (stream.destroyed) throw new FileNotReceivedError('file no longer readable');
          handedOut = true;
          return stream;
        },
      });
    });
    parser.on('close', () => {
      if (stopped) return;
      if (!answered) return stop('malformed');
      for (const pending of files?.values() ?? []) pending.fail(new FileNotReceivedError('file announced but not sent'));
    });
    req.on('error', () => stop('malformed'));
    req.once('close', () => {
      if (!req.readableEnded) stop('malformed');
    });
    req.pipe(parser);
  });
}

function parseOperations(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The entries of `map` (`{ "<part name>": ["variables.photo", …] }`), or undefined when it is not JSON or not an object. */
function mapEntries(text: string): [string, unknown][] | undefined {
  let map: unknown;
  try {
    map = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof map !== 'object' || map === null || Array.isArray(map)) return undefined;
  return Object.entries(map);
}

/**
 * Puts one pending file at each path of `operations` the map names. Each path must end at a value the operations
 * already hold (the `null` the client left there); undefined when one points anywhere else.
 */
function placeFiles(operations: unknown, entries: [string, unknown][]): Map<string, PendingFileUpload> | undefined {
  const files = new Map<string, PendingFileUpload>();
  for (const [name, paths] of entries) {
    if (!Array.isArray(paths) || paths.length === 0) return undefined;
    const pending = new PendingFileUpload();
    for (const path of paths) {
      if (typeof path !== 'string' || !placeAt(operations, path, pending)) return undefined;
    }
    files.set(name, pending);
  }
  return files;
}

/** Sets the value at a dotted path (`variables.otherImages.0`) that already exists; false when it does not. */
function placeAt(root: unknown, path: string, value: unknown): boolean {
  const keys = path.split('.');
  const last = keys.pop();
  if (last === undefined) return false;
  let container: unknown = root;
  for (const key of keys) {
    if (!isWalkable(container, key)) return false;
    container = (container as Record<string, unknown>)[key];
  }
  if (!isWalkable(container, last)) return false;
  (container as Record<string, unknown>)[last] = value;
  return true;
}

function isWalkable(container: unknown, key: string): boolean {
  return (
    typeof container === 'object' && container !== null && !FORBIDDEN_KEYS.has(key) && Object.prototype.hasOwnProperty.call(container, key)
  );
}
