import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import type { Plugin } from 'vite';

/**
 * Build step for the documents of the codegen client preset. Source files declare each GraphQL document
 * with `graphql(`…`)`, which at run time looks it up in one map holding every document of the app (and
 * imports them all): any page using one would carry all of them, the back office's included. This step
 * replaces each call with the document itself, parsed at build time, so that each document ships only
 * with the code that uses it. Types still come from `npm run codegen` through the `graphql()` overloads.
 * As codegen does, an operation that spreads a fragment (declared in any source file) carries its
 * definition after the operation's own.
 */

const graphqlCall = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const fragmentCall = /\bgraphql\(\s*`(\s*fragment\b[^`]*)`\s*\)/g;
const graphqlImport = /^import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*\/gql(?:\/index(?:\.js)?)?['"];?[ \t]*\r?\n?/m;

export type FragmentDefinitions = ReadonlyMap<string, FragmentDefinitionNode>;

/** The fragments declared by `graphql(` calls holding a fragment in these modules, by name. */
export function collectFragments(sources: readonly string[]): FragmentDefinitions {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const source of sources) {
    for (const [, text] of source.matchAll(fragmentCall)) {
      for (const definition of parse(text ?? '', { noLocation: true }).definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      }
    }
  }
  return fragments;
}

function spreadNames(node: DefinitionNode): string[] {
  const names: string[] = [];
  visit(node, {
    FragmentSpread(spread) {
      names.push(spread.name.value);
    },
  });
  return names;
}

/** The document followed by the definitions of the fragments it spreads, however deep, each once. */
function withSpreadFragments(document: DocumentNode, fragments: FragmentDefinitions): DocumentNode {
  const definitions = [...document.definitions];
  const defined = new Set(
    definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [definition.name.value] : [])),
  );
  for (let index = 0; index < definitions.length; index += 1) {
    const definition = definitions[index];
    if (definition === undefined) continue;
    for (const name of spreadNames(definition)) {
      if (defined.has(name)) continue;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`GraphQL fragment ${name} is not declared in any source file`);
      defined.add(name);
      definitions.push(fragment);
    }
  }
  return { ...document, definitions };
}

/**
 * A document's text as the DocumentNode literal Apollo Client receives, written as codegen writes its
 * documents: no source locations, no empty lists (arguments, directives, variable definitions), and the
 * fragments it spreads appended.
 */
export function documentLiteral(source: string, fragments: FragmentDefinitions = new Map()): string {
  const document = withSpreadFragments(parse(source, { noLocation: true }), fragments);
  return JSON.stringify(document, (_key, value: unknown) => (Array.isArray(value) && value.length === 0 ? undefined : value));
}

/**
 * Rewrites one module: every `graphql(`…`)` call becomes its parsed document and the import of
 * `graphql` goes away. Null when the module has no such call. The document is put in parentheses, so that a call
 * written as a statement (a fragment that only codegen and this step read, which no code imports) stays an expression
 * rather than reading as a block.
 */
export function inlineGraphqlDocuments(code: string, fragments: FragmentDefinitions = new Map()): string | null {
  let found = false;
  const rewritten = code.replace(graphqlCall, (_call, source: string) => {
    found = true;
    return `(${documentLiteral(source, fragments)})`;
  });
  return found ? rewritten.replace(graphqlImport, '') : null;
}

/** The app's own modules: no generated code, no tests (which hold documents, malformed ones included, as data). */
function sourceFiles(sourceDir: string, generatedDir: string): string[] {
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(sourceDir, name))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(generatedDir));
}

/** The Vite plugin applying `inlineGraphqlDocuments` to the app's sources (not to the generated code). */
export function inlineDocumentsPlugin(sourceDir: string, generatedDir: string): Plugin {
  let fragments: FragmentDefinitions = new Map();
  return {
    name: 'inline-graphql-documents',
    enforce: 'pre',
    buildStart() {
      const modules = sourceFiles(sourceDir, generatedDir).map((file) => readFileSync(file, 'utf8'));
      fragments = collectFragments(modules.filter((code) => graphqlImport.test(code)));
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(sourceDir) || file.startsWith(generatedDir) || !/\.tsx?$/.test(file)) return null;
      if (!code.includes('graphql(')) return null;
      const result = inlineGraphqlDocuments(code, fragments);
      return result === null ? null : { code: result, map: null };
    },
  };
}
