import type { Kysely } from 'kysely';
import { seesOnlyOwnProperties, type StaffUser } from '../auth/staff-session.js';
import type { Database, PortalLevel } from '../db/schema.js';
import { parseImageList } from '../files/image-list.js';
import { pageOf, type Page, type PageRequest } from '../http/paging.js';
import { portalReasons } from './readiness.js';

/** Which marked properties a report lists: the ready ones, the held ones, or all. */
export type PortalReadiness = 'ready' | 'held';
export const PORTAL_READINESS: readonly PortalReadiness[] = ['ready', 'held'];

/** One marked property in the report: what names it, its level, and whether (or why not) the feed carries it. */
interface PortalListingJson {
  id: number;
  code: string;
  title: string;
  slug: string;
  city: string;
  neighborhood: string | null;
  portal_level: PortalLevel;
  main_image: string | null;
  ready: 0 | 1;
  reasons: string[];
}

/** `GET /api/portals/listings`: the counts over every marked property the user may see, and one page of them. */
export interface PortalReportJson extends Page<PortalListingJson> {
  ready: number;
  marked: number;
}

/**
 * Every property marked for the portals that the user may see (a broker: their own), newest first, each
 * with its reasons. The reasons are worked out here for all of them, so the counts are exact; the page is
 * cut after the readiness filter.
 */
export async function portalReport(
  db: Kysely<Database>,
  user: StaffUser,
  request: PageRequest & { readiness?: PortalReadiness },
): Promise<PortalReportJson> {
  let query = db.selectFrom('properties').selectAll().where('portal_publish', '=', 1);
  if (seesOnlyOwnProperties(user)) query = query.where('user_id', '=', user.id);
  const rows = await query.orderBy('id', 'desc').execute();
  const listings = rows.map((row): PortalListingJson => {
    const reasons = portalReasons(row);
    return {
      id: row.id,
      code: row.code,
      title: row.title,
      slug: row.slug,
      city: row.city,
      neighborhood: row.neighborhood,
      portal_level: row.portal_level,
      main_image: parseImageList(row.images)[0] ?? null,
      ready: reasons.length === 0 ? 1 : 0,
      reasons,
    };
  });
  const ready = listings.filter((listing) => listing.ready === 1).length;
  const shown =
    request.readiness === undefined ? listings : listings.filter((listing) => (listing.ready === 1) === (request.readiness === 'ready'));
  return { ready, marked: listings.length, ...pageOf(shown, request) };
}
