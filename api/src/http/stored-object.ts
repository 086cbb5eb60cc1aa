import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { StoredObject } from '../files/object-store.js';

/** `filename*=UTF-8''…` (RFC 5987): every byte outside the unreserved set percent-encoded. */
export function attachmentHeader(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename*=UTF-8''${encoded}`;
}

/** Sends the object's bytes as they are read; a stream broken after the headers went ends the connection. */
export async function streamStoredObject(res: Response, object: StoredObject): Promise<void> {
  try {
    await pipeline(object.stream, res);
  } catch (error) {
    if (!res.headersSent) throw error;
    res.destroy();
  }
}

/**
 * Answers a stored file that may be cached: its type, length, entity tag and date with `cacheControl`,
 * then 304 Not Modified when the request's `If-None-Match` or `If-Modified-Since` already match, no body
 * for HEAD, and the streamed bytes otherwise.
 */
export async function sendCacheableObject(req: Request, res: Response, object: StoredObject, cacheControl: string): Promise<void> {
  res.set({
    'Cache-Control': cacheControl,
    'Content-Type': object.contentType,
    'Last-Modified': object.lastModified.toUTCString(),
    ...(object.etag === '' ? {} : { ETag: object.etag }),
  });
  if (req.fresh) {
    object.stream.destroy();
    res.status(304).end();
    return;
  }
  res.set('Content-Length', String(object.size));
  if (req.method === 'HEAD') {
    object.stream.destroy();
    res.end();
    return;
  }
  await streamStoredObject(res, object);
}
