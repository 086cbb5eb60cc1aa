/**
 * Hostile bodies for the calls that read a small form (JSON or form-encoded): fields with wrong types and edge values,
 * bodies that are not objects, JSON that does not parse, wrong or lying content types and encodings, bodies over the
 * limit, cut short, or framed by a Content-Length that does not match.
 */
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { HeaderLine } from '../cases/fuzz-case.js';
import { percentEncode } from './addresses.js';
import { hostileJson, hostileString, notJsonToken } from './hostile-values.js';
import { deepJsonText, looseJsonText, RawToken, type JsonValue, type LooseJson } from './json-text.js';

export interface FieldSpec {
  name: string;
  /** Values the call accepts for the field, for the cases that keep some fields right. */
  accepted: readonly JsonValue[];
}

/** A body with how it is framed and described. */
export interface BodyChoice {
  note: string;
  body: Buffer;
  headers: HeaderLine[];
  /** Lines added to the head as they are (two Content-Lengths, a chunked encoding beside one…). */
  rawHeaderLines: string[];
  contentLength: 'auto' | 'none' | number;
  cutBodyAt?: number;
}

function jsonBody(note: string, text: string | Buffer, contentType = 'application/json'): BodyChoice {
  const body = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  return { note, body, headers: [['Content-Type', contentType]], rawHeaderLines: [], contentLength: 'auto' };
}

/** One field's value: absent, accepted, anything, or a token that is not JSON. */
function fieldValue(field: FieldSpec): fc.Arbitrary<LooseJson | undefined> {
  const accepted = field.accepted.length > 0 ? fc.constantFrom(...field.accepted) : fc.constant<JsonValue>('x');
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: accepted },
    { weight: 4, arbitrary: hostileJson },
    { weight: 1, arbitrary: notJsonToken.map((token) => new RawToken(token)) },
  );
}

/** An object of the form's fields, each drawn on its own, and now and then an unknown or dangerous key. */
function formObject(fields: readonly FieldSpec[]): fc.Arbitrary<{ [key: string]: LooseJson }> {
  const values = fc.tuple(...fields.map((field) => fieldValue(field)));
  const extra = fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'id', 'is_admin', 'role', 'x'.repeat(300)), hostileJson), {
    freq: 5,
  });
  return fc.tuple(values, extra).map(([drawn, unknown]) => {
    const object: { [key: string]: LooseJson } = {};
    fields.forEach((field, index) => {
      const value = drawn[index];
      if (value !== undefined) object[field.name] = value;
    });
    if (unknown !== null)
      Object.defineProperty(object, unknown[0], { value: unknown[1], enumerable: true, writable: true, configurable: true });
    return object;
  });
}

const BROKEN_JSON_TEXTS: readonly string[] = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '\uFEFF{}',
  '{"a":1}garbage',
  '[',
  'nul',
  '{"a":"\\x"}',
  '{"a":"\\u12"}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":1, "a":2, "a":3}',
  '"just a string"',
  '',
  ' ',
  '\u0000',
  '['.repeat(8000) + ']'.repeat(8000),
  '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
];

const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'application/json; charset=',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/x-www-form-urlencoded',
  '',
  'application/json, text/html',
  ';;;',
  'application/jsonp',
  'application/json\u0000',
  'application/vnd.api+json',
  '*/*',
];

/** A zip bomb in miniature: a few KB of gzip that inflate to 8 MB of spaces inside a JSON string. */
const INFLATING_BODY = gzipSync(Buffer.concat([Buffer.from('{"a":"'), Buffer.alloc(8 * 1024 * 1024, 0x20), Buffer.from('"}')]));

/** A hostile body for a call that reads `fields` from JSON or a form. */
export function hostileFormBody(fields: readonly FieldSpec[]): fc.Arbitrary<BodyChoice> {
  const object = formObject(fields);
  const text = object.map((value) => looseJsonText(value));
  return fc.oneof(
    { weight: 8, arbitrary: text.map((body) => jsonBody('json fields', body)) },
    { weight: 2, arbitrary: hostileJson.map((value) => jsonBody('json that is not an object', looseJsonText(value))) },
    { weight: 3, arbitrary: fc.constantFrom(...BROKEN_JSON_TEXTS).map((body) => jsonBody('broken json', body)) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => jsonBody('random bytes as json', Buffer.from(bytes))),
    },
    { weight: 3, arbitrary: urlencodedBody(fields) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(text, fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([body, type]) => jsonBody(`json sent as "${type}"`, body, type)),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(text, fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'gzip, gzip', 'identity', 'x')).map(encodedBody),
    },
    {
      weight: 1,
      arbitrary: fc.constant<BodyChoice>({
        ...jsonBody('gzip inflating to 8 MB', INFLATING_BODY),
        headers: [
          ['Content-Type', 'application/json'],
          ['Content-Encoding', 'gzip'],
        ],
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(17_000, 70_000, 1_200_000)
        .map((size) => jsonBody(`json of ${size} bytes`, JSON.stringify({ name: 'a'.repeat(size) }))),
    },
    { weight: 3, arbitrary: fc.tuple(text, framing).map(([body, frame]) => frame(jsonBody('json', body))) },
  );
}

