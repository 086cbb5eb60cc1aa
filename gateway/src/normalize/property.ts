import type { Property } from '../generated/resolvers.js';
import type { RawProperty } from '../rest/types.js';
import { toAddress } from './address.js';
import { offerOf, toAddressPrivacy, toIptuPeriodicity, toOperation, toPropertyStatus, toPropertyType } from './enums.js';
import { toFeatures } from './features.js';
import { toImages } from './images.js';
import { toBool, toCount, toId, toNumber, toText } from './scalars.js';

export interface NormalizeOptions {
  /** Public address of the site; image URLs are relative (`/images/...`) without it. */
  publicUrl?: string | null;
  /** The public bucket or CDN (`STORAGE_PUBLIC_URL`) that property photos and their widths are addressed at, if any. */
  storagePublicUrl?: string | null;
}

/**
 * One REST property → the GraphQL `Property`. Returns null for a record the site cannot show (no id, slug or
 * code, or an operation or type outside the product's lists). The slug and the code are the API's, as stored:
 * the gateway never derives them (`api/src/catalogue/identity.ts` does, once).
 */
export function toProperty(raw: RawProperty, options: NormalizeOptions = {}): Property | null {
  const id = toId(raw.id);
  const operation = toOperation(raw.operation, raw.for_rent, raw.for_sale);
  const type = toPropertyType(raw.type);
  const slug = toText(raw.slug);
  const code = toText(raw.code);
  if (id === null || operation === null || type === null || slug === null || code === null) return null;
  const title = toText(raw.title) ?? '';
  const images = toImages(raw.images, options);
  const { features, otherFeatures } = toFeatures(raw.features);
  return {
    id,
    slug,
    code,
    title,
    description: toText(raw.description),
    highlights: toHighlights(raw.highlights),
    referencePoint: toText(raw.reference_point),
    operation,
    ...offerOf(operation, raw.for_rent, raw.for_sale),
    type,
    price: toNumber(raw.price),
    rentalPrice: toNumber(raw.rental_price),
    bedrooms: toCount(raw.bedrooms),
    bathrooms: toCount(raw.bathrooms),
    suites: toCount(raw.suites),
    garage: toCount(raw.garage),
    area: toNumber(raw.area),
    totalArea: toNumber(raw.total_area),
    usableArea: toNumber(raw.usable_area),
    builtArea: toNumber(raw.built_area),
    lotArea: toNumber(raw.lot_area),
    lotFront: toNumber(raw.lot_front),
    lotBack: toNumber(raw.lot_back),
    iptuValue: toNumber(raw.iptu_value),
    iptuPeriodicity: toIptuPeriodicity(raw.iptu_periodicity),
    address: toAddress(raw),
    addressPrivacy: toAddressPrivacy(raw.address_privacy),
    approvedAt: toText(raw.approved_at),
    responsibleBroker: toText(raw.responsible_broker),
    responsibleBrokerPhone: toText(raw.responsible_broker_phone),
    status: toPropertyStatus(raw.status),
    isActive: toBool(raw.is_active) ?? true,
    isReserved: toBool(raw.is_reserved) ?? false,
    isLaunch: toBool(raw.is_launch) ?? false,
    features,
    otherFeatures,
    subdivisionName: toText(raw.subdivision_name),
    deliveryDate: toText(raw.delivery_date),
    readyToBuild: toBool(raw.ready_to_build),
    images,
    mainImage: images[0] ?? null,
  };
}

/** A list of REST properties; records the site cannot show are left out. */
export function toProperties(raws: readonly RawProperty[] | null | undefined, options: NormalizeOptions = {}): Property[] {
  const result: Property[] = [];
  for (const raw of raws ?? []) {
    if (typeof raw !== 'object' || raw === null) continue;
    const property = toProperty(raw, options);
    if (property) result.push(property);
  }
  return result;
}

/** The highlights text, one item per line, blank lines dropped. */
export function toHighlights(value: unknown): string[] {
  const text = toText(value);
  if (text === null) return [];
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
