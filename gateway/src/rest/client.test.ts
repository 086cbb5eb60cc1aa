import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestClient } from './client.js';
import { MultipartBody } from './multipart-body.js';
import { UPSTREAM_UNAVAILABLE_MESSAGE } from './rest-error.js';
import { restFailure } from './testing/recordingUpstream.js';

interface SeenRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body?: Buffer;
}

/** Reads a request body the way the API's parser would see it. */
async function formOf(req: IncomingMessage, body: Buffer): Promise<Record<string, string | number>> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
  const entries: Record<string, string | number> = {};
  for (const [name, value] of form) entries[name] = typeof value === 'string' ? value : value.size;
  return entries;
}

let server: Server;
let baseUrl: string;
const seen: SeenRequest[] = [];
/** Every connection the test API accepted, open or closed. */
const connections: Socket[] = [];

beforeAll(async () => {
  server = createServer(
    (req, res) =>
      void (async () => {
        const body = await buffer(req);
        seen.push({ url: req.url ?? '', headers: req.headers, body });
        const path = (req.url ?? '').split('?')[0];
        const json = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (path === '/api/echo-json') return json(201, { message: 'Recebido.', received: JSON.parse(body.toString('utf8')) as unknown });
        if (path === '/api/echo-form') return json(201, { message: 'Recebido.', received: await formOf(req, body) });
        if (path === '/api/refuse-form') {
          return json(422, { message: 'Por favor, corrija os erros destacados.', errors: { zip_code: ['Informe um CEP com 8 dígitos.'] } });
        }
        if (path === '/api/limit') return json(429, { message: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.' });
        if (path === '/api/ok') return json(200, { data: [{ id: 1 }] });
        if (path === '/api/echo-method') {
          const text = body.toString('utf8');
          return json(200, { method: req.method, received: text === '' ? null : (JSON.parse(text) as unknown) });
        }
        if (path === '/api/no-content') {
          res.writeHead(204);
          return res.end();
        }
        if (path === '/api/session-over') return json(401, { message: 'Sessão inválida ou expirada. Faça login novamente.' });
        if (path === '/api/invalid')
          return json(422, { message: 'Dados inválidos.', errors: { email: ['Por favor, insira um e-mail válido.'] } });
        if (path === '/api/missing') return json(404, { message: 'Imóvel não encontrado.' });
        if (path === '/api/crash') {
          res.writeHead(500, { 'content-type': 'text/html' });
          return res.end('<h1>Internal Server Error</h1>');
        }
        if (path === '/api/garbled') {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end('{"data": [');
        }
        if (path === '/api/slow') {
          setTimeout(() => json(200, { data: [] }), 1_000);
          return;
        }
        json(404, { message: 'Recurso não encontrado.' });
      })(),
  );
  server.on('connection', (socket: Socket) => connections.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(filesDir, { recursive: true, force: true });
});

let filesDir: string;
beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'rest-client-test-'));
  await writeFile(path.join(filesDir, 'photo'), Buffer.alloc(300_000, 7));
});

