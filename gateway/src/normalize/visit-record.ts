import type { VisitRecord } from '../generated/resolvers.js';
import type { RawVisitRecord } from '../rest/agenda-types.js';
import { toId, toText } from './scalars.js';

/** Where the gateway serves a ficha's PDF (`http/visit-record-file.ts`): `/app/visitas/{id}/fichas/{recordId}.pdf`. */
export const VISIT_RECORD_FILE_ROUTE = '/app/visitas/:visitId/fichas/:recordFile';

function visitRecordDownloadPath(visitId: string, recordId: string): string {
  return `/app/visitas/${encodeURIComponent(visitId)}/fichas/${encodeURIComponent(recordId)}.pdf`;
}

/** A visit's fichas → the schema's `VisitRecord`s, in the API's order (newest first); one without id or time is left out. */
export function toVisitRecords(visitId: string, raw: readonly RawVisitRecord[] | null | undefined): VisitRecord[] {
  const records: readonly RawVisitRecord[] = Array.isArray(raw) ? raw : [];
  return records.flatMap((record) => {
    const id = toId(record.id);
    const createdAt = toText(record.created_at);
    if (id === null || createdAt === null) return [];
    return [{ id, createdAt, createdByName: toText(record.created_by_name), downloadUrl: visitRecordDownloadPath(visitId, id) }];
  });
}
