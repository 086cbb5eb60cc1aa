/**
 * Hostile addresses: path segments with traversal and encoded slashes, query strings with wrong, repeated,
 * nested and over-long parameters, each encoded as a client would, half-encoded, or raw.
 */
import fc from 'fast-check';
import { hostileString, NUMBER_LIKE_TEXTS } from './hostile-values.js';

/** Segments that try to leave their place in a path, or that routers and file systems treat specially. */
export const TRAVERSAL_SEGMENTS: readonly string[] = [
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '%2e%2e%2f',
  '%2e%2e/',
  '..%2f',
  '..%2F..%2F',
  '%2f',
  '%2F',
  '%5c',
  '..%5c',
  '%252e%252e%252f',
  '%c0%ae%c0%ae%c0%af',
  '%00',
  '..%00',
  '.%00.',
  '%u002e',
  '.%2e',
  '%2e.',
  '...',
  '....',
  '.../',
  '..;',
  ';',
  '%3b',
  '%3f',
  '%23',
  '~',
  '%7e',
  '',
  '%20',
  '+',
  '%ZZ',
  '%',
  '%e2%80%ae',
  '%ef%bf%bf',
  '%ff',
  '%c3%28',
  'con',
  'nul',
  'aux',
  'index.html',
  '.env',
  '.git',
  'api',
  'graphql',
  'images',
  'health',
  '%2fapi%2fhealth',
  '..%2f..%2fapi%2fhealth',
  '%2e%2e%2f%2e%2e%2fapi%2fusers',
];

/**
 * `encodeURIComponent` for any string: a lone surrogate (which it refuses) is written as the three bytes UTF-8 would
 * give its code unit, an invalid sequence a server must cope with.
 */
export function percentEncode(value: string): string {
  let encoded = '';
  // The iterator gives whole code points, and a lone surrogate as a single unit.
  for (const character of value) {
    const code = character.charCodeAt(0);
    encoded += character.length === 1 && code >= 0xd800 && code <= 0xdfff ? loneSurrogateBytes(code) : encodeURIComponent(character);
  }
  return encoded;
}

function loneSurrogateBytes(code: number): string {
  const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
  return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
}

/** How a value goes into an address: percent-encoded, raw, or with only some characters encoded. */
export type Encoding = 'encoded' | 'raw' | 'partial';

export function encodeAs(value: string, encoding: Encoding): string {
  if (encoding === 'encoded') return percentEncode(value);
  if (encoding === 'partial') return value.replace(/[ #?&]/g, (character) => encodeURIComponent(character));
  return value;
}

export const encoding: fc.Arbitrary<Encoding> = fc.constantFrom<Encoding>('encoded', 'encoded', 'encoded', 'partial', 'raw');

/** A path segment: a traversal, a hostile value (encoded as drawn), or a plausible one given by the caller. */
export function hostileSegment(plausible: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: plausible },
    { weight: 3, arbitrary: fc.constantFrom(...TRAVERSAL_SEGMENTS) },
    { weight: 3, arbitrary: fc.tuple(hostileString, encoding).map(([value, how]) => encodeAs(value, how)) },
    { weight: 1, arbitrary: fc.constantFrom(...TRAVERSAL_SEGMENTS).map((segment) => `${segment}/${segment}/x`) },
  );
}

/** A value for a known parameter: one it accepts, an edge number, or anything. */
function parameterValue(accepted: readonly string[]): fc.Arbitrary<string> {
  const accepts = accepted.length > 0 ? fc.constantFrom(...accepted) : fc.constant('1');
  return fc.oneof(
    { weight: 3, arbitrary: accepts },
    { weight: 2, arbitrary: fc.constantFrom(...NUMBER_LIKE_TEXTS) },
    { weight: 4, arbitrary: hostileString },
  );
}

export interface ParameterSpec {
  name: string;
  /** Values the call accepts, for the cases that keep some parameters right. */
  accepted: readonly string[];
}

/** Query pairs (already encoded as drawn): known parameters, repeated, nested, as lists, unknown ones, floods. */
export function queryPairs(parameters: readonly ParameterSpec[]): fc.Arbitrary<[string, string][]> {
  const known = parameters.length > 0 ? fc.constantFrom(...parameters) : fc.constant({ name: 'q', accepted: [] });
  const pair = fc.oneof(
    {
      weight: 6,
      arbitrary: known.chain((parameter) =>
        fc
          .tuple(parameterValue(parameter.accepted), encoding)
          .map(([value, how]): [string, string] => [parameter.name, encodeAs(value, how)]),
      ),
    },
    {
      weight: 1,
      arbitrary: known
        .chain((parameter) =>
          fc.constantFrom(
            `${parameter.name}[]`,
            `${parameter.name}[0]`,
            `${parameter.name}[a][b][c][d][e][f][g]`,
            `${parameter.name}[99999999]`,
          ),
        )
        .map((name): [string, string] => [name, '1']),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileString, hostileString)
        .map(([name, value]): [string, string] => [percentEncode(name), percentEncode(value)]),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<[string, string]>(
        ['__proto__[x]', '1'],
        ['constructor[prototype][x]', '1'],
        ['', ''],
        ['=', '='],
        ['&&', ''],
      ),
    },
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.array(pair, { maxLength: 6 }) },
    // A flood of parameters; short ones, or the address would not fit in memory.
    {
      weight: 1,
      arbitrary: pair.map(([name, value]) => Array.from({ length: 1500 }, (): [string, string] => [name.slice(0, 40), value.slice(0, 40)])),
    },
    { weight: 1, arbitrary: known.map((parameter): [string, string][] => [[parameter.name, 'a'.repeat(20_000)]]) },
  );
}
