import type { Kysely } from 'kysely';
import { isCalendarDay, periodDays } from '../../../shared/lead-performance-rules.js';
import { addDays, saoPauloDayStart } from '../../../shared/sao-paulo-days.js';
import type { Database } from '../db/schema.js';
import { QueryReader } from '../http/query.js';
import { AUDIT_RECORD_TYPES, type AuditRecordType, type FieldChange } from './audit-types.js';
import { joinPersonalChanges } from './personal-fields.js';

const DAY_MESSAGE = 'Informe um dia no formato AAAA-MM-DD.';
const ORDER_MESSAGE = 'O fim do período deve ser depois do início.';
const MAX_PER_PAGE = 50;
const HISTORY_PER_PAGE = 10;

/** One entry as the API answers it: personal values included while the person has not been erased. */
interface AuditEntryJson {
  id: number;
  at: string;
  actor: { id: number | null; name: string } | null;
  address: string | null;
  action: string;
  record_type: string;
  record_id: number | null;
  record_label: string | null;
  changes: FieldChange[];
}

/** A page of entries, newest first; `has_more` says whether an older page exists (no total: the trail is long). */
export interface AuditPageJson {
  data: AuditEntryJson[];
  page: number;
  per_page: number;
  has_more: boolean;
}

/** What the 'Auditoria' screen searches by: who, which record (kind, and one of them), and a period of São Paulo days. */
export interface AuditFilters {
  actorId?: number;
  recordType?: AuditRecordType;
  recordId?: number;
  from?: string;
  to?: string;
}

export interface AuditPageRequest {
  page: number;
  perPage: number;
}

/** The filters and page of `GET /api/audit`; a bad parameter is a 422 at its name. */
export function readAuditQuery(rawQuery: Record<string, unknown>): { filters: AuditFilters; request: AuditPageRequest } {
  const query = new QueryReader(rawQuery);
  const day = (name: string): string | undefined => {
    const text = query.text(name);
    if (text === undefined || isCalendarDay(text)) return text;
    query.reject(name, DAY_MESSAGE);
    return undefined;
  };
  const filters: AuditFilters = {
    actorId: query.integer('user_id', { min: 1 }),
    recordType: query.oneOf('record_type', AUDIT_RECORD_TYPES),
    recordId: query.integer('record_id', { min: 1 }),
    from: day('from'),
    to: day('to'),
  };
  if (filters.from !== undefined && filters.to !== undefined && periodDays(filters.from, filters.to) < 1) query.reject('to', ORDER_MESSAGE);
  const request = {
    page: query.integer('page', { min: 1, max: 100_000 }) ?? 1,
    perPage: query.integer('per_page', { min: 1, max: MAX_PER_PAGE }) ?? HISTORY_PER_PAGE,
  };
  query.finish();
  return { filters, request };
}

function parsedChanges(text: string | null): FieldChange[] {
  if (text === null) return [];
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as FieldChange[]) : [];
  } catch {
    return [];
  }
}

function hasPeriod(filters: AuditFilters): boolean {
  return filters.from !== undefined || filters.to !== undefined;
}

/** One page of the trail, newest first, of the entries matching every filter given. */
export async function listAuditEntries(db: Kysely<Database>, filters: AuditFilters, request: AuditPageRequest): Promise<AuditPageJson> {
  let query = db
    .selectFrom('audit_entries')
    .leftJoin('audit_personal_values', 'audit_personal_values.entry_id', 'audit_entries.id')
    .select([
      'audit_entries.id',
      'audit_entries.at',
      'audit_entries.actor_id',
      'audit_entries.actor_name',
      'audit_entries.address',
      'audit_entries.action',
      'audit_entries.record_type',
      'audit_entries.record_id',
      'audit_entries.record_label',
      'audit_entries.changes',
      'audit_personal_values.record_label as personal_label',
      'audit_personal_values.changes as personal_changes',
    ]);
  if (filters.actorId !== undefined) query = query.where('audit_entries.actor_id', '=', filters.actorId);
  if (filters.recordType !== undefined) query = query.where('audit_entries.record_type', '=', filters.recordType);
  if (filters.recordId !== undefined) query = query.where('audit_entries.record_id', '=', filters.recordId);
  if (filters.from !== undefined) query = query.where('audit_entries.at', '>=', saoPauloDayStart(filters.from).toISOString());
  if (filters.to !== undefined) query = query.where('audit_entries.at', '<', saoPauloDayStart(addDays(filters.to, 1)).toISOString());
  // Entries are appended in time order: a period reads its range of the index on (at, id) from its end; any other
  // search reads its own index (record, type or author, each ending in id) from the newest entry.
  const ordered = hasPeriod(filters)
    ? query.orderBy('audit_entries.at', 'desc').orderBy('audit_entries.id', 'desc')
    : query.orderBy('audit_entries.id', 'desc');
  const rows = await ordered
    .limit(request.perPage + 1)
    .offset((request.page - 1) * request.perPage)
    .execute();
  return {
    data: rows.slice(0, request.perPage).map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor_name === null ? null : { id: row.actor_id, name: row.actor_name },
      address: row.address,
      action: row.action,
      record_type: row.record_type,
      record_id: row.record_id,
      record_label: row.record_label ?? row.personal_label,
      changes: joinPersonalChanges(parsedChanges(row.changes), parsedChanges(row.personal_changes)),
    })),
    page: request.page,
    per_page: request.perPage,
    has_more: rows.length > request.perPage,
  };
}
