import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.js';

/** Who is asking: a broker sees only some leads, every other role all of them. */
export interface LeadViewer {
  id: number;
  role: Database['users']['role'];
}

export type LeadQuery = SelectQueryBuilder<Database, 'leads', object>;

/** Whether the viewer sees only their own leads. */
export function seesOnlyOwnLeads(viewer: LeadViewer): boolean {
  return viewer.role === 'broker';
}

/**
 * A broker's leads: those of their chat link or their properties when they came in, those assigned to them, and
 * those of the properties they hold now. Written as a union of three index lookups (by broker, by assignee, by
 * property), each read through its own index, rather than one condition with `or`, which reads every lead.
 */
function ownLeads(viewer: LeadViewer) {
  return (eb: ExpressionBuilder<Database, 'leads'>) =>
    eb(
      'leads.id',
      'in',
      eb
        .selectFrom('leads as own')
        .select('own.id')
        .where('own.broker_id', '=', viewer.id)
        .union(eb.selectFrom('leads as own').select('own.id').where('own.assigned_to', '=', viewer.id))
        .union(
          eb
            .selectFrom('properties')
            .innerJoin('leads as own', 'own.property_id', 'properties.id')
            .select('own.id')
            .where('properties.user_id', '=', viewer.id),
        ),
    );
}

/** The leads the viewer may see. */
export function visibleLeads(db: Kysely<Database>, viewer: LeadViewer): LeadQuery {
  const all = db.selectFrom('leads');
  return seesOnlyOwnLeads(viewer) ? all.where(ownLeads(viewer)) : all;
}
