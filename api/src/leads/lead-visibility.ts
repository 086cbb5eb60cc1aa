import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.js';

/** Who is asking: a broker sees only some leads, every other role all of them. */
export interface LeadViewer {
  id: number;
  role: Database['users']['role'];
}

export type LeadQuery = SelectQueryBuilder<Database, 'leads', object>;

/**
 * A broker's leads: those of their own properties (when the lead came in, or now), those of their chat link, and
 * those assigned to them.
 */
function ownLeads(viewer: LeadViewer) {
  return (eb: ExpressionBuilder<Database, 'leads'>) =>
    eb.or([
      eb('leads.broker_id', '=', viewer.id),
      eb('leads.assigned_to', '=', viewer.id),
      eb('leads.property_id', 'in', eb.selectFrom('properties').select('properties.id').where('properties.user_id', '=', viewer.id)),
    ]);
}

/** The leads the viewer may see. */
export function visibleLeads(db: Kysely<Database>, viewer: LeadViewer): LeadQuery {
  const all = db.selectFrom('leads');
  return viewer.role === 'broker' ? all.where(ownLeads(viewer)) : all;
}
