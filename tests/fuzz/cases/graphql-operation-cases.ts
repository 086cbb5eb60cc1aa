/**
 * Cases for every GraphQL operation the web app sends (the typed documents of web/src/gql/graphql.ts), each with its
 * variables drawn from the schema's input types and made hostile, as a visitor, as the administrator, or with a
 * garbled token, from a drawn client address.
 */
import fc from 'fast-check';
import { buildSchema, Kind, print, typeFromAST, type DocumentNode, type GraphQLInputType, type OperationDefinitionNode } from 'graphql';
import { loadTypeDefs } from '../../../gateway/src/schema.js';
import * as typedDocuments from '../../../web/src/gql/graphql.js';
import { edgeValue, validValue } from '../values/edge-variables.js';
import { inputValue } from '../values/graphql-variables.js';
import { hostileId, hostileString } from '../values/hostile-values.js';
import { bearerChoice, bearerHeaders, forwardedFor, forwardedHeaders, type BearerChoice } from '../values/identity.js';
import { looseJsonText, type LooseJson } from '../values/json-text.js';
import { wireRequest, type FuzzCase } from './fuzz-case.js';
import { extraHeaders } from './request-parts.js';

/** The gateway's schema from its SDL files: the input types the variables are drawn from. */
const schema = buildSchema(loadTypeDefs().join('\n'));

export interface SiteOperation {
  name: string;
  text: string;
  definition: OperationDefinitionNode;
}

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;
}

/** Every operation of the web app, by name, with its document as sent. */
export const SITE_OPERATIONS: readonly SiteOperation[] = Object.values(typedDocuments).flatMap((value): SiteOperation[] => {
  if (!isDocument(value)) return [];
  const definition = value.definitions.find((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION);
  if (definition?.name === undefined) return [];
  return [{ name: definition.name.value, text: print(value), definition }];
});

/**
 * Operations the administrator's token would spoil the run with: signing out ends the session the other cases use,
 * a new feed token makes the live one stale; a deletion must only name records that do not exist.
 */
const NEVER_AS_STAFF = new Set(['Logout', 'RegeneratePortalFeedToken']);
const ONLY_UNKNOWN_IDS = new Set(['DeleteProperty']);
const unknownId = hostileId.filter((id) => !/^\d{1,2}$/.test(id));

/** The names of an operation's variables and their types in the schema. */
export function variableTypesOf(operation: SiteOperation): { names: string[]; types: (GraphQLInputType | undefined)[] } {
  const definitions = operation.definition.variableDefinitions ?? [];
  return {
    names: definitions.map((definition) => definition.variable.name.value),
    types: definitions.map((definition) => typeFromAST(schema, definition.type) as GraphQLInputType | undefined),
  };
}

/**
 * The variables of an operation: each drawn on its own, hostile at any level (two cases in three), or every one at the
 * simplest value its type takes but one at an edge (the third), which gets past the variables' coercion to the
 * resolvers and the API.
 */
export function variablesOf(operation: SiteOperation): fc.Arbitrary<{ [name: string]: LooseJson }> {
  const definitions = operation.definition.variableDefinitions ?? [];
  const idOverride = ONLY_UNKNOWN_IDS.has(operation.name) ? unknownId : undefined;
  const { names, types } = variableTypesOf(operation);
  const hostile = fc.tuple(...types.map((type) => (type === undefined ? fc.constant(undefined) : inputValue(type, 0, idOverride))));
  const stray = fc.option(fc.tuple(fc.constantFrom('unknownVariable', '__proto__', ''), hostileString), { freq: 8 });
  const eachHostile = fc.tuple(hostile, stray).map(([values, extra]) => {
    const variables: { [name: string]: LooseJson } = {};
    names.forEach((name, index) => {
      const value = values[index];
      if (value !== undefined) variables[name] = value;
    });
    if (extra !== null)
      Object.defineProperty(variables, extra[0], { value: extra[1], enumerable: true, writable: true, configurable: true });
    return variables;
  });
  if (definitions.length === 0) return eachHostile;
  const oneAtAnEdge = fc.nat({ max: definitions.length - 1 }).chain((chosen) => {
    const type = types[chosen];
    const edge = type === undefined ? fc.constant<LooseJson>(null) : edgeValue(type, idOverride);
    return edge.map((value) => {
      const variables: { [name: string]: LooseJson } = {};
      names.forEach((name, index) => {
        const simplest = types[index] === undefined ? undefined : validValue(types[index]);
        if (simplest !== undefined) variables[name] = simplest;
      });
      variables[names[chosen] ?? ''] = value;
      return variables;
    });
  });
  return fc.oneof({ weight: 2, arbitrary: eachHostile }, { weight: 1, arbitrary: oneAtAnEdge });
}

/** The operation name sent beside the document: its own mostly, a wrong one or none sometimes. */
const operationNameChoice = (name: string): fc.Arbitrary<LooseJson | undefined> =>
  fc.oneof(
    { weight: 10, arbitrary: fc.constant(name) },
    { weight: 1, arbitrary: fc.constantFrom<LooseJson | undefined>(undefined, null, 'Other', '', 5, ['x']) },
  );

function operationCase(operation: SiteOperation): fc.Arbitrary<FuzzCase> {
  const bearer: fc.Arbitrary<BearerChoice> = NEVER_AS_STAFF.has(operation.name) ? bearerChoice(0) : bearerChoice(5);
  return fc
    .record({
      variables: variablesOf(operation),
      operationName: operationNameChoice(operation.name),
      bearer,
      address: forwardedFor,
      extra: extraHeaders,
    })
    .map((drawn): FuzzCase => {
      const payload: { [key: string]: LooseJson } = { query: operation.text, variables: drawn.variables };
      if (drawn.operationName !== undefined) payload.operationName = drawn.operationName;
      const body = looseJsonText(payload);
      return {
        family: `graphql ${operation.name}`,
        note: `bearer ${drawn.bearer.kind}`,
        expect: 'graphql',
        copies: 1,
        build: (live) =>
          wireRequest({
            target: 'gateway',
            method: 'POST',
            path: '/graphql',
            headers: [
              ['Content-Type', 'application/json'],
              ...bearerHeaders(drawn.bearer, live),
              ...forwardedHeaders(drawn.address),
              ...drawn.extra.filter(([name]) => name.toLowerCase() !== 'content-type'),
            ],
            body,
          }),
      };
    });
}

/** One slot per operation of the web app. */
export const GRAPHQL_OPERATION_SLOTS: readonly { family: string; cases: fc.Arbitrary<FuzzCase> }[] = SITE_OPERATIONS.map((operation) => ({
  family: `graphql ${operation.name}`,
  cases: operationCase(operation),
}));
