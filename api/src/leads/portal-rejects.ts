import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The newest documents a portal posted that could not be read ('Recebidos com erro'), at most this many. */
const REJECTS_LISTED = 100;

export interface PortalRejectJson {
  id: number;
  portal: string;
  body: string;
  reason: string;
  received_at: string;
}

/** The documents kept as 'Recebidos com erro', newest first (each is kept 30 days). */
export async function portalRejects(db: Kysely<Database>): Promise<PortalRejectJson[]> {
  return db
    .selectFrom('portal_lead_rejects')
    .select(['id', 'portal', 'body', 'reason', 'received_at'])
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(REJECTS_LISTED)
    .execute();
}
