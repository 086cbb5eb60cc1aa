/**
 * The hostile values every generator draws from: numbers at and past the edges of 32-bit and double precision,
 * strings with control bytes, unicode, injections and traversals, huge strings, deep JSON, and wrong types.
 * None holds the markers the checks look for in answers (`/work/`, `node_modules`, `    at `), so an answer that
 * echoes a value back is never taken for a leak.
 */
import fc from 'fast-check';
import { deepJsonToken, type LooseJson } from './json-text.js';

/** Numbers at the edges: 32-bit bounds, the largest doubles, negative zero, fractions where whole numbers are due. */
const EDGE_NUMBERS: readonly number[] = [
  0,
  -0,
  1,
  -1,
  2,
  10,
  100,
  101,
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  4294967296,
  200000000,
  99999999999,
  9007199254740991,
  2 ** 53,
  1e15,
  1e21,
  1e308,
  -1e308,
  5e-324,
  0.5,
  1.5,
  -0.0001,
  3.14159,
];

/** Texts of numbers that are not plain numbers, for query strings and form fields. */
export const NUMBER_LIKE_TEXTS: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e309',
  '-1e308',
  '0x10',
  '0b11',
  '1_000',
  '1,5',
  '1.5',
  '-1',
  '-0',
  '+1',
  '00001',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '١٢٣',
  '１２',
  ' 1',
  '1 ',
  '1e-7',
  '.5',
  '5.',
  '0.0.1',
  '',
];

/** Short strings that have broken parsers, validators, databases and templates before. */
const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t',
  '\r\n',
  '\n\n\n',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  '0',
  '-1',
  'NaN',
  "' OR '1'='1",
  "'; DROP TABLE properties; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10)',
  '%',
  '_',
  '\\',
  '\\\\',
  '%00',
  '%',
  '%ZZ',
  '%C0%AE',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '#{7*7}',
  '<%= 7*7 %>',
  '%s%s%s%n',
  '%d',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '....//....//etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '..%2f..%2f',
  '%252e%252e%252f',
  '/etc/passwd\u0000.jpg',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  '\u0000',
  '\u0001',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\u200b',
  '\u200e',
  '\u202e',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\ud800',
  '\udfff',
  '\ud83c\udfe0',
  '🏠🔥💥',
  '👨‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  'Z̴̡̢̛̗̘̙̜̝̞̟̠̀́̂̃̄̅',
  'ção ñ ü ß',
  'Ａ',
  'İstanbul',
  'ǅ',
  'ﬃ',
  '名前',
  'اسم',
  'שם',
  'имя',
  '𝕳𝖊𝖑𝖑𝖔',
  '\u0130\u0131',
  'admin@imobiliaria.local',
  'a@b',
  '@',
  'a@b@c',
  'user@[127.0.0.1]',
  '"@"@x.com',
  'x'.repeat(64) + '@' + 'y'.repeat(250) + '.com',
  '13025000',
  '13025-000',
  '00000-000',
  '99999999',
  '1302500',
  '130250000',
  'V-1-2026',
  'casa-1',
  '.',
  '..',
  '...',
  '/',
  '//',
  '?',
  '#',
  '&',
  '=',
  '+',
  ';',
  ',',
  '*',
  '~',
  '@',
  '|',
  '`',
  '$',
  '()',
  '0e1',
  'infinity',
  'true; rm -rf /',
  '$(id)',
  '`id`',
];

/** How many times a unit repeats in a huge string: around the limits (254, 2000, 5000, 16 KB, 64 KB) and past them. */
const HUGE_LENGTHS: readonly number[] = [255, 501, 2001, 5001, 16_385, 65_537, 100_000];
const HUGE_UNITS: readonly string[] = ['a', 'ç', '🏠', '\u0000', '%', '../', ' ', '<', 'é\u0301', '9'];

/** A huge string: one unit repeated, at most ~400 KB. */
const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...HUGE_UNITS), fc.constantFrom(...HUGE_LENGTHS))
  .map(([unit, times]) => unit.repeat(times));

/** Any string: short nasty ones most often, random unicode (lone surrogates included), huge ones sometimes. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(...NUMBER_LIKE_TEXTS) },
  { weight: 1, arbitrary: hugeString },
);

/** Any number JSON can carry: edges most often, then arbitrary integers and doubles. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
);

/** JSON nested 8 to 5,000 levels deep, as a raw token (see `json-text.ts`). */
const deepValue: fc.Arbitrary<LooseJson> = fc
  .tuple(fc.constantFrom(8, 64, 512, 5000), fc.constantFrom<'array' | 'object'>('array', 'object'))
  .map(([depth, shape]) => deepJsonToken(depth, shape));

/** Any JSON value, hostile at every level. */
export const hostileJson: fc.Arbitrary<LooseJson> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 4, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber, fc.constant(null)), { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', '', 'a'), fc.string({ maxLength: 8 })),
      hostileNumber,
      {
        maxKeys: 4,
      },
    ),
  },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 5000 }, (_, index) => index)) },
);

/**
 * Tokens that are not JSON but that careless writers and some parsers accept. A value rendered as one of these
 * makes the body invalid JSON at that spot (see `json-text.ts`).
 */
const NOT_JSON_TOKENS: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  'undefined',
  '0x10',
  "'text'",
  '01',
  '.5',
  '+1',
];
export const notJsonToken: fc.Arbitrary<string> = fc.constantFrom(...NOT_JSON_TOKENS);

/** Ids: real-looking small ones and everything an id must refuse. Never `1`, the administrator the run signs in as. */
export const hostileId: fc.Arbitrary<string> = fc.constantFrom(
  '2',
  '3',
  '4',
  '5',
  '7',
  '12',
  '0',
  '-1',
  '-2147483648',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '1e308',
  '1.5',
  'abc',
  '',
  ' ',
  '0x1',
  '2 OR 1=1',
  '../2',
  '%2e%2e',
  '2/../3',
  '२',
  '٣',
  '３',
  '2\u0000',
  'null',
  'NaN',
  'Infinity',
  'a'.repeat(3000),
);
