/**
 * Cases for the GraphQL multipart requests (file uploads) on the gateway's `/graphql`: the web app's upload
 * operations with `operations` and `map` right, invalid JSON, or pointing anywhere, followed by file parts; parts in
 * the wrong order or missing; and every breakage of `multipart-shapes.ts` (boundaries, part headers, NUL bytes, cuts).
 */
import fc from 'fast-check';
import { hostileJson } from '../values/hostile-values.js';
import { forwardedFor, forwardedHeaders } from '../values/identity.js';
import { looseJsonText } from '../values/json-text.js';
import { fieldPart, type MultipartPart } from '../values/multipart.js';
import { wireRequest, type FuzzCase, type HeaderLine } from './fuzz-case.js';
import { SITE_OPERATIONS, variablesOf, type SiteOperation } from './graphql-operation-cases.js';
import { assembled, drawnFile, partOfFile } from './multipart-shapes.js';

/** The web app's operations that take files, with the variables the files go to. */
const UPLOAD_OPERATIONS: readonly { name: string; fileVariables: readonly string[] }[] = [
  { name: 'RegisterProperty', fileVariables: ['mainImage', 'otherImages.0', 'otherImages.1', 'otherImages.2'] },
  { name: 'CreateProperty', fileVariables: ['mainImage', 'otherImages.0'] },
  { name: 'UpdateProperty', fileVariables: ['mainImage', 'otherImages.0'] },
  { name: 'CreateBroker', fileVariables: ['photo'] },
  { name: 'UpdateBroker', fileVariables: ['photo'] },
  { name: 'CreateContractTemplate', fileVariables: ['file'] },
  { name: 'UpdateContractTemplate', fileVariables: ['file'] },
];

/** `operations` as sent: the operation with its files' variables null, or JSON that breaks, or JSON of another shape. */
function operationsField(operation: SiteOperation, fileVariables: readonly string[]): fc.Arbitrary<{ note: string; text: string }> {
  const proper = variablesOf(operation).map((variables) => {
    for (const path of fileVariables) {
      const [name, index] = path.split('.');
      if (name === undefined) continue;
      if (index === undefined) variables[name] = null;
      else variables[name] = [null, null, null];
    }
    return { note: 'operations', text: looseJsonText({ query: operation.text, variables }) };
  });
  return fc.oneof(
    { weight: 6, arbitrary: proper },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom('{bad', '', '{"query":', '[', 'null', '"x"', '{"query":"{ __typename }"}garbage')
        .map((text) => ({ note: 'invalid operations JSON', text })),
    },
    { weight: 1, arbitrary: hostileJson.map((value) => ({ note: 'operations of another shape', text: looseJsonText(value) })) },
    { weight: 1, arbitrary: proper.map(({ text }) => ({ note: 'batched operations', text: `[${text},${text}]` })) },
  );
}

/** `map` as sent: the files to their variables, or JSON that breaks, or paths that lead anywhere. */
function mapField(fileVariables: readonly string[]): fc.Arbitrary<{ note: string; text: string }> {
  const proper = Object.fromEntries(fileVariables.map((path, index) => [String(index), [`variables.${path}`]]));
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({ note: 'map', text: JSON.stringify(proper) }) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom('{bad', '', '[', 'null', '{"0":', '{"0":"variables.mainImage"}')
        .map((text) => ({ note: 'invalid map JSON', text })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom<Record<string, unknown>>(
          { 0: ['variables.doesNotExist'] },
          { 0: ['variables.input.title'] },
          { 0: ['variables.__proto__.polluted'] },
          { 0: ['variables.mainImage', 'variables.mainImage', 'variables.otherImages.0'] },
          { 0: ['variables.otherImages.99999999'] },
          { 0: ['variables'] },
          { 0: [''] },
          { 0: [] },
          { '': ['variables.mainImage'] },
          { 0: ['variables.mainImage'], 1: ['variables.mainImage'] },
          Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [String(index), ['variables.otherImages.0']])),
        )
        .map((map) => ({ note: 'map pointing elsewhere', text: JSON.stringify(map) })),
    },
  );
}

type PartOrder = 'operations, map, files' | 'map first' | 'files first' | 'no map' | 'no operations' | 'operations twice';
const partOrder = fc.constantFrom<PartOrder>(
  'operations, map, files',
  'operations, map, files',
  'operations, map, files',
  'map first',
  'files first',
  'no map',
  'no operations',
  'operations twice',
);

function ordered(order: PartOrder, operations: MultipartPart, map: MultipartPart, files: MultipartPart[]): MultipartPart[] {
  switch (order) {
    case 'operations, map, files':
      return [operations, map, ...files];
    case 'map first':
      return [map, operations, ...files];
    case 'files first':
      return [...files, operations, map];
    case 'no map':
      return [operations, ...files];
    case 'no operations':
      return [map, ...files];
    case 'operations twice':
      return [operations, operations, map, ...files];
  }
}

function uploadCase(upload: (typeof UPLOAD_OPERATIONS)[number]): fc.Arbitrary<FuzzCase> {
  const operation = SITE_OPERATIONS.find((candidate) => candidate.name === upload.name);
  if (operation === undefined) throw new Error(`A operação ${upload.name} não está em web/src/gql/graphql.ts.`);
  const fileFields = upload.fileVariables.map((_, index) => String(index));
  const form = fc
    .record({
      operations: operationsField(operation, upload.fileVariables),
      map: mapField(upload.fileVariables),
      files: fc.array(drawnFile(fileFields), { maxLength: 4 }),
      order: partOrder,
    })
    .map(({ operations, map, files, order }) => ({
      note: `${operations.note}, ${map.note}, ${order}, files: ${files.map((file) => `${file.field.slice(0, 20)}=${file.content.note}`).join('; ') || 'none'}`,
      parts: ordered(order, fieldPart('operations', operations.text), fieldPart('map', map.text), files.map(partOfFile)),
    }));
  return fc
    .record({
      body: assembled(form),
      preflight: fc.oneof({ weight: 8, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      address: forwardedFor,
    })
    .map(({ body, preflight, address }): FuzzCase => ({
      family: `graphql multipart ${upload.name}`,
      note: `${body.note}${preflight ? '' : ', without preflight header'}`,
      expect: 'graphql',
      copies: 1,
      build: () =>
        wireRequest({
          target: 'gateway',
          method: 'POST',
          path: '/graphql',
          headers: [
            ['Content-Type', body.contentType],
            ...(preflight ? [['apollo-require-preflight', '1'] as HeaderLine] : []),
            ...forwardedHeaders(address),
          ],
          body: body.body,
          cutBodyAt: body.cutBodyAt,
        }),
    }));
}

export const GRAPHQL_MULTIPART_SLOTS: readonly { family: string; cases: fc.Arbitrary<FuzzCase> }[] = UPLOAD_OPERATIONS.map((upload) => ({
  family: `graphql multipart ${upload.name}`,
  cases: uploadCase(upload),
}));
