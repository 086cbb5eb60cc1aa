/**
 * Every GraphQL operation the web app sends, as Apollo Client sends it (with `__typename` in every selection), is
 * parsed and validated with the gateway's own parse options and rules: the operation limits must let them all pass.
 * The documents come from the typed documents codegen writes from web/src (web/src/gql/graphql.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { buildSchema, getIntrospectionQuery, Kind, parse, print, specifiedRules, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { OPERATION_LIMIT_RULES, OPERATION_PARSE_OPTIONS } from '../../gateway/src/http/operation-limits.js';
import { loadTypeDefs } from '../../gateway/src/schema.js';
import * as typedDocuments from '../../web/src/gql/graphql.js';

/** The gateway's schema from its SDL files (resolvers play no part in validation). */
const schema = buildSchema(loadTypeDefs().join('\n'));
const webSources = path.resolve(import.meta.dirname, '../../web/src');

function operationNameOf(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) return definition.name?.value;
  }
  return undefined;
}

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;
}

/** The operations of the generated typed documents (fragment-only documents left out), by operation name. */
const siteOperations = new Map<string, DocumentNode>();
for (const value of Object.values(typedDocuments)) {
  if (!isDocument(value)) continue;
  const name = operationNameOf(value);
  if (name !== undefined) siteOperations.set(name, value);
}

/** The operation names written in web/src (outside the generated files and tests), to be sure none is missed. */
function operationNamesInSources(directory: string): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'gql') names.push(...operationNamesInSources(file));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/graphql\(`\s*(?:query|mutation|subscription)\s+([A-Za-z0-9_]+)/g)) names.push(match[1]!);
    }
  }
  return names;
}

/** The parse and validation the gateway's endpoint applies, with its limits; the refusals' messages. */
function refusalsOf(source: string): string[] {
  let document: DocumentNode;
  try {
    document = parse(source, OPERATION_PARSE_OPTIONS);
  } catch (error) {
    return [(error as Error).message];
  }
  return validate(schema, document, [...specifiedRules, ...OPERATION_LIMIT_RULES]).map((error) => error.message);
}

describe('the operations of the web app', () => {
  it('are all collected from the generated documents', () => {
    const written = operationNamesInSources(webSources);
    expect(written.length).toBeGreaterThan(40);
    expect([...siteOperations.keys()].sort()).toEqual([...new Set(written)].sort());
  });

  it.each([...siteOperations.keys()].sort())('%s passes the operation limits as Apollo Client sends it', (name) => {
    const document = siteOperations.get(name)!;
    expect(refusalsOf(print(addTypenameToDocument(document)))).toEqual([]);
    // Multipart uploads send the document as written.
    expect(refusalsOf(print(document))).toEqual([]);
  });
});

describe('the explorer', () => {
  it("reads the schema with GraphiQL's introspection query, every option on", () => {
    const introspection = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    expect(refusalsOf(introspection)).toEqual([]);
  });
});
