import { print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CitiesDocument } from '../gql/graphql';
import { documentLiteral, inlineGraphqlDocuments } from './graphqlDocuments';

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
    const literal = /export const CitiesQuery = (.*);/.exec(result)?.[1] ?? 'null';
    expect(print(JSON.parse(literal) as DocumentNode)).toBe(print(CitiesDocument));
  });

  it('leaves a module without documents alone, and refuses a malformed document', () => {
    expect(inlineGraphqlDocuments('export const graphqlEndpoint = "/graphql";')).toBeNull();
    expect(() => inlineGraphqlDocuments('graphql(`query { cities { `)')).toThrow();
  });
});
