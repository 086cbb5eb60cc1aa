import { expect } from 'vitest';
import type { TestApi } from './test-api.js';
import { asStaff } from './staff.js';

/** One entry as `GET /api/audit` and a record's history answer it. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: number | null; name: string } | null;
  address: string | null;
  action: string;
  record_type: string;
  record_id: number | null;
  record_label: string | null;
  changes: ({ field: string; before: unknown; after: unknown } | { field: string; secret: true })[];
}

export interface AuditPage {
  data: AuditEntry[];
  page: number;
  per_page: number;
  has_more: boolean;
}

/** Every entry of the trail about one record, newest first, read straight from the database (both tables). */
export async function storedEntries(testApi: TestApi, recordType: string, recordId: number) {
  return testApi.db
    .selectFrom('audit_entries')
    .selectAll()
    .where('record_type', '=', recordType)
    .where('record_id', '=', recordId)
    .orderBy('id', 'desc')
    .execute();
}

/** How many entries the trail holds: a write that failed must leave it as it was. */
export async function entryCount(testApi: TestApi): Promise<number> {
  const row = await testApi.db
    .selectFrom('audit_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A record's 'Histórico', as the staff member with `token` reads it. */
export async function recordHistory(testApi: TestApi, token: string, recordType: string, recordId: number, page = 1): Promise<AuditPage> {
  const response = await asStaff(testApi, token, `/api/audit/records/${recordType}/${recordId}?page=${page}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as AuditPage;
}

/** The newest entry of a record's history, which the test expects to exist. */
export async function newestEntry(testApi: TestApi, token: string, recordType: string, recordId: number): Promise<AuditEntry> {
  const { data } = await recordHistory(testApi, token, recordType, recordId);
  const entry = data[0];
  if (entry === undefined) throw new Error(`Nenhuma entrada de auditoria para ${recordType} ${recordId}`);
  return entry;
}

/** The changes of an entry as `field → [before, after]`, secrets as `field → 'alterada'`, for one `toEqual`. */
export function changesOf(entry: AuditEntry): Record<string, [unknown, unknown] | 'alterada'> {
  return Object.fromEntries(entry.changes.map((change) => [change.field, 'secret' in change ? 'alterada' : [change.before, change.after]]));
}
