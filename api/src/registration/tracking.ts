import type { Kysely } from 'kysely';
import { hashTrackingToken } from '../catalogue/tracking-token.js';
import type { Database, PropertyStatus } from '../db/schema.js';
import { parseImageList } from '../files/image-list.js';

export const TRACKING_NOT_FOUND_MESSAGE = 'Link de acompanhamento não encontrado. Confira o endereço recebido por e-mail.';

/** base64url of 32 bytes; anything else cannot be a token and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * What the owner's tracking page shows of the property: never the owner's contact, the broker, a visitor's name or
 * anything of another property. The slug only when the property is public (approved and active); the reason only when rejected.
 */
export interface TrackingJson {
  title: string;
  code: string;
  status: PropertyStatus;
  reason: string | null;
  slug: string | null;
  images: string[];
  created_at: string;
  /** How many visits the property had (done), without anyone's name. */
  visits_done: number;
}

/** The property a tracking token was issued for, looked up by the token's hash; undefined for any other text. */
export async function findTracking(db: Kysely<Database>, token: string): Promise<TrackingJson | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const row = await db
    .selectFrom('registration_tracking')
    .innerJoin('properties', 'properties.id', 'registration_tracking.property_id')
    .select([
      'properties.id',
      'properties.title',
      'properties.code',
      'properties.operation',
      'properties.year',
      'properties.slug',
      'properties.status',
      'properties.status_reason',
      'properties.is_active',
      'properties.images',
      'properties.created_at',
    ])
    .where('registration_tracking.token_hash', '=', hashTrackingToken(token))
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const isPublic = row.status === 'approved' && row.is_active === 1;
  const visits = await db
    .selectFrom('visits')
    .select((eb) => eb.fn.countAll<number | string>().as('done'))
    .where('property_id', '=', row.id)
    .where('status', '=', 'done')
    .executeTakeFirst();
  return {
    title: row.title,
    code: row.code,
    status: row.status,
    reason: row.status === 'rejected' ? row.status_reason : null,
    slug: isPublic ? row.slug : null,
    images: parseImageList(row.images),
    created_at: row.created_at,
    visits_done: Number(visits?.done ?? 0),
  };
}
