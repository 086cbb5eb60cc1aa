import { describe } from 'vitest';
import { auditSuites } from './suites/areas.js';

describe('audit trail on SQLite', () => {
  auditSuites('sqlite');
});
