import { describe } from 'vitest';
import { postgresUnavailableReason, TEST_DATABASE_URL } from './postgres.js';

/**
 * `describe('<area> on PostgreSQL (host)', body)`, skipped with a warning (and the reason in its title)
 * when the PostgreSQL server does not answer.
 */
export async function describeOnPostgres(area: string, body: () => void): Promise<void> {
  const unavailable = await postgresUnavailableReason();
  if (unavailable !== undefined) console.warn(`Testes do PostgreSQL ignorados: ${unavailable}`);
  describe.skipIf(unavailable !== undefined)(
    `${area} on PostgreSQL (${new URL(TEST_DATABASE_URL).host})${unavailable ? ` — ignorado: ${unavailable}` : ''}`,
    body,
  );
}
