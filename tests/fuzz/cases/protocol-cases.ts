/**
 * Cases below the routes, for both servers: request lines and headers Node's parser must refuse, framings that try to
 * smuggle a second request, TLS and HTTP/2 bytes on the plain port; and floods: many sign-ins, contact messages and
 * pages at once from one address.
 */
import fc from 'fast-check';
import type { Target } from '../http/wire.js';
import { apiKeyHeaders } from '../values/identity.js';
import { wireRequest, type Expectation, type FuzzCase, type LiveValues } from './fuzz-case.js';
import { garbledHeaderLines } from './request-parts.js';

const target = fc.constantFrom<Target>('api', 'gateway');
const PATHS: Record<Target, readonly string[]> = {
  api: ['/api/health', '/api/properties', '/api/auth', '/images/x.jpg', '/api/send-contact-email'],
  gateway: ['/', '/graphql', '/health', '/imovel/casa', '/sitemap.xml'],
};

function expectationOf(on: Target, path: string): Expectation {
  if (on === 'api') return 'api';
  return path.startsWith('/graphql') ? 'graphql' : 'site';
}

/** Heads as written: the request line and whatever follows it. */
const BROKEN_HEADS: readonly ((path: string) => string)[] = [
  () => 'GET',
  (path) => `GET ${path} HTTP/1.1 extra`,
  (path) => `GET  ${path} HTTP/1.1`,
  (path) => `GET ${path} HTTP/9.9`,
  (path) => `GET ${path} HTTP/1.0`,
  (path) => `GET ${path}\u0000 HTTP/1.1`,
  (path) => `GET ${path}\u0001 HTTP/1.1`,
  () => 'PRI * HTTP/2.0\r\n\r\nSM',
  () => 'CONNECT 127.0.0.1:80 HTTP/1.1',
  () => 'GET http://[::1 HTTP/1.1',
  () => 'GET * HTTP/1.1',
  () => 'OPTIONS * HTTP/1.1',
  (path) => `GET ${path}?${'a'.repeat(20_000)} HTTP/1.1`,
  (path) => `GET ${path}#frag HTTP/1.1`,
  (path) => `GET ${path} HTTP/1.1\r\nHost: a\r\nHost: b`,
  (path) => `GET ${path} http/1.1`,
  () => '\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\u0000\u00a1\u0003\u0003',
];

const brokenHeadCase: fc.Arbitrary<FuzzCase> = fc
  .record({ on: target, pathIndex: fc.nat(), head: fc.constantFrom(...BROKEN_HEADS) })
  .map(({ on, pathIndex, head }): FuzzCase => {
    const paths = PATHS[on];
    const path = paths[pathIndex % paths.length] ?? '/';
    const written = head(path);
    return {
      family: 'protocol broken head',
      note: `${on}: ${JSON.stringify(written.slice(0, 60))}`,
      expect: expectationOf(on, path),
      copies: 1,
      build: (live) => ({
        target: on,
        head: `${written}\r\nConnection: close${on === 'api' ? `\r\nX-API-Key: ${live.apiKey}` : ''}`,
        body: Buffer.alloc(0),
      }),
    };
  });

const garbledHeadersCase: fc.Arbitrary<FuzzCase> = fc
  .record({ on: target, pathIndex: fc.nat(), lines: garbledHeaderLines })
  .map(({ on, pathIndex, lines }): FuzzCase => {
    const paths = PATHS[on];
    const path = paths[pathIndex % paths.length] ?? '/';
    return {
      family: 'protocol garbled headers',
      note: `${on} ${path}: ${JSON.stringify(lines[0]?.slice(0, 40))}${lines.length > 1 ? ` and ${lines.length - 1} more` : ''}`,
      expect: expectationOf(on, path),
      copies: 1,
      build: (live) =>
        wireRequest({
          target: on,
          method: 'GET',
          path,
          headers: on === 'api' ? apiKeyHeaders({ kind: 'right' }, live) : [],
          rawHeaderLines: lines,
        }),
    };
  });

