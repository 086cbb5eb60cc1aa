import { Kind, parse, type OperationDefinitionNode } from 'graphql';

/**
 * The operation name to send with `document`, worked out from the document itself so that a name the
 * document no longer contains is never sent: none for a single anonymous operation; with several, the
 * one under `cursorOffset` (a run from the keyboard), else `requested` when the document still has it
 * (a pick from the run button's menu), else the first named one. A document that does not parse gets
 * no name: the server answers its syntax error.
 */
export function operationToRun(document: string, requested: string | null | undefined, cursorOffset?: number): string | undefined {
  const operations = operationsOf(document);
  if (operations.length <= 1) return operations[0]?.name?.value;
  const underCursor = cursorOffset === undefined ? undefined : operations.find((operation) => contains(operation, cursorOffset));
  if (underCursor?.name) return underCursor.name.value;
  const names = operations.flatMap((operation) => (operation.name ? [operation.name.value] : []));
  return requested && names.includes(requested) ? requested : names[0];
}

function operationsOf(document: string): OperationDefinitionNode[] {
  try {
    return parse(document).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return [];
  }
}

function contains(operation: OperationDefinitionNode, offset: number): boolean {
  return operation.loc !== undefined && operation.loc.start <= offset && offset <= operation.loc.end;
}
