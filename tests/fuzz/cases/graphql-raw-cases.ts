/**
 * Cases for `/graphql` that are not the web app's operations: bodies that do not parse, documents nested deep, over the
 * token, alias and directive limits, batches, persisted-query hashes, wrong content types and methods, GET requests,
 * bodies over 1 MB.
 */
import fc from 'fast-check';
import { percentEncode } from '../values/addresses.js';
import { deepJsonBody, hostileFormBody } from '../values/bodies.js';
import { hostileJson, hostileString } from '../values/hostile-values.js';
import { forwardedFor, forwardedHeaders } from '../values/identity.js';
import { deepJsonToken, looseJsonText } from '../values/json-text.js';
import { wireRequest, type FuzzCase, type HeaderLine } from './fuzz-case.js';
import { garbledHeaderLines, otherMethod } from './request-parts.js';

const JSON_TYPE: HeaderLine = ['Content-Type', 'application/json'];

/** Documents that test the parser and the operation limits. */
const HOSTILE_DOCUMENTS: readonly string[] = [
  '{ __typename }',
  '{ properties { total',
  '{ ' + 'properties { items { '.repeat(30) + '}'.repeat(60),
  '{ ' + 'a: __typename '.repeat(200) + '}',
  '{ __typename ' + '@include(if: true) '.repeat(50) + '}',
  'query { __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }',
  'fragment A on Query { ...B } fragment B on Query { ...A } { ...A }',
  'query A { __typename } query B { __typename }',
  'subscription { __typename }',
  'mutation { __typename }',
  '{ postalCode(cep: "13025000") { city } a: postalCode(cep: "01001000") { city } }',
  '{ properties(page: 2147483647, perPage: 2147483647) { total items { id } } }',
  '{ properties(page: -2147483648) { total } }',
  '{ properties(filter: { city: "' + 'ç'.repeat(5000) + '" }) { total } }',
  '{ property(slug: "../../api/users") { id } }',
  '{ property(slug: "%2e") { id } }',
  '{ doesNotExist }',
  '{ __type(name: "Query") { name } }',
  '# only a comment',
  '',
  '\u0000',
  '{ __typename ' + '#'.repeat(900_000) + '\n}',
  '{ ' + '__typename '.repeat(1500) + '}',
  '{ properties(filter: ' + '['.repeat(600) + ']'.repeat(600) + ') { total } }',
  'query ($a: Int = 1e999) { properties(page: $a) { total } }',
  '{ properties(page: 1.5) { total } }',
  '{ properties(page: "1") { total } }',
  'query($v: String) { property(slug: $v) { id } }',
];

/** Bodies around the document: what goes with it and how it is wrapped. */
function payloadAround(document: string): fc.Arbitrary<{ note: string; text: string }> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant({ note: 'document', text: JSON.stringify({ query: document }) }) },
    {
      weight: 2,
      arbitrary: hostileJson.map((variables) => ({
        note: 'document with hostile variables',
        text: looseJsonText({ query: document, variables }),
      })),
    },
    { weight: 1, arbitrary: fc.constant({ note: 'batch of two', text: JSON.stringify([{ query: document }, { query: document }]) }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { note: 'query not a string', text: JSON.stringify({ query: 123 }) },
        { note: 'query null', text: JSON.stringify({ query: null }) },
        { note: 'query a list', text: JSON.stringify({ query: [document] }) },
        { note: 'variables a string', text: JSON.stringify({ query: document, variables: '{"a":1}' }) },
        { note: 'variables a list', text: JSON.stringify({ query: document, variables: [1, 2] }) },
        { note: 'extensions a string', text: JSON.stringify({ query: document, extensions: 'x' }) },
        {
          note: 'persisted query unknown',
          text: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }),
        },
        {
          note: 'persisted query hash wrong',
          text: JSON.stringify({ query: document, extensions: { persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } } }),
        },
        {
          note: 'persisted query version 99',
          text: JSON.stringify({ query: document, extensions: { persistedQuery: { version: 99, sha256Hash: 5 } } }),
        },
        {
          note: 'deep variables',
          text: looseJsonText({
            query: 'query($f: PropertyFilter) { properties(filter: $f) { total } }',
            variables: { f: deepJsonToken(5000, 'object') },
          }),
        },
      ),
    },
  );
}

