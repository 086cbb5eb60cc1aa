import { sql, type Kysely } from 'kysely';
import { LEAD_SOURCES, LEAD_STATUSES, type Database, type LeadSource, type LeadStatus } from '../db/schema.js';
import { containsWord, DEFAULT_PER_PAGE, offsetOf, readPageRequest, readSearch, searchWords, type Page } from '../http/paging.js';
import { QueryReader } from '../http/query.js';
import { LEAD_BASE_COLUMNS } from './lead-columns.js';
import { seesOnlyOwnLeads, visibleLeads, type LeadViewer } from './lead-visibility.js';

/** A lead as the inbox lists it. */
export interface LeadListJson {
  id: number;
  source: LeadSource;
  status: LeadStatus;
  name: string | null;
  phone: string | null;
  email: string | null;
  property_id: number | null;
  property_code: string | null;
  broker_id: number | null;
  broker_name: string | null;
  assigned_to: number | null;
  assignee_name: string | null;
  created_at: string;
}

/** The page's leads, whole, with the names of their broker and assignee, newest first. */
async function pageRows(db: Kysely<Database>, ids: number[]): Promise<LeadListJson[]> {
  return db
    .selectFrom('leads')
    .leftJoin('properties', 'properties.id', 'leads.property_id')
    .leftJoin('users as broker', 'broker.id', 'leads.broker_id')
    .leftJoin('users as assignee', 'assignee.id', 'leads.assigned_to')
    .select(LEAD_BASE_COLUMNS)
    .select(['leads.property_id', 'properties.code as property_code', 'broker.name as broker_name', 'assignee.name as assignee_name'])
    .where('leads.id', 'in', ids)
    .orderBy('leads.id', 'desc')
    .execute();
}

/**
 * `GET /api/leads`: query `search` (every word in the name, e-mail, phone or its digits, or property code, case and
 * accents ignored), `source`, `status`, `page` and `per_page` (10 by default). Newest first, only the leads the
 * viewer may see. The page's ids come from the indexes alone; only its rows are read whole.
 */
export async function listLeads(db: Kysely<Database>, viewer: LeadViewer, rawQuery: Record<string, unknown>): Promise<Page<LeadListJson>> {
  const query = new QueryReader(rawQuery);
  const search = readSearch(query);
  const source = query.oneOf('source', LEAD_SOURCES);
  const status = query.oneOf('status', LEAD_STATUSES);
  const paging = readPageRequest(query) ?? { page: 1, perPage: DEFAULT_PER_PAGE };
  query.finish();

  let matching = visibleLeads(db, viewer);
  if (source !== undefined) matching = matching.where('leads.source', '=', source);
  if (status !== undefined) matching = matching.where('leads.status', '=', status);
  for (const word of searchWords(search)) matching = matching.where(containsWord('leads.search_text', word));

  // Searched or a broker's: `+id` so that SQLite reads the narrow index and sorts what matched, rather than
  // walking the whole table newest first testing every row.
  const order = search !== undefined || seesOnlyOwnLeads(viewer) ? sql<number>`+${sql.ref('leads.id')}` : sql.ref('leads.id');
  const [ids, { total }] = await Promise.all([
    matching.select('leads.id').orderBy(order, 'desc').limit(paging.perPage).offset(offsetOf(paging)).execute(),
    matching.select((eb) => eb.fn.countAll<number | string | bigint>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await pageRows(
          db,
          ids.map((row) => row.id),
        );
  return { data: rows, total: Number(total), page: paging.page, per_page: paging.perPage };
}

/** `GET /api/leads/new-count`: how many new leads the viewer may see. */
export async function countNewLeads(db: Kysely<Database>, viewer: LeadViewer): Promise<number> {
  const { total } = await visibleLeads(db, viewer)
    .where('leads.status', '=', 'new')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}