function encodedBody([text, encoding]: [string, string]): BodyChoice {
  const choice = jsonBody(`json claiming Content-Encoding ${encoding}`, text);
  return { ...choice, headers: [...choice.headers, ['Content-Encoding', encoding]] };
}

/** The form's fields form-encoded, each value encoded, raw, or with broken percent sequences. */
function urlencodedBody(fields: readonly FieldSpec[]): fc.Arbitrary<BodyChoice> {
  const names = fields.length > 0 ? fields.map((field) => field.name) : ['a'];
  const pair = fc.tuple(fc.constantFrom(...names, 'a[b]', '__proto__', ''), hostileString, fc.constantFrom('encoded', 'raw', 'broken'));
  return fc.array(pair, { maxLength: 8 }).map((pairs) => {
    const body = pairs
      .map(([name, value, how]) => {
        const written = how === 'encoded' ? percentEncode(value) : how === 'raw' ? value : `${value}%E0%A4%A%ZZ%`;
        return `${percentEncode(name)}=${written}`;
      })
      .join('&');
    return jsonBody('form-encoded fields', body, 'application/x-www-form-urlencoded');
  });
}

/** A framing that lies: cut short, a Content-Length too small, too large, missing, doubled, negative, or chunks that break. */
const framing: fc.Arbitrary<(choice: BodyChoice) => BodyChoice> = fc.constantFrom(
  (choice: BodyChoice): BodyChoice => ({ ...choice, note: `${choice.note}, cut short`, cutBodyAt: Math.floor(choice.body.length / 2) }),
  (choice: BodyChoice): BodyChoice => ({
    ...choice,
    note: `${choice.note}, Content-Length too small`,
    contentLength: Math.floor(choice.body.length / 2),
  }),
  (choice: BodyChoice): BodyChoice => ({
    ...choice,
    note: `${choice.note}, Content-Length too large`,
    contentLength: choice.body.length + 1000,
    cutBodyAt: choice.body.length,
  }),
  (choice: BodyChoice): BodyChoice => ({ ...choice, note: `${choice.note}, no Content-Length`, contentLength: 'none' }),
  (choice: BodyChoice): BodyChoice => ({
    ...choice,
    note: `${choice.note}, two Content-Lengths`,
    rawHeaderLines: [`Content-Length: ${choice.body.length + 1}`],
  }),
  (choice: BodyChoice): BodyChoice => ({
    ...choice,
    note: `${choice.note}, Content-Length -1`,
    contentLength: 'none',
    rawHeaderLines: ['Content-Length: -1'],
  }),
  (choice: BodyChoice): BodyChoice => ({
    ...choice,
    note: `${choice.note}, Content-Length 1e3`,
    contentLength: 'none',
    rawHeaderLines: ['Content-Length: 1e3'],
  }),
  (choice: BodyChoice): BodyChoice => ({
    ...choice,
    note: `${choice.note}, chunked beside a Content-Length`,
    rawHeaderLines: ['Transfer-Encoding: chunked'],
  }),
  (choice: BodyChoice): BodyChoice => ({
    ...choice,
    note: `${choice.note}, chunk sizes that lie`,
    contentLength: 'none',
    rawHeaderLines: ['Transfer-Encoding: chunked'],
    body: Buffer.concat([Buffer.from('zz\r\n'), choice.body, Buffer.from('\r\nfffffff\r\nab\r\n0\r\n\r\n')]),
  }),
  (choice: BodyChoice): BodyChoice => ({
    ...choice,
    note: `${choice.note}, chunked and cut after the first chunk`,
    contentLength: 'none',
    rawHeaderLines: ['Transfer-Encoding: chunked'],
    body: Buffer.concat([Buffer.from(`${choice.body.length.toString(16)}\r\n`), choice.body, Buffer.from('\r\n')]),
    cutBodyAt: choice.body.length + 20,
  }),
);

/** A deep JSON text as a whole body (objects or arrays), at depths around a parser's stack. */
export const deepJsonBody: fc.Arbitrary<BodyChoice> = fc
  .tuple(fc.constantFrom(100, 1000, 5000), fc.constantFrom<'array' | 'object'>('array', 'object'))
  .map(([depth, shape]) => jsonBody(`json ${depth} levels deep`, deepJsonText(depth, shape)));
