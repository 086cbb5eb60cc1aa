import { describe, it } from 'vitest';
import type { Dialect } from '../support/test-api.js';

export function auditPropertiesSuite(dialect: Dialect): void {
  describe(`audit: properties (${dialect})`, () => {
    it.todo('each write of this area writes exactly its entry');
  });
}
