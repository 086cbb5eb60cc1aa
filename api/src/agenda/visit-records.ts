import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import type { Database, VisitRecordRow, VisitRow } from '../db/schema.js';
import type { ObjectStore } from '../files/object-store.js';
import { HttpError } from '../http/errors.js';
import { saoPauloDayOf } from '../../../shared/sao-paulo-days.js';
import { visitLabel } from './staff-visits.js';
import { removeVisitRecordFiles, storeVisitRecordFile } from './visit-record-files.js';
import { visitRecordData } from './visit-record-data.js';
import { visitRecordPdf } from './visit-record-pdf.js';

const TOO_EARLY_MESSAGE = 'A ficha de visita só pode ser gerada a partir do horário marcado para a visita.';
const CANCELLED_MESSAGE = 'Uma visita cancelada não tem ficha de visita.';
export const VISIT_RECORD_NOT_FOUND_MESSAGE = 'A ficha de visita não foi encontrada.';

/** A ficha as the visit's JSON lists it. */
export interface VisitRecordJson {
  id: number;
  created_at: string;
  /** Who generated it; null once that account is gone. */
  created_by_name: string | null;
}

/** Each visit's fichas, newest first, by visit id. */
export async function visitRecordsOf(db: Kysely<Database>, visitIds: readonly number[]): Promise<Map<number, VisitRecordJson[]>> {
  const byVisit = new Map<number, VisitRecordJson[]>();
  if (visitIds.length === 0) return byVisit;
  const rows = await db
    .selectFrom('visit_records')
    .leftJoin('users', 'users.id', 'visit_records.created_by')
    .select(['visit_records.id', 'visit_records.visit_id', 'visit_records.created_at', 'users.name as created_by_name'])
    .where('visit_records.visit_id', 'in', [...new Set(visitIds)])
    .orderBy('visit_records.id', 'desc')
    .execute();
  for (const { visit_id: visitId, ...record } of rows) byVisit.set(visitId, [...(byVisit.get(visitId) ?? []), record]);
  return byVisit;
}

/** The ficha `id` of the visit; 404 for one of another visit or none. */
export async function visitRecordOf(db: Kysely<Database>, visit: VisitRow, id: number): Promise<VisitRecordRow> {
  const row = await db.selectFrom('visit_records').selectAll().where('id', '=', id).where('visit_id', '=', visit.id).executeTakeFirst();
  if (row === undefined) throw new HttpError(404, VISIT_RECORD_NOT_FOUND_MESSAGE);
  return row;
}

/** The download's name: `ficha-de-visita-CA-12-2026-2026-12-05.pdf` (the property's code, the visit's day). */
export async function visitRecordFileName(db: Kysely<Database>, visit: VisitRow): Promise<string> {
  const { code } = await db.selectFrom('properties').select('code').where('id', '=', visit.property_id).executeTakeFirstOrThrow();
  const safeCode = code.replace(/[^A-Za-z0-9-]/g, '-');
  return `ficha-de-visita-${safeCode}-${saoPauloDayOf(new Date(visit.starts_at))}.pdf`;
}

/**
 * `POST /api/visits/{id}/records`: from the visit's start on, and never for a cancelled visit, a new ficha is written
 * (a PDF of the visit as it is now), stored privately, then its row and the visit's audit entry are written in one
 * transaction; the file goes again if that transaction fails.
 */
export async function generateVisitRecord(
  context: { db: Kysely<Database>; files: ObjectStore },
  actor: AuditActor,
  user: { id: number; name: string },
  visit: VisitRow,
  now: Date,
): Promise<VisitRecordRow> {
  const { db, files } = context;
  if (visit.status === 'cancelled') throw new HttpError(422, CANCELLED_MESSAGE);
  if (new Date(visit.starts_at) > now) throw new HttpError(422, TOO_EARLY_MESSAGE);
  const pdf = await visitRecordPdf(await visitRecordData(db, visit, { by: user.name, at: now }));
  const stored = await storeVisitRecordFile(files, pdf);
  try {
    return await db.transaction().execute(async (transaction) => {
      const record = await transaction
        .insertInto('visit_records')
        .values({ visit_id: visit.id, stored_file: stored, created_at: now.toISOString(), created_by: user.id })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(
        transaction,
        {
          actor,
          action: 'updated',
          recordType: 'visit',
          recordId: visit.id,
          recordLabel: visitLabel(visit),
          changes: [{ field: 'visit_record', before: null, after: await visitRecordFileName(transaction, visit) }],
        },
        now,
      );
      return record;
    });
  } catch (error) {
    await removeVisitRecordFiles(files, [stored]);
    throw error;
  }
}
