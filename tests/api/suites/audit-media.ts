import { describe, it } from 'vitest';
import type { Dialect } from '../support/test-api.js';

export function auditMediaSuite(dialect: Dialect): void {
  describe(`audit: media (${dialect})`, () => {
    it.todo('each write of this area writes exactly its entry');
  });
}
