import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { AgencyApi } from '../agency-api.js';
import { RestClient } from '../client.js';
import { RestError } from '../rest-error.js';

/** A request the upstream received. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** JSON bodies parsed; multipart bodies as [field, value] pairs, files as `name:type:size`. */
  body: unknown;
}

/** A canned answer: JSON with a status, or raw bytes with their headers. */
export type UpstreamAnswer = { status: number; json: unknown } | { status: number; headers?: Record<string, string>; bytes?: Buffer };

export interface RecordingUpstream {
  /** Every request so far, oldest first. */
  seen: SeenRequest[];
  /** The REST client of the gateway, pointed at this upstream with key `chave`, for the user of token `token-da-sessao`. */
  api: AgencyApi;
  close: () => Promise<void>;
}

async function bodyOf(contentType: string, bytes: Buffer): Promise<unknown> {
  if (bytes.length === 0) return null;
  if (contentType.startsWith('application/json')) return JSON.parse(bytes.toString('utf8')) as unknown;
  const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
  const fields: [string, string][] = [];
  for (const [name, value] of form) fields.push([name, typeof value === 'string' ? value : `${value.name}:${value.type}:${value.size}`]);
  return fields;
}

/**
 * A local HTTP server standing in for the agency's REST API: it records every request and answers with
 * `answer(method, url)`, or else `{ message: 'ok', data: [] }` (201 to a POST, 200 otherwise).
 */
export async function startRecordingUpstream(
  answer: (method: string, url: string) => UpstreamAnswer | undefined,
): Promise<RecordingUpstream> {
  const seen: SeenRequest[] = [];
  const server = createServer(
    (req, res) =>
      void (async () => {
        const bytes = await buffer(req);
        const method = req.method ?? '';
        const url = req.url ?? '';
        seen.push({ method, url, headers: req.headers, body: await bodyOf(req.headers['content-type'] ?? '', bytes) });
        const reply = answer(method, url) ?? { status: method === 'POST' ? 201 : 200, json: { message: 'ok', data: [] } };
        if ('json' in reply) {
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(reply.json));
          return;
        }
        res.writeHead(reply.status, reply.headers);
        res.end(reply.bytes);
      })(),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    seen,
    api: new AgencyApi(new RestClient({ baseUrl, apiKey: 'chave' })).forUser('token-da-sessao'),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The RestError a call fails with; any other outcome fails the test. */
export async function restFailure(promise: Promise<unknown>): Promise<RestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}
