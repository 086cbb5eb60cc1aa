import { describe, it } from 'vitest';
import type { Dialect } from '../support/test-api.js';

export function auditPeopleSuite(dialect: Dialect): void {
  describe(`audit: people (${dialect})`, () => {
    it.todo('each write of this area writes exactly its entry');
  });
}
