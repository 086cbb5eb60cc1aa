/**
 * Pieces every family of cases shares: values of the running stack written as placeholders until the request is
 * built, methods other than the call's, addresses bent out of shape, and the extra headers a hostile client sends.
 */
import fc from 'fast-check';
import type { HeaderLine, LiveValues } from './fuzz-case.js';
import { hostileString } from '../values/hostile-values.js';
import { oneLine } from '../values/identity.js';

/** Placeholders for values only the running stack knows, replaced when the request is built. */
export const LIVE = { slug: '{{slug}}', image: '{{image}}', feedToken: '{{feedToken}}' } as const;

/** The placeholders in an address, in capitals too (a path bent to capitals asks for the value in capitals). */
export function withLiveValues(text: string, live: LiveValues): string {
  const values: [string, string][] = [
    [LIVE.slug, live.slug],
    [LIVE.image, live.imageFile],
    [LIVE.feedToken, live.feedToken],
  ];
  let written = text;
  for (const [placeholder, value] of values) {
    written = written.replaceAll(placeholder, value).replaceAll(placeholder.toUpperCase(), value.toUpperCase());
  }
  return written;
}

/** Another method than the call's: a neighbour, one no route takes, a lower-case or invented one. */
export const otherMethod: fc.Arbitrary<string> = fc.constantFrom(
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'get',
  'FOO',
  'M-SEARCH',
  'X'.repeat(200),
);

/** The call's method mostly, another now and then. */
export function methodFor(method: string): fc.Arbitrary<string> {
  return fc.oneof({ weight: 12, arbitrary: fc.constant(method) }, { weight: 1, arbitrary: otherMethod });
}

/** Ways of writing the same path that routers may read differently. */
const PATH_BENDS: readonly ((path: string) => string)[] = [
  (path) => path,
  (path) => `${path}/`,
  (path) => path.replace(/^\//, '//'),
  (path) => path.toUpperCase(),
  (path) => path.replaceAll('/', '%2f'),
  (path) => path.replace(/^\/(\w+)\//, '/$1/../$1/'),
  (path) => path.replace(/^\/(\w+)\//, '/$1/./'),
  (path) => `${path};jsessionid=1`,
  (path) => `${path}%00`,
  (path) => `${path}#fragment`,
  (path) => `http://127.0.0.1${path}`,
  (path) => `http://evil.example${path}`,
  (path) => `http://a:99999${path}`,
  (path) => `http://[::1${path}`,
  (path) => `https:${path}`,
  (path) => path.replaceAll('/', '\\'),
];

/** The path as written mostly, bent in one of `PATH_BENDS` now and then. */
export const pathBend: fc.Arbitrary<(path: string) => string> = fc.oneof(
  { weight: 10, arbitrary: fc.constant((path: string) => path) },
  { weight: 2, arbitrary: fc.constantFrom(...PATH_BENDS) },
);

/** One extra header a hostile or odd client sends (none most of the time). */
export const extraHeaders: fc.Arbitrary<HeaderLine[]> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<HeaderLine[]>([]) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom<HeaderLine>(
        ['Accept', 'text/html'],
        ['Accept', 'application/json'],
        ['Accept', '*/*;q=abc'],
        ['Accept-Encoding', 'gzip'],
        ['Accept-Encoding', 'br, gzip;q=0'],
        ['Accept-Encoding', 'x'.repeat(3000)],
        ['Accept-Language', 'pt-BR,pt;q=0.9,en;q=abc'],
        ['Range', 'bytes=0-0'],
        ['Range', 'bytes=999999999-'],
        ['Range', 'bytes=5-1,-1,0-'],
        ['If-None-Match', '*'],
        ['If-None-Match', '"x", W/"y"'],
        ['If-Modified-Since', 'not a date'],
        ['If-Modified-Since', 'Thu, 01 Jan 2970 00:00:00 GMT'],
        ['Origin', 'http://evil.example'],
        ['Origin', 'null'],
        ['Host', 'evil.example'],
        ['X-Forwarded-Proto', 'gopher'],
        ['X-Forwarded-Host', 'evil.example'],
        ['Cookie', 'a=b; c'],
        ['Expect', '100-continue'],
        ['Expect', 'the-unexpected'],
        ['Upgrade', 'websocket'],
        ['Connection', 'Upgrade, HTTP2-Settings'],
        ['Transfer-Encoding', 'identity'],
        ['Content-Type', 'application/json'],
        ['X-HTTP-Method-Override', 'DELETE'],
        ['apollo-require-preflight', '1'],
      )
      .map((header) => [header]),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('Accept', 'User-Agent', 'Referer', 'X-Request-Id'), hostileString)
      .map(([name, value]): HeaderLine[] => [[name, oneLine(value)]]),
  },
);

/** Garbled header lines: no colon, an empty name, a space before the colon, control bytes, a folded line, too many. */
export const garbledHeaderLines: fc.Arbitrary<string[]> = fc.constantFrom(
  ['X-No-Colon'],
  [': empty-name'],
  ['X-Space : before-colon'],
  ['X-Nul: a\u0000b'],
  ['X-Ctl: a\u0001b'],
  ['X-Folded: a', ' continued'],
  ['Content-Type: application/json', 'Content-Type: text/plain'],
  ['X-Big: ' + 'b'.repeat(20_000)],
  Array.from({ length: 2100 }, (_, index) => `X-H${index}: ${index}`),
  ['Ünïcode-Name: 1'],
  ['X-Value: ção 🏠'],
);
