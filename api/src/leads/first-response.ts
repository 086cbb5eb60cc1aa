import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Records that the lead was answered: its first response (the first move to 'Em atendimento', a conversion or a
 * chat opened from it) is kept once, and the distribution no longer passes it on.
 */
export async function recordResponse(db: Kysely<Database>, leadId: number, at: string): Promise<void> {
  await db
    .updateTable('leads')
    .set((eb) => ({ first_response_at: eb.fn.coalesce('first_response_at', eb.val(at)), handover_at: null }))
    .where('id', '=', leadId)
    .execute();
}
