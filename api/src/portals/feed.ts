import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findActiveCompanies } from '../catalogue/company.js';
import { toPropertyJson, type PropertyJson } from '../catalogue/property-json.js';
import { portalAddress } from '../catalogue/public-address.js';
import type { CompanyRow, Database, PortalLevel } from '../db/schema.js';
import { formatDisplayPhone } from '../http/field-readers.js';
import { feedTokenCreatedAt } from './feed-token.js';
import { portalReasons } from './readiness.js';

export const DEFAULT_FEED_PAGE = 500;
export const MAX_FEED_PAGE = 1000;
/** Part of the version: changing what the feed writes (or its rules) changes every version once. */
const FEED_FORMAT = 'vrsync-2';

/** Who the feed says publishes it: the agency, with the contact staff set for the portals or its own. */
interface FeedHeaderJson {
  provider: string | null;
  office_name: string | null;
  contact_name: string | null;
  email: string | null;
  telephone: string | null;
  /** Null: the public site. */
  website: string | null;
}

/**
 * A listing of the feed: the property as every property call answers it, with the address its privacy choice lets
 * the portals show (and the postal code they need), plus its publication level.
 */
type FeedListingJson = PropertyJson & { portal_level: PortalLevel };

export interface FeedPageJson {
  header: FeedHeaderJson;
  data: FeedListingJson[];
  /** The last id walked, to ask for the next page; null when the walk reached the end. */
  next_after: number | null;
}

export interface FeedVersionJson {
  version: string;
  last_modified: string;
}

function feedHeader(company: CompanyRow | undefined): FeedHeaderJson {
  if (company === undefined) {
    return { provider: null, office_name: null, contact_name: null, email: null, telephone: null, website: null };
  }
  const whatsapp = /^\d{10,11}$/.test(company.whatsapp) ? formatDisplayPhone(company.whatsapp) : null;
  return {
    provider: company.name,
    office_name: company.name,
    contact_name: company.feed_contact_name ?? company.name,
    email: company.feed_email ?? company.email,
    telephone: company.feed_phone ?? company.phone ?? whatsapp,
    website: company.feed_website,
  };
}

async function agencyCompany(db: Kysely<Database>): Promise<CompanyRow | undefined> {
  return (await findActiveCompanies(db))[0];
}

/**
 * One page of the feed: walks `limit` properties marked for the portals, approved and active, by id after
 * `after`, and answers the ready ones among them (a page may hold fewer, even none, before the end).
 */
export async function feedPage(db: Kysely<Database>, after: number, limit: number): Promise<FeedPageJson> {
  const [company, rows] = await Promise.all([
    agencyCompany(db),
    db
      .selectFrom('properties')
      .selectAll()
      .where('portal_publish', '=', 1)
      .where('status', '=', 'approved')
      .where('is_active', '=', 1)
      .where('id', '>', after)
      .orderBy('id', 'asc')
      .limit(limit)
      .execute(),
  ]);
  const data = rows
    .filter((row) => portalReasons(row).length === 0)
    .map((row): FeedListingJson => ({ ...toPropertyJson(row), ...portalAddress(row), portal_level: row.portal_level }));
  const last = rows[rows.length - 1];
  return { header: feedHeader(company), data, next_after: rows.length < limit || last === undefined ? null : last.id };
}

/** The version of what the feed shows now: a hash over what any change to it changes. */
async function currentVersion(db: Kysely<Database>): Promise<string> {
  const [marked, company, tokenCreatedAt] = await Promise.all([
    db
      .selectFrom('properties')
      .where('portal_publish', '=', 1)
      .select((eb) => [
        eb.fn.countAll<number | string | bigint>().as('count'),
        eb.fn.max('updated_at').as('changed'),
        eb.fn.sum<number | string | bigint | null>('id').as('ids'),
      ])
      .executeTakeFirstOrThrow(),
    agencyCompany(db),
    feedTokenCreatedAt(db),
  ]);
  const parts = [
    FEED_FORMAT,
    String(marked.count),
    String(marked.ids ?? 0),
    marked.changed ?? '',
    String(company?.id ?? ''),
    company?.updated_at ?? '',
    tokenCreatedAt ?? '',
  ];
  return createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 32);
}

/**
 * The feed's version and since when it holds. The version changes whenever the feed may have: a marked property
 * changed, was marked or unmarked (its `updated_at`, the count), or was deleted (the count and the sum of ids); the
 * agency's record; the token. It is read from the portals index and two small rows, without reading the listings.
 * A version is dated when first seen, so Last-Modified moves forward with every change, a deletion included.
 */
export async function feedVersion(db: Kysely<Database>): Promise<FeedVersionJson> {
  const version = await currentVersion(db);
  const now = new Date().toISOString();
  await db
    .updateTable('portal_feed')
    .set({ version, version_at: now })
    .where((eb) => eb.or([eb('version', 'is', null), eb('version', '<>', version)]))
    .execute();
  const row = await db.selectFrom('portal_feed').select(['version', 'version_at']).orderBy('id', 'asc').executeTakeFirst();
  return { version, last_modified: row?.version === version && row.version_at !== null ? row.version_at : now };
}
