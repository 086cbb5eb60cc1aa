import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import { fieldChanges, type AuditedFields } from '../audit/field-changes.js';
import { toCompanyJson, type CompanyJson, type FeedContactColumn } from '../catalogue/company.js';
import type { CompanyRow, Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { QueryReader } from '../http/query.js';
import { ChangeCollector, type FormMode } from '../http/changes.js';
import { matchesSearch, nameCollator, pageOf, readPageRequest, type Page } from '../http/paging.js';
import { FORM_ERRORS_MESSAGE } from '../http/uploads.js';
import { COMPANY_FORM_COLUMNS, readCompanyFields, type CompanyColumns } from './company-form.js';

export const COMPANY_NOT_FOUND_MESSAGE = 'A empresa não foi encontrada.';
const SORT_FIELDS = ['name', 'email', 'created_at'] as const;
const SORT_ORDERS = ['asc', 'desc'] as const;

/** A company record as the back office sees it: the public fields, the feed's contact, and when it was created and changed. */
export interface CompanyRecordJson extends CompanyJson, Record<FeedContactColumn, string | null> {
  created_at: string;
  updated_at: string;
}

function toCompanyRecordJson(row: CompanyRow): CompanyRecordJson {
  return {
    ...toCompanyJson(row),
    feed_contact_name: row.feed_contact_name,
    feed_email: row.feed_email,
    feed_phone: row.feed_phone,
    feed_website: row.feed_website,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const COMPARE: Record<(typeof SORT_FIELDS)[number], (a: CompanyRow, b: CompanyRow) => number> = {
  name: (a, b) => nameCollator.compare(a.name, b.name),
  email: (a, b) => a.email.toLowerCase().localeCompare(b.email.toLowerCase()),
  created_at: (a, b) => a.created_at.localeCompare(b.created_at),
};

/**
 * `GET /api/enterprises`: `page` (1), `per_page` (10, at most 100), `search` (name, case and accents
 * ignored), `sortBy` name|email|created_at (name), `sortOrder` asc|desc (asc) → `{ data, total, page, per_page }`.
 */
export async function listCompanies(db: Kysely<Database>, rawQuery: Record<string, unknown>): Promise<Page<CompanyRecordJson>> {
  const query = new QueryReader(rawQuery);
  const paging = readPageRequest(query) ?? { page: 1, perPage: 10 };
  const search = query.text('search');
  const sortBy = query.oneOf('sortBy', SORT_FIELDS) ?? 'name';
  const direction = query.oneOf('sortOrder', SORT_ORDERS) === 'desc' ? -1 : 1;
  query.finish();
  const rows = (await db.selectFrom('companies').selectAll().execute()).filter((row) => matchesSearch(row.name, search));
  rows.sort((a, b) => direction * (COMPARE[sortBy](a, b) || a.id - b.id));
  return pageOf(rows.map(toCompanyRecordJson), paging);
}

export async function findCompany(db: Kysely<Database>, id: number): Promise<CompanyRecordJson | undefined> {
  const row = await db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : toCompanyRecordJson(row);
}

async function companyOrThrow(db: Kysely<Database>, id: number): Promise<CompanyRecordJson> {
  const company = await findCompany(db, id);
  if (company === undefined) throw new HttpError(404, COMPANY_NOT_FOUND_MESSAGE);
  return company;
}

function readCompanyForm(body: Readonly<Record<string, unknown>>, mode: FormMode): Partial<CompanyColumns> {
  const form = new FormReader(body);
  const fields = new ChangeCollector<CompanyColumns>(body, mode);
  readCompanyFields(form, fields);
  if (form.hasErrors) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  return fields.changes;
}

/** The company's fields the audit trail compares: every column its form writes. */
const COMPANY_AUDIT: AuditedFields<CompanyRecordJson> = { columns: COMPANY_FORM_COLUMNS };

/** `POST /api/enterprises`. Audited in the same transaction. */
export async function createCompany(
  db: Kysely<Database>,
  actor: AuditActor,
  body: Readonly<Record<string, unknown>>,
): Promise<CompanyRecordJson> {
  const changes = readCompanyForm(body, 'create');
  const { document, creci, name, whatsapp, email } = changes;
  if (!document || !creci || !name || !whatsapp || !email) throw new HttpError(422, FORM_ERRORS_MESSAGE);
  const now = new Date().toISOString();
  return db.transaction().execute(async (transaction) => {
    const { id } = await transaction
      .insertInto('companies')
      .values({
        phone: null,
        zip_code: null,
        address: null,
        number: null,
        neighborhood: null,
        city: null,
        state: null,
        is_active: 1,
        feed_contact_name: null,
        feed_email: null,
        feed_phone: null,
        feed_website: null,
        ...changes,
        document,
        creci,
        name,
        whatsapp,
        email,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const company = await companyOrThrow(transaction, id);
    await recordAudit(transaction, {
      actor,
      action: 'created',
      recordType: 'company',
      recordId: id,
      recordLabel: company.name,
      changes: fieldChanges(undefined, company, COMPANY_AUDIT),
    });
    return company;
  });
}

/** `PUT /api/enterprises/{id}`: the fields sent change. Audited in the same transaction. */
export async function updateCompany(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  body: Readonly<Record<string, unknown>>,
): Promise<CompanyRecordJson> {
  return db.transaction().execute(async (transaction) => {
    const before = await companyOrThrow(transaction, id);
    const changes = readCompanyForm(body, 'update');
    const result = await transaction
      .updateTable('companies')
      .set({ ...changes, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) throw new HttpError(404, COMPANY_NOT_FOUND_MESSAGE);
    const after = await companyOrThrow(transaction, id);
    await recordAudit(transaction, {
      actor,
      action: 'updated',
      recordType: 'company',
      recordId: id,
      recordLabel: after.name,
      changes: fieldChanges(before, after, COMPANY_AUDIT),
    });
    return after;
  });
}