const documentCase: fc.Arbitrary<FuzzCase> = fc
  .record({
    document: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...HOSTILE_DOCUMENTS) }, { weight: 1, arbitrary: hostileString }),
    address: forwardedFor,
  })
  .chain(({ document, address }) =>
    payloadAround(document).map((payload): FuzzCase => ({
      family: 'graphql raw document',
      note: `${payload.note}: ${document.slice(0, 80)}`,
      expect: 'graphql',
      copies: 1,
      build: () =>
        wireRequest({
          target: 'gateway',
          method: 'POST',
          path: '/graphql',
          headers: [JSON_TYPE, ...forwardedHeaders(address)],
          body: payload.text,
        }),
    })),
  );

/** Bodies that are not a GraphQL request at all: broken JSON, wrong types, lying framing, deep JSON. */
const bodyCase: fc.Arbitrary<FuzzCase> = fc
  .record({
    body: fc.oneof(
      { weight: 5, arbitrary: hostileFormBody([{ name: 'query', accepted: ['{ __typename }'] }]) },
      { weight: 1, arbitrary: deepJsonBody },
    ),
    preflight: fc.boolean(),
  })
  .map(({ body, preflight }): FuzzCase => ({
    family: 'graphql raw body',
    note: `${body.note}${preflight ? ', with preflight header' : ''}`,
    expect: 'graphql',
    copies: 1,
    build: () =>
      wireRequest({
        target: 'gateway',
        method: 'POST',
        path: '/graphql',
        headers: [...body.headers, ...(preflight ? [['apollo-require-preflight', '1'] as HeaderLine] : [])],
        rawHeaderLines: body.rawHeaderLines,
        body: body.body,
        contentLength: body.contentLength,
        cutBodyAt: body.cutBodyAt,
      }),
  }));

/** GET requests with the operation in the address (mutations too), with or without the preflight header. */
const getCase: fc.Arbitrary<FuzzCase> = fc
  .record({
    document: fc.constantFrom(
      '{ __typename }',
      'mutation { logout { ok } }',
      '{ properties { total } }',
      ...HOSTILE_DOCUMENTS.slice(0, 12),
    ),
    variables: fc.option(hostileJson, { freq: 2 }),
    preflight: fc.boolean(),
    raw: fc.boolean(),
  })
  .map(({ document, variables, preflight, raw }): FuzzCase => {
    const variablesText = variables === null ? '' : `&variables=${percentEncode(looseJsonText(variables))}`;
    const query = raw ? document.replace(/ /g, '+') : percentEncode(document);
    return {
      family: 'graphql GET',
      note: `${preflight ? 'with' : 'without'} preflight header${raw ? ', document not encoded' : ''}`,
      expect: 'graphql',
      copies: 1,
      build: () =>
        wireRequest({
          target: 'gateway',
          method: 'GET',
          path: `/graphql?query=${query}${variablesText}`,
          headers: preflight ? [['apollo-require-preflight', '1']] : [],
        }),
    };
  });

/** Other methods, bodies over 1 MB, and garbled headers on `/graphql`. */
const envelopeCase: fc.Arbitrary<FuzzCase> = fc
  .record({
    kind: fc.constantFrom('method', 'oversized', 'garbled', 'no content type'),
    method: otherMethod,
    garbled: garbledHeaderLines,
  })
  .map(({ kind, method, garbled }): FuzzCase => {
    const simple = JSON.stringify({ query: '{ __typename }' });
    const build = () => {
      if (kind === 'method') return wireRequest({ target: 'gateway', method, path: '/graphql', headers: [JSON_TYPE], body: simple });
      if (kind === 'oversized') {
        const padded = JSON.stringify({ query: `{ __typename }${' '.repeat(1_100_000)}` });
        return wireRequest({ target: 'gateway', method: 'POST', path: '/graphql', headers: [JSON_TYPE], body: padded });
      }
      if (kind === 'garbled')
        return wireRequest({
          target: 'gateway',
          method: 'POST',
          path: '/graphql',
          headers: [JSON_TYPE],
          rawHeaderLines: garbled,
          body: simple,
        });
      return wireRequest({ target: 'gateway', method: 'POST', path: '/graphql', body: simple });
    };
    return {
      family: 'graphql envelope',
      note: kind === 'method' ? `method ${method.slice(0, 20)}` : kind,
      expect: 'graphql',
      copies: 1,
      build,
    };
  });

export const GRAPHQL_RAW_SLOTS: readonly { family: string; cases: fc.Arbitrary<FuzzCase> }[] = [
  { family: 'graphql raw document', cases: documentCase },
  { family: 'graphql raw document', cases: documentCase },
  { family: 'graphql raw body', cases: bodyCase },
  { family: 'graphql raw body', cases: bodyCase },
  { family: 'graphql GET', cases: getCase },
  { family: 'graphql envelope', cases: envelopeCase },
];
