import { Script } from 'node:vm';
import { print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CitiesDocument, CreateClientDocument } from '../gql/graphql';
import { collectFragments, documentLiteral, inlineGraphqlDocuments } from './graphqlDocuments';

const source = `import { graphql } from '../gql';

export const CitiesQuery = graphql(\`
  query Cities {
    cities {
      city
      count
    }
  }
\`);
`;

describe('inlined GraphQL documents', () => {
  it('parses a document into the same AST codegen generates', () => {
    const literal = documentLiteral('query Cities { cities { city count } }');
    const document = JSON.parse(literal) as DocumentNode;
    expect(document).toEqual(CitiesDocument);
    expect(literal).not.toContain('"loc"');
  });

  it('replaces each call with its document and drops the graphql import', () => {
    const result = inlineGraphqlDocuments(source) ?? '';
    expect(result).not.toContain('graphql(');
    expect(result).not.toContain("from '../gql'");
    const literal = /export const CitiesQuery = \((.*)\);/.exec(result)?.[1] ?? 'null';
    expect(print(JSON.parse(literal) as DocumentNode)).toBe(print(CitiesDocument));
  });

  it('keeps a fragment declared as a statement a valid statement', () => {
    const result = inlineGraphqlDocuments('graphql(`fragment SaveErrorFields on MutationError { message }`);') ?? '';
    expect(() => new Script(result)).not.toThrow();
    expect(result).toMatch(/^\(\{"kind":"Document".*\}\);$/);
  });

  it('leaves a module without documents alone, and refuses a malformed document', () => {
    expect(inlineGraphqlDocuments('export const graphqlEndpoint = "/graphql";')).toBeNull();
    expect(() => inlineGraphqlDocuments('graphql(`query { cities { `)')).toThrow();
  });

  it('appends the fragments an operation spreads, as codegen does', () => {
    const fragments = collectFragments([
      'graphql(`fragment SaveErrorFields on MutationError { message fieldErrors { field message } }`)',
      'graphql(`query Cities { cities { city count } }`)',
    ]);
    expect([...fragments.keys()]).toEqual(['SaveErrorFields']);
    const literal = documentLiteral(
      'mutation CreateClient($input: ClientInput!) { createClient(input: $input) { ok message client { id } error { ...SaveErrorFields } } }',
      fragments,
    );
    expect(JSON.parse(literal)).toEqual(CreateClientDocument);
  });

  it('adds a fragment once, and fragments spread by fragments', () => {
    const fragments = collectFragments([
      'graphql(`fragment Leaf on FieldError { field message }`)',
      'graphql(`fragment Branch on MutationError { message fieldErrors { ...Leaf } }`)',
    ]);
    const document = JSON.parse(
      documentLiteral('mutation M { a { error { ...Branch } } b { error { ...Branch } } }', fragments),
    ) as DocumentNode;
    expect(document.definitions.map((definition) => ('name' in definition ? definition.name?.value : undefined))).toEqual([
      'M',
      'Branch',
      'Leaf',
    ]);
  });

  it('refuses a spread of a fragment no source declares', () => {
    expect(() => documentLiteral('query Q { cities { ...Missing } }')).toThrow(
      'GraphQL fragment Missing is not declared in any source file',
    );
  });
});
