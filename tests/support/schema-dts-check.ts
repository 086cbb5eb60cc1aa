import path from 'node:path';
import ts from 'typescript';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** A file that exists only in memory, placed in the repository so that `schema-dts` resolves from its node_modules. */
const CHECKED_FILE = path.join(repoRoot, 'tests/support/structured-data-under-check.ts');

/** The schema-dts type a block claims by its `@type` (one type name; anything else is reported). */
function typeNameOf(block: Record<string, unknown>, index: number): string {
  const type = block['@type'];
  if (typeof type !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(type)) {
    throw new Error(`O bloco ${index} não tem um @type de schema.org: ${JSON.stringify(type)}`);
  }
  return type;
}

/** The blocks as typed constants of a TypeScript module: each `WithContext<its @type>`. */
function checkedSource(blocks: readonly Record<string, unknown>[]): string {
  const constants = blocks.map(
    (block, index) =>
      `export const block${index}: schema.WithContext<schema.${typeNameOf(block, index)}> = ${JSON.stringify(block, null, 2)};`,
  );
  return [`import type * as schema from 'schema-dts';`, ...constants, ''].join('\n');
}

/**
 * Type-checks JSON-LD blocks, as a page emits them, against schema.org's types from `schema-dts`: every property
 * must exist on its type and every value be of an accepted kind (an enumeration member, a node reference, a typed
 * node). Answers the compiler's messages, empty when every block is accepted.
 */
export function schemaDtsErrors(blocks: readonly Record<string, unknown>[]): string[] {
  const source = checkedSource(blocks);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    path.resolve(fileName) === CHECKED_FILE
      ? ts.createSourceFile(fileName, source, languageVersion, true)
      : getSourceFile(fileName, languageVersion, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => path.resolve(fileName) === CHECKED_FILE || fileExists(fileName);
  const program = ts.createProgram([CHECKED_FILE], options, host);
  const checked = program.getSourceFile(CHECKED_FILE);
  const diagnostics = [...program.getSyntacticDiagnostics(checked), ...program.getSemanticDiagnostics(checked)];
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (diagnostic.file === undefined || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `linha ${line + 1} (${source.split('\n')[line]?.trim() ?? ''}): ${message}`;
  });
}
