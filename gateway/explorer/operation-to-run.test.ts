import { describe, expect, it } from 'vitest';
import { operationToRun } from './operation-to-run';

const twoOperations = 'query Primeira { __typename }\nquery Segunda { cities { city } }';

describe('operationToRun', () => {
  it('sends no name for one anonymous operation, whatever was asked before', () => {
    expect(operationToRun('{ __typename }', 'Catalogo')).toBeUndefined();
  });

  it('sends the name of a single named operation, even a renamed one', () => {
    expect(operationToRun('query Novo { __typename }', 'Catalogo')).toBe('Novo');
  });

  it('runs the named operation under the cursor', () => {
    expect(operationToRun(twoOperations, 'Primeira', twoOperations.indexOf('cities'))).toBe('Segunda');
    expect(operationToRun(twoOperations, 'Segunda', 3)).toBe('Primeira');
  });

  it('keeps the requested operation when the cursor is in none and the document has it', () => {
    expect(operationToRun(twoOperations, 'Segunda')).toBe('Segunda');
    expect(operationToRun(`${twoOperations}\n\n`, 'Segunda', twoOperations.length + 1)).toBe('Segunda');
  });

  it('falls back to the first named operation instead of a name the document lost', () => {
    expect(operationToRun(twoOperations, 'Catalogo')).toBe('Primeira');
  });

  it('sends no name for a document that does not parse', () => {
    expect(operationToRun('{ __typename }}', 'Catalogo')).toBeUndefined();
  });
});
