import { parse } from 'graphql';
import type { Plugin } from 'vite';

/**
 * Build step for the documents of the codegen client preset. Source files declare each GraphQL document
 * with `graphql(`…`)`, which at run time looks it up in one map holding every document of the app (and
 * imports them all): any page using one would carry all of them, the back office's included. This step
 * replaces each call with the document itself, parsed at build time, so that each document ships only
 * with the code that uses it. Types still come from `npm run codegen` through the `graphql()` overloads.
 */

const graphqlCall = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const graphqlImport = /^import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*\/gql(?:\/index(?:\.js)?)?['"];?[ \t]*\r?\n?/m;

/**
 * A document's text as the DocumentNode literal Apollo Client receives, written as codegen writes its
 * documents: no source locations, no empty lists (arguments, directives, variable definitions).
 */
export function documentLiteral(source: string): string {
  return JSON.stringify(parse(source, { noLocation: true }), (_key, value: unknown) =>
    Array.isArray(value) && value.length === 0 ? undefined : value,
  );
}

/**
 * Rewrites one module: every `graphql(`…`)` call becomes its parsed document and the import of
 * `graphql` goes away. Null when the module has no such call.
 */
export function inlineGraphqlDocuments(code: string): string | null {
  let found = false;
  const rewritten = code.replace(graphqlCall, (_call, source: string) => {
    found = true;
    return documentLiteral(source);
  });
  return found ? rewritten.replace(graphqlImport, '') : null;
}

/** The Vite plugin applying `inlineGraphqlDocuments` to the app's sources (not to the generated code). */
export function inlineDocumentsPlugin(sourceDir: string, generatedDir: string): Plugin {
  return {
    name: 'inline-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(sourceDir) || file.startsWith(generatedDir) || !/\.tsx?$/.test(file)) return null;
      if (!code.includes('graphql(')) return null;
      const result = inlineGraphqlDocuments(code);
      return result === null ? null : { code: result, map: null };
    },
  };
}
