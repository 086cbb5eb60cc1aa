import { describe, it } from 'vitest';
import type { Dialect } from '../support/test-api.js';

export function auditLeadsSessionsSuite(dialect: Dialect): void {
  describe(`audit: leads-sessions (${dialect})`, () => {
    it.todo('each write of this area writes exactly its entry');
  });
}