/** Framings that try to smuggle a second request behind the first. */
const SMUGGLING: readonly { note: string; lines: string[]; body: string }[] = [
  {
    note: 'TE and CL',
    lines: ['Transfer-Encoding: chunked', 'Content-Length: 4'],
    body: '0\r\n\r\nGET /api/users HTTP/1.1\r\nHost: x\r\n\r\n',
  },
  { note: 'xchunked', lines: ['Transfer-Encoding: xchunked'], body: '5\r\nhello\r\n0\r\n\r\n' },
  { note: 'space before colon', lines: ['Transfer-Encoding : chunked'], body: '0\r\n\r\n' },
  { note: 'CL list', lines: ['Content-Length: 0, 5'], body: 'hello' },
  { note: 'chunk extension flood', lines: ['Transfer-Encoding: chunked'], body: `5;${'a=b;'.repeat(5000)}\r\nhello\r\n0\r\n\r\n` },
  { note: 'trailer flood', lines: ['Transfer-Encoding: chunked'], body: `0\r\n${'X-T: 1\r\n'.repeat(3000)}\r\n` },
  { note: 'bare LF chunks', lines: ['Transfer-Encoding: chunked'], body: '5\nhello\n0\n\n' },
  { note: 'pipelined second request', lines: ['Content-Length: 0'], body: 'GET /api/users HTTP/1.1\r\nHost: x\r\n\r\n' },
];

const smugglingCase: fc.Arbitrary<FuzzCase> = fc
  .record({ on: target, pathIndex: fc.nat(), smuggle: fc.constantFrom(...SMUGGLING) })
  .map(({ on, pathIndex, smuggle }): FuzzCase => {
    const paths = PATHS[on];
    const path = paths[pathIndex % paths.length] ?? '/';
    return {
      family: 'protocol smuggling',
      note: `${on} ${path}: ${smuggle.note}`,
      expect: expectationOf(on, path),
      copies: 1,
      build: (live) =>
        wireRequest({
          target: on,
          method: 'POST',
          path,
          headers: [...(on === 'api' ? apiKeyHeaders({ kind: 'right' }, live) : []), ['Content-Type', 'application/json']],
          rawHeaderLines: smuggle.lines,
          body: smuggle.body,
          contentLength: 'none',
        }),
    };
  });

/** Many requests at once from one address: sign-ins (REST and GraphQL), contact messages, pages. */
interface Flood {
  note: string;
  on: Target;
  expect: Expectation;
  copies: number;
  build: (live: LiveValues, address: string) => ReturnType<typeof wireRequest>;
}

const FLOODS: readonly Flood[] = [
  {
    note: 'sign-ins through the API',
    on: 'api',
    expect: 'api',
    copies: 16,
    build: (live, address) =>
      wireRequest({
        target: 'api',
        method: 'POST',
        path: '/api/auth',
        headers: [...apiKeyHeaders({ kind: 'right' }, live), ['X-Forwarded-For', address], ['Content-Type', 'application/json']],
        body: JSON.stringify({ email: `visitante-${address}@exemplo.com`, password: 'senha-errada' }),
      }),
  },
  {
    note: 'sign-ins through GraphQL',
    on: 'gateway',
    expect: 'graphql',
    copies: 16,
    build: (_live, address) =>
      wireRequest({
        target: 'gateway',
        method: 'POST',
        path: '/graphql',
        headers: [
          ['X-Forwarded-For', address],
          ['Content-Type', 'application/json'],
        ],
        body: JSON.stringify({
          query: 'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { ok } }',
          variables: { email: 'admin@imobiliaria.local', password: 'senha-errada' },
        }),
      }),
  },
  {
    note: 'contact messages',
    on: 'api',
    expect: 'api',
    copies: 12,
    build: (live, address) =>
      wireRequest({
        target: 'api',
        method: 'POST',
        path: '/api/send-contact-email',
        headers: [...apiKeyHeaders({ kind: 'right' }, live), ['X-Forwarded-For', address], ['Content-Type', 'application/json']],
        body: JSON.stringify({ name: 'Ana', email: 'ana@exemplo.com', phone: '19991234567', message: 'Olá' }),
      }),
  },
  {
    note: 'home pages far apart',
    on: 'gateway',
    expect: 'site',
    copies: 8,
    build: (_live, address) =>
      wireRequest({ target: 'gateway', method: 'GET', path: `/?page=${address.length * 7919}`, headers: [['X-Forwarded-For', address]] }),
  },
];

const floodCase: fc.Arbitrary<FuzzCase> = fc
  .record({ flood: fc.constantFrom(...FLOODS), address: fc.ipV4() })
  .map(({ flood, address }): FuzzCase => ({
    family: `flood ${flood.note}`,
    note: `${flood.copies} at once from ${address}`,
    expect: flood.expect,
    copies: flood.copies,
    build: (live) => flood.build(live, address),
  }));

export const PROTOCOL_SLOTS: readonly { family: string; cases: fc.Arbitrary<FuzzCase> }[] = [
  { family: 'protocol broken head', cases: brokenHeadCase },
  { family: 'protocol garbled headers', cases: garbledHeadersCase },
  { family: 'protocol smuggling', cases: smugglingCase },
  { family: 'flood', cases: floodCase },
];
