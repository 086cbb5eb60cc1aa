import { toNumberOrNull } from '../db/numbers.js';
import type { PropertyRow } from '../db/schema.js';
import { parseImageList } from '../files/image-list.js';
import { offeredFor } from './identity.js';
import type { DecimalColumn } from './property-values.js';
import { publicAddress } from './public-address.js';

/**
 * Columns the property calls never answer: the owner's contact and terms, the portals' marks and the rejection's
 * reason stay in the back office; the searched text is internal.
 */
type UnansweredColumn =
  | 'terms_accepted'
  | 'contact_name'
  | 'contact_phone'
  | 'contact_email'
  | 'search_text'
  | 'portal_publish'
  | 'portal_level'
  | 'status_reason'
  | 'anonymized_at';

/**
 * A property exactly as every property call answers it (docs/rest-api.md): its columns with decimals as
 * numbers, the slug and code always given, what it is offered for, and the photo list parsed. The public calls
 * answer it through `toPublicPropertyJson`, with the address the property's privacy choice allows.
 */
export type PropertyJson = Omit<PropertyRow, UnansweredColumn | DecimalColumn | 'images'> &
  Record<DecimalColumn, number | null> & {
    for_rent: 0 | 1;
    for_sale: 0 | 1;
    images: string[];
  };

export function toPropertyJson(row: PropertyRow): PropertyJson {
  return {
    id: row.id,
    year: row.year,
    slug: row.slug,
    code: row.code,
    title: row.title,
    description: row.description,
    highlights: row.highlights,
    reference_point: row.reference_point,
    operation: row.operation,
    ...offeredFor(row.operation),
    type: row.type,
    price: toNumberOrNull(row.price),
    rental_price: toNumberOrNull(row.rental_price),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    suites: row.suites,
    garage: row.garage,
    area: toNumberOrNull(row.area),
    total_area: toNumberOrNull(row.total_area),
    usable_area: toNumberOrNull(row.usable_area),
    built_area: toNumberOrNull(row.built_area),
    lot_area: toNumberOrNull(row.lot_area),
    lot_front: toNumberOrNull(row.lot_front),
    lot_back: toNumberOrNull(row.lot_back),
    iptu_value: toNumberOrNull(row.iptu_value),
    iptu_periodicity: row.iptu_periodicity,
    address: row.address,
    number: row.number,
    complement: row.complement,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    responsible_broker: row.responsible_broker,
    responsible_broker_phone: row.responsible_broker_phone,
    user_id: row.user_id,
    client_id: row.client_id,
    status: row.status,
    is_active: row.is_active,
    is_reserved: row.is_reserved,
    is_launch: row.is_launch,
    features: row.features,
    subdivision_name: row.subdivision_name,
    delivery_date: row.delivery_date,
    ready_to_build: row.ready_to_build,
    images: parseImageList(row.images),
    address_privacy: row.address_privacy,
    approved_at: row.approved_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A property as the public calls answer it: the address holds only what its privacy choice makes public. */
export function toPublicPropertyJson(row: PropertyRow): PropertyJson {
  return { ...toPropertyJson(row), ...publicAddress(row) };
}
