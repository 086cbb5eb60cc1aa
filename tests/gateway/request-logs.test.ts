/**
 * The structured request log of both processes, through a real gateway and API: one JSON line per request with its
 * fields, one request id followed from the gateway into the API, and not one personal datum in either log.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../api/src/server.js';
import { startGateway, type RunningGateway } from '../../gateway/src/server.js';
import { createLogger } from '../../observability/logger.js';
import { collectedLines, parsedLines, type LogLine } from '../support/log-lines.js';
import { BUILT_FOLDERS } from '../support/stack.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, LOGIN } from './back-office-support.js';
import { graphql } from './support.js';
import { SEND_CONTACT_MESSAGE } from './visitors-support.js';

const apiLog = collectedLines();
const gatewayLog = collectedLines();
let dataDir: string;
let api: RunningApi;
let gateway: RunningGateway;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-logs-'));
  api = await startApi({
    port: 0,
    dataDir,
    seedDemo: true,
    adminPassword: ADMIN_PASSWORD,
    logger: createLogger({ processName: 'api', format: 'json', destination: apiLog.stream }),
  });
  gateway = await startGateway({
    port: 0,
    apiUrl: api.url,
    apiKey: api.apiKey,
    ...BUILT_FOLDERS,
    logger: createLogger({ processName: 'gateway', format: 'json', destination: gatewayLog.stream }),
  });
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const requestLines = (lines: readonly string[]) => parsedLines(lines).filter((line) => line.msg === 'requisição');

/** Waits for the lines of a request answered a moment ago (a line is written when its answer ends). */
async function linesOf(requestId: string, processLines: readonly string[], count = 1): Promise<LogLine[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = requestLines(processLines).filter((line) => line.requestId === requestId);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Nenhuma linha de log da requisição ${requestId}`);
}

describe('request log lines', () => {
  it('are JSON with time, level, process, request id, method, route pattern, status and duration', async () => {
    const response = await fetch(`${gateway.url}/imovel/um-imovel-que-nao-existe`);
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await response.text();

    const [gatewayLine] = await linesOf(requestId, gatewayLog.lines);
    expect(gatewayLine).toMatchObject({ level: 'info', process: 'gateway', requestId, method: 'GET', route: '/imovel/:slug', status: 404 });
    expect(new Date(gatewayLine?.time ?? '').toISOString()).toBe(gatewayLine?.time);
    expect(gatewayLine?.durationMs).toBeGreaterThan(0);
    // The API's call for the page is logged under the page's id, by its pattern, never its path.
    const apiLines = await linesOf(requestId, apiLog.lines);
    expect(apiLines.map((line) => [line.process, line.route, line.status])).toContainEqual(['api', '/api/properties/slug/:slug', 404]);
    for (const line of [...requestLines(apiLog.lines), ...requestLines(gatewayLog.lines)]) {
      expect(line.route).not.toContain('um-imovel-que-nao-existe');
    }
  });

  it('follow an id sent by a trusted proxy into the API, and answer it back', async () => {
    const requestId = 'proxy-5f0c2a7e-0001';
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({ query: 'query AgencyName { company { name } }', operationName: 'AgencyName' }),
    });
    expect(response.headers.get('x-request-id')).toBe(requestId);
    await response.json();
    const [gatewayLine] = await linesOf(requestId, gatewayLog.lines);
    expect(gatewayLine).toMatchObject({ process: 'gateway', route: '/graphql', method: 'POST', status: 200 });
    expect((await linesOf(requestId, apiLog.lines)).every((line) => line.process === 'api')).toBe(true);
  });

  it('replace an id that could write into the log', async () => {
    const response = await fetch(`${gateway.url}/health/live`, { headers: { 'x-request-id': 'curto' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hold no personal datum of a contact message or a sign-in, in either process', async () => {
    const person = {
      name: 'Zuleica Marimbondo Tavares',
      email: 'zuleica.marimbondo@exemplo.com.br',
      phone: '(11) 98765-4321',
      message: 'Quero visitar o sobrado azul da rua Xingu-7Q',
    };
    const contact = await graphql<{ sendContactMessage: { ok: boolean } }>(gateway.url, SEND_CONTACT_MESSAGE, { input: person });
    expect(contact.data?.sendContactMessage.ok).toBe(true);
    const wrongPassword = 'senha-errada-Kq81z';
    await graphql(gateway.url, LOGIN, { email: ADMIN_EMAIL, password: wrongPassword });
    const signedIn = await graphql<{ login: { session: { token: string } | null } }>(gateway.url, LOGIN, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    const token = signedIn.data?.login.session?.token ?? '';
    expect(token).not.toBe('');
    await fetch(`${gateway.url}/?busca=${encodeURIComponent(person.email)}`).then((answer) => answer.text());
    await new Promise((resolve) => setTimeout(resolve, 100));

    const everything = [...apiLog.lines, ...gatewayLog.lines].join('\n');
    for (const secret of [
      person.name,
      'Zuleica',
      person.email,
      'zuleica.marimbondo',
      person.phone,
      '98765-4321',
      person.message,
      'Xingu-7Q',
    ]) {
      expect(everything).not.toContain(secret);
    }
    for (const secret of [ADMIN_EMAIL, ADMIN_PASSWORD, wrongPassword, token]) expect(everything).not.toContain(secret);
    // Every line, of every kind, is JSON.
    expect(() => parsedLines(apiLog.lines)).not.toThrow();
    expect(() => parsedLines(gatewayLog.lines)).not.toThrow();
    // The sign-in was logged, as a request to the sign-in route of the API.
    expect(requestLines(apiLog.lines).map((line) => line.route)).toContain('/api/auth');
  });
});
