import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream/promises';
import type { MultipartBody } from './multipart-body.js';

export interface StreamedAnswer {
  status: number;
  text: string;
  retryAfter?: string;
}

/** JSON answers bigger than this are not an answer of the API. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * POSTs a multipart body with node:http, reading its files from disk only as fast as the connection
 * takes them (fetch in Node 20 reads a streamed request body ahead into memory). Resolves with the
 * answer's status and text whatever the status; rejects when no complete answer arrives in time.
 */
export function postStreamed(
  url: string,
  headers: Record<string, string>,
  body: MultipartBody,
  timeoutMs: number,
): Promise<StreamedAnswer> {
  return new Promise<StreamedAnswer>((resolve, reject) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const request = send(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': body.contentType, 'content-length': String(body.length) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    let answered = false;
    request.once('response', (response) => {
      answered = true;
      readAnswer(response).then(resolve, reject);
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    pipeline(body.stream(), request).catch((error: unknown) => {
      // An API that answered before reading the whole body (a refusal) has said what it had to say.
      if (!answered) reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}

function readAnswer(response: IncomingMessage): Promise<StreamedAnswer> {
  return new Promise<StreamedAnswer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_ANSWER_BYTES) {
        response.destroy(new Error('answer too large'));
        return;
      }
      chunks.push(chunk);
    });
    response.once('end', () => {
      const retryAfter = response.headers['retry-after'];
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: response.statusCode ?? 0, text, ...(retryAfter === undefined ? {} : { retryAfter }) });
    });
    response.on('error', reject);
    response.once('close', () => {
      if (!response.complete) reject(new Error('answer interrupted'));
    });
  });
}
