import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { finished, type Readable } from 'node:stream';
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
    const request = postRequest(url, { ...headers, 'content-type': body.contentType, 'content-length': String(body.length) }, timeoutMs);
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

/**
 * POSTs a body read from `source` as it arrives (a request the gateway is receiving), never holding it whole. The
 * source is the caller's: it is never destroyed here, and once the call is over whatever is left of it is read and
 * dropped, so the caller can still answer on its connection. Resolves with the answer's status and text whatever the
 * status, also when the API answers before reading the whole body (a refusal); rejects when no complete answer
 * arrives in time, or when the source breaks off before its end.
 */
export function postRelayed(url: string, headers: Record<string, string>, source: Readable, timeoutMs: number): Promise<StreamedAnswer> {
  return new Promise<StreamedAnswer>((resolve, reject) => {
    const request = postRequest(url, headers, timeoutMs);
    let answered = false;
    const letGo = () => {
      source.unpipe(request);
      source.resume();
      if (!request.writableFinished) request.destroy();
    };
    request.once('response', (response) => {
      answered = true;
      readAnswer(response).then(resolve, reject).finally(letGo);
    });
    request.on('error', (error) => {
      if (answered) return;
      letGo();
      reject(error);
    });
    finished(source, (error) => {
      if (error !== undefined && error !== null && !answered) request.destroy(error);
    });
    source.pipe(request);
  });
}

function postRequest(url: string, headers: Record<string, string>, timeoutMs: number): ClientRequest {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return send(url, { method: 'POST', headers, signal: AbortSignal.timeout(timeoutMs) });
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
