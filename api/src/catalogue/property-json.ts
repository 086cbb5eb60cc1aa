import { toNumberOrNull } from '../db/numbers.js';
import type { PropertyRow } from '../db/schema.js';
import { parseImageList } from '../files/image-list.js';
import { offeredFor, propertyCode, propertySlug } from './identity.js';

/** A property exactly as every property call answers it (docs/rest-api.md). */
export interface PropertyJson {
  id: number;
  year: number;
  slug: string;
  code: string;
  title: string;
  description: string | null;
  highlights: string | null;
  reference_point: string | null;
  operation: PropertyRow['operation'];
  for_rent: 0 | 1;
  for_sale: 0 | 1;
  type: PropertyRow['type'];
  price: number | null;
  bedrooms: number;
  bathrooms: number;
  suites: number;
  garage: number;
  area: number | null;
  total_area: number | null;
  usable_area: number | null;
  built_area: number | null;
  lot_area: number | null;
  lot_front: number | null;
  lot_back: number | null;
  iptu_value: number | null;
  iptu_periodicity: PropertyRow['iptu_periodicity'];
  address: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string;
  state: string | null;
  zip_code: string | null;
  responsible_broker: string | null;
  responsible_broker_phone: string | null;
  user_id: number | null;
  client_id: number | null;
  status: PropertyRow['status'];
  is_active: number;
  is_reserved: number;
  is_launch: number;
  features: string;
  subdivision_name: string | null;
  delivery_date: string | null;
  ready_to_build: number;
  images: string[];
  created_at: string;
  updated_at: string;
}

export function toPropertyJson(row: PropertyRow): PropertyJson {
  return {
    id: row.id,
    year: row.year,
    slug: row.slug ?? propertySlug(row.title, row.id),
    code: row.code ?? propertyCode(row.operation, row.id, row.year),
    title: row.title,
    description: row.description,
    highlights: row.highlights,
    reference_point: row.reference_point,
    operation: row.operation,
    ...offeredFor(row.operation),
    type: row.type,
    price: toNumberOrNull(row.price),
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
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
