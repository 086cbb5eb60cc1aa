import { describe, expect, it } from 'vitest';
import { contractTemplatesSuite } from './suites/contract-templates.js';
import { videosSuite } from './suites/videos.js';
import { postgresUnavailableReason, TEST_DATABASE_URL } from './support/postgres.js';

const unavailable = await postgresUnavailableReason();
if (unavailable !== undefined) console.warn(`Testes do PostgreSQL ignorados: ${unavailable}`);

describe.skipIf(unavailable !== undefined)(
  `videos and contract templates on PostgreSQL (${new URL(TEST_DATABASE_URL).host})${unavailable ? ` — ignorado: ${unavailable}` : ''}`,
  () => {
    videosSuite('postgres');
    contractTemplatesSuite('postgres');

    it('runs against the PostgreSQL server', () => {
      expect(TEST_DATABASE_URL).toMatch(/^postgres/);
    });
  },
);
