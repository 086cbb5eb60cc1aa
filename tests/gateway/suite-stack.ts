/** One stack per test file or `describe`, started before its tests and closed after them. */
import { afterAll, beforeAll } from 'vitest';

/** Starts `start()` for the enclosing file or `describe` and closes it after its tests; returns a getter for it. */
export function useSuiteStack<T extends { close(): Promise<void> }>(start: () => Promise<T>, timeoutMs?: number): () => T {
  let suite: T | undefined;
  beforeAll(async () => {
    suite = await start();
  }, timeoutMs);
  afterAll(() => suite?.close());
  return () => {
    if (suite === undefined) throw new Error('A pilha de teste ainda não foi iniciada.');
    return suite;
  };
}