describe('RestClient', () => {
  it('sends the API key, the bearer token and list parameters, and parses the JSON answer', async () => {
    const client = new RestClient({ baseUrl: `${baseUrl}/`, apiKey: 'chave-secreta' }).withBearerToken('token-123');
    const body = await client.getJson<{ data: { id: number }[] }>('/api/ok', {
      query: { role: ['broker', 'adminbroker'], is_active: 1, skipped: undefined, nothing: null },
    });
    expect(body).toEqual({ data: [{ id: 1 }] });
    const request = seen.at(-1);
    expect(decodeURIComponent(request?.url ?? '')).toBe('/api/ok?role[]=broker&role[]=adminbroker&is_active=1');
    expect(request?.headers['x-api-key']).toBe('chave-secreta');
    expect(request?.headers.authorization).toBe('Bearer token-123');
  });

  it('sends no authorization header anonymously', async () => {
    await new RestClient({ baseUrl, apiKey: 'k' }).getJson('/api/ok');
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('turns a non-2xx answer into a RestError with the pt-BR message and field errors', async () => {
    const client = new RestClient({ baseUrl, apiKey: 'k' });
    const invalid = await restFailure(client.getJson('/api/invalid'));
    expect({ kind: invalid.kind, status: invalid.status, message: invalid.message, fieldErrors: invalid.fieldErrors }).toEqual({
      kind: 'http',
      status: 422,
      message: 'Dados inválidos.',
      fieldErrors: [{ field: 'email', message: 'Por favor, insira um e-mail válido.' }],
    });
    const missing = await restFailure(client.getJson('/api/missing'));
    expect({ status: missing.status, message: missing.message, isNotFound: missing.isNotFound }).toEqual({
      status: 404,
      message: 'Imóvel não encontrado.',
      isNotFound: true,
    });
  });

  it('gives a non-JSON error answer a generic pt-BR message', async () => {
    const crash = await restFailure(new RestClient({ baseUrl, apiKey: 'k' }).getJson('/api/crash'));
    expect({ kind: crash.kind, status: crash.status, message: crash.message }).toEqual({
      kind: 'http',
      status: 500,
      message: 'O serviço de dados não conseguiu atender a solicitação.',
    });
  });

  it('reports a 2xx answer with a broken body as malformed', async () => {
    const garbled = await restFailure(new RestClient({ baseUrl, apiKey: 'k' }).getJson('/api/garbled'));
    expect({ kind: garbled.kind, status: garbled.status }).toEqual({ kind: 'malformed', status: 200 });
  });

  it('reports a timeout as upstream unavailable', async () => {
    const started = Date.now();
    const slow = await restFailure(new RestClient({ baseUrl, apiKey: 'k', timeoutMs: 100 }).getJson('/api/slow'));
    expect(Date.now() - started).toBeLessThan(900);
    expect({ kind: slow.kind, status: slow.status, message: slow.message }).toEqual({
      kind: 'unavailable',
      status: null,
      message: UPSTREAM_UNAVAILABLE_MESSAGE,
    });
  });

  it('reports a refused connection as upstream unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await restFailure(new RestClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k' }).getJson('/api/ok'));
    expect(refused.kind).toBe('unavailable');
  });

  it('forwards the visitor address when told it', async () => {
    await new RestClient({ baseUrl, apiKey: 'k' }).withClientAddress('203.0.113.9').getJson('/api/ok');
    expect(seen.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.9');
    await new RestClient({ baseUrl, apiKey: 'k' }).getJson('/api/ok');
    expect(seen.at(-1)?.headers['x-forwarded-for']).toBeUndefined();
  });

  it('POSTs JSON with the key and reads the answer', async () => {
    const client = new RestClient({ baseUrl, apiKey: 'chave' }).withClientAddress('198.51.100.4');
    const answer = await client.postJson<{ message: string; received: unknown }>('/api/echo-json', { name: 'Ana', interest: 'buy' });
    expect(answer).toEqual({ message: 'Recebido.', received: { name: 'Ana', interest: 'buy' } });
    const request = seen.at(-1);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-api-key']).toBe('chave');
    expect(request?.headers['x-forwarded-for']).toBe('198.51.100.4');
  });

  it('POSTs a multipart form streamed from disk, with its exact length', async () => {
    const body = new MultipartBody({
      fields: [
        ['title', 'Casa'],
        ['terms_accepted', '1'],
      ],
      files: [{ field: 'mainImage', fileName: 'frente.jpg', contentType: 'image/jpeg', path: path.join(filesDir, 'photo'), size: 300_000 }],
    });
    const client = new RestClient({ baseUrl, apiKey: 'chave' }).withBearerToken('t').withClientAddress('198.51.100.5');
    const answer = await client.postMultipart<{ received: unknown }>('/api/echo-form', body);
    expect(answer.received).toEqual({ title: 'Casa', terms_accepted: '1', mainImage: 300_000 });
    const request = seen.at(-1);
    expect(request?.headers['content-length']).toBe(String(body.length));
    expect(request?.body?.length).toBe(body.length);
    expect(request?.headers['x-api-key']).toBe('chave');
    expect(request?.headers.authorization).toBe('Bearer t');
    expect(request?.headers['x-forwarded-for']).toBe('198.51.100.5');
  });

  it('turns a refused POST into a RestError with its field messages', async () => {
    const client = new RestClient({ baseUrl, apiKey: 'k' });
    const body = new MultipartBody({ fields: [['zip_code', '1']], files: [] });
    const refused = await restFailure(client.postMultipart('/api/refuse-form', body));
    expect({ status: refused.status, message: refused.message, fieldErrors: refused.fieldErrors }).toEqual({
      status: 422,
      message: 'Por favor, corrija os erros destacados.',
      fieldErrors: [{ field: 'zip_code', message: 'Informe um CEP com 8 dígitos.' }],
    });
    const limited = await restFailure(client.postJson('/api/limit', {}));
    expect({ status: limited.status, message: limited.message }).toEqual({
      status: 429,
      message: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.',
    });
  });

  it('reports an unreachable or slow upstream of a POST as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nowhere = new RestClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k' });
    const body = new MultipartBody({ fields: [['title', 'Casa']], files: [] });
    expect((await restFailure(nowhere.postMultipart('/api/echo-form', body))).kind).toBe('unavailable');
    expect((await restFailure(nowhere.postJson('/api/echo-json', {}))).kind).toBe('unavailable');
    const started = Date.now();
    const slow = await restFailure(new RestClient({ baseUrl, apiKey: 'k' }).postMultipart('/api/slow', body, { timeoutMs: 100 }));
    expect(slow.kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('PUTs JSON and DELETEs with the key and the token, reading the JSON answers', async () => {
    const client = new RestClient({ baseUrl, apiKey: 'chave' }).withBearerToken('token-9');
    expect(await client.putJson('/api/echo-method', { status: 'approved', notify_client: 1 })).toEqual({
      method: 'PUT',
      received: { status: 'approved', notify_client: 1 },
    });
    expect(seen.at(-1)?.headers['content-type']).toBe('application/json');
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer token-9');
    expect(await client.delete('/api/echo-method')).toEqual({ method: 'DELETE', received: null });
    expect(seen.at(-1)?.headers['content-type']).toBeUndefined();
    expect(seen.at(-1)?.headers['x-api-key']).toBe('chave');
  });

  it('reads a DELETE answered without a body as null, and its refusal as a RestError', async () => {
    const client = new RestClient({ baseUrl, apiKey: 'k' });
    expect(await client.delete('/api/no-content')).toBeNull();
    const missing = await restFailure(client.delete('/api/missing'));
    expect({ status: missing.status, message: missing.message }).toEqual({ status: 404, message: 'Imóvel não encontrado.' });
  });

  it('POSTs without a body for a status only, and turns a refusal into a RestError', async () => {
    const client = new RestClient({ baseUrl, apiKey: 'k' }).withBearerToken('abc');
    expect(await client.postForStatus('/api/no-content')).toBe(204);
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer abc');
    const over = await restFailure(client.postForStatus('/api/session-over'));
    expect({ status: over.status, message: over.message, isUnauthorized: over.isUnauthorized }).toEqual({
      status: 401,
      message: 'Sessão inválida ou expirada. Faça login novamente.',
      isUnauthorized: true,
    });
    const nowhere = new RestClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k' });
    expect((await restFailure(nowhere.postForStatus('/api/no-content'))).kind).toBe('unavailable');
    expect((await restFailure(nowhere.putJson('/api/echo-method', {}))).kind).toBe('unavailable');
  });

  it('sends JSON calls one after another over kept-alive connections, and ends them on close', async () => {
    const client = new RestClient({ baseUrl, apiKey: 'k' });
    const before = connections.length;
    for (let call = 0; call < 4; call += 1) {
      await client.getJson('/api/ok');
      await client.withBearerToken('t').withClientAddress('203.0.113.7').postJson('/api/echo-json', { call });
    }
    const opened = connections.slice(before);
    expect(opened.length).toBeGreaterThan(0);
    expect(opened.length).toBeLessThanOrEqual(2);
    expect(opened.every((socket) => !socket.destroyed)).toBe(true);
    await client.close();
    await Promise.all(
      opened.map((socket) => new Promise<void>((resolve) => (socket.closed ? resolve() : socket.once('close', () => resolve())))),
    );
    expect((await restFailure(client.getJson('/api/ok'))).kind).toBe('unavailable');
  });
});
