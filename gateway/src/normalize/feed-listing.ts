import type { Feature } from '../generated/resolvers.js';
import type { RawPortalFeedHeader, RawPortalFeedPage, RawPortalFeedProperty } from '../rest/portal-feed-types.js';
import { toFeatures } from './features.js';
import { namedVariantAddress, PORTAL_VARIANT, toImageFileNames } from './images.js';
import { brazilianState, type BrazilianState } from './brazilian-states.js';
import { toBool, toNumber, toText } from './scalars.js';

/** The portal's transaction types, publication levels and property types (VRSync). */
type FeedTransactionType = 'For Sale' | 'For Rent' | 'Sale/Rent';
type FeedPublicationType = 'STANDARD' | 'PREMIUM' | 'SUPER_PREMIUM';
type FeedUsageType = 'Residential' | 'Commercial';
type FeedPropertyType =
  'Residential / Home' | 'Residential / Apartment' | 'Residential / Land Lot' | 'Residential / Farm Ranch' | 'Commercial / Building';
type FeedDisplayAddress = 'All' | 'Street' | 'Neighborhood';
type FeedIptuPeriod = 'Monthly' | 'Yearly';

/** Who publishes the feed: the document's `Header`, and every listing's `ContactInfo`. */
export interface FeedHeader {
  provider: string;
  email: string;
  contactName: string;
  telephone: string;
  website: string;
  officeName: string;
}

interface FeedPhoto {
  url: string;
  caption: string;
  primary: boolean;
}

interface FeedDetails {
  usageType: FeedUsageType;
  propertyType: FeedPropertyType;
  description: string;
  /** Whole reais; null when not for sale. */
  listPrice: number | null;
  /** Whole reais a month; null when not for rent. */
  rentalPrice: number | null;
  iptu: { value: number; period: FeedIptuPeriod } | null;
  /** Whole square metres. */
  livingArea: number | null;
  lotArea: number | null;
  /** Only above zero, and never for land. */
  bedrooms: number | null;
  bathrooms: number | null;
  suites: number | null;
  garage: number | null;
  /** Both key sets read into the canonical features; the portal's vocabulary chooses what is sent. */
  features: Feature[];
}

interface FeedLocation {
  displayAddress: FeedDisplayAddress;
  state: BrazilianState;
  city: string;
  neighborhood: string;
  address: string | null;
  streetNumber: string | null;
  complement: string | null;
  /** NNNNN-NNN. */
  postalCode: string;
}

/** One property as the portal's `Listing` reads it. */
export interface FeedListing {
  /** Our code. */
  listingId: string;
  title: string;
  transactionType: FeedTransactionType;
  publicationType: FeedPublicationType;
  detailViewUrl: string;
  media: FeedPhoto[];
  details: FeedDetails;
  location: FeedLocation;
}

/** A property the API sent that still breaks a rule of the portal, and the first rule it breaks. */
export interface SkippedFeedListing {
  id: string;
  code: string | null;
  reason: string;
}

export interface FeedPage {
  /** Null when the API sent no usable header (no provider, e-mail or telephone). */
  header: FeedHeader | null;
  listings: FeedListing[];
  skipped: SkippedFeedListing[];
  /** Where the next page starts, or null at the end of the walk. */
  nextAfter: number | null;
}

export interface FeedOptions {
  /** The public site's address, without a trailing slash: page and photo URLs are absolute from it. */
  publicUrl: string;
}

const MIN_FEED_PHOTOS = 5;
const TITLE_LENGTH = { min: 10, max: 100 } as const;
const DESCRIPTION_LENGTH = { min: 50, max: 3000 } as const;
const LISTING_ID_MAX_LENGTH = 50;

/** The reasons, in the API readiness report's words. */
export const SKIP_REASONS = {
  notApproved: 'Imóvel não aprovado',
  inactive: 'Imóvel desativado',
  code: 'Código do imóvel ausente ou com mais de 50 caracteres',
  slug: 'Endereço da página do imóvel ausente',
  type: 'Tipo de imóvel desconhecido',
  operation: 'Operação desconhecida',
  titleShort: 'Título com menos de 10 caracteres',
  titleLong: 'Título com mais de 100 caracteres',
  titleHtml: 'Título com marcação HTML',
  descriptionShort: 'Descrição com menos de 50 caracteres',
  descriptionLong: 'Descrição com mais de 3.000 caracteres',
  price: 'Preço não informado',
  rentalPrice: 'Valor do aluguel não informado',
  photos: 'Sem fotos suficientes (mínimo 5)',
  postalCodeMissing: 'CEP não informado',
  postalCodeInvalid: 'CEP inválido (use 8 dígitos)',
  state: 'Estado não informado',
  city: 'Cidade não informada',
  neighborhood: 'Bairro não informado',
  livingArea: 'Área útil não informada',
  lotArea: 'Área do terreno não informada',
} as const;

const PROPERTY_TYPES: Readonly<Record<string, FeedPropertyType>> = {
  house: 'Residential / Home',
  apartment: 'Residential / Apartment',
  land: 'Residential / Land Lot',
  rural: 'Residential / Farm Ranch',
  commercial: 'Commercial / Building',
};
const TRANSACTION_TYPES: Readonly<Record<string, FeedTransactionType>> = {
  rent: 'For Rent',
  sale: 'For Sale',
  launch: 'For Sale',
  both: 'Sale/Rent',
};
const PUBLICATION_TYPES: Readonly<Record<string, FeedPublicationType>> = {
  standard: 'STANDARD',
  premium: 'PREMIUM',
  super_premium: 'SUPER_PREMIUM',
};
const IPTU_PERIODS: Readonly<Record<string, FeedIptuPeriod>> = {
  monthly: 'Monthly',
  annually: 'Yearly',
  single_payment: 'Yearly',
};
/** Types measured by their lot alone. */
const LOT_TYPES = new Set(['land', 'rural']);

class SkipListing extends Error {}

/** One API page of the feed → the header, the listings and the properties left out with the reason. */
export function toFeedPage(raw: RawPortalFeedPage | null | undefined, options: FeedOptions): FeedPage {
  const header = toFeedHeader(raw?.header, options);
  const listings: FeedListing[] = [];
  const skipped: SkippedFeedListing[] = [];
  for (const property of Array.isArray(raw?.data) ? raw.data : []) {
    if (typeof property !== 'object' || property === null) continue;
    const result = toFeedListing(property, options);
    if ('reason' in result) skipped.push(result);
    else listings.push(result);
  }
  const nextAfter = toNumber(raw?.next_after);
  return { header, listings, skipped, nextAfter: nextAfter !== null && nextAfter >= 0 ? Math.trunc(nextAfter) : null };
}

/** The header, with the public site as the website when the API sends none. */
export function toFeedHeader(raw: RawPortalFeedHeader | null | undefined, options: FeedOptions): FeedHeader | null {
  const provider = xmlText(raw?.provider) ?? xmlText(raw?.office_name);
  const email = xmlText(raw?.email);
  const telephone = xmlText(raw?.telephone);
  if (provider === null || email === null || telephone === null) return null;
  return {
    provider,
    email,
    contactName: xmlText(raw?.contact_name) ?? provider,
    telephone,
    website: xmlText(raw?.website) ?? options.publicUrl,
    officeName: xmlText(raw?.office_name) ?? provider,
  };
}

/** A property → its listing, or the first rule of the portal it breaks. */
export function toFeedListing(raw: RawPortalFeedProperty, options: FeedOptions): FeedListing | SkippedFeedListing {
  try {
    return listingOf(raw, options);
  } catch (error) {
    if (!(error instanceof SkipListing)) throw error;
    return { id: toText(raw.id) ?? '', code: toText(raw.code), reason: error.message };
  }
}

function listingOf(raw: RawPortalFeedProperty, options: FeedOptions): FeedListing {
  if (toText(raw.status) !== 'approved') skip(SKIP_REASONS.notApproved);
  if (toBool(raw.is_active) !== true) skip(SKIP_REASONS.inactive);
  const listingId = required(xmlText(raw.code), SKIP_REASONS.code);
  if (listingId.length > LISTING_ID_MAX_LENGTH) skip(SKIP_REASONS.code);
  const slug = required(toText(raw.slug), SKIP_REASONS.slug);
  const type = toText(raw.type)?.toLowerCase() ?? '';
  const propertyType = required(PROPERTY_TYPES[type], SKIP_REASONS.type);
  const transactionType = required(TRANSACTION_TYPES[toText(raw.operation)?.toLowerCase() ?? ''], SKIP_REASONS.operation);
  const title = titleOf(raw.title);
  return {
    listingId,
    title,
    transactionType,
    publicationType: PUBLICATION_TYPES[toText(raw.portal_level)?.toLowerCase() ?? ''] ?? 'STANDARD',
    detailViewUrl: `${options.publicUrl}/imovel/${encodeURIComponent(slug)}`,
    media: mediaOf(raw.images, title, options),
    details: detailsOf(raw, type, propertyType, transactionType),
    location: locationOf(raw),
  };
}

function titleOf(value: unknown): string {
  const title = xmlText(value) ?? '';
  const length = Array.from(title).length;
  if (length < TITLE_LENGTH.min) skip(SKIP_REASONS.titleShort);
  if (length > TITLE_LENGTH.max) skip(SKIP_REASONS.titleLong);
  if (/<[^>]*>/.test(title)) skip(SKIP_REASONS.titleHtml);
  return title;
}

function descriptionOf(value: unknown): string {
  const description = xmlText(value) ?? '';
  const length = Array.from(description).length;
  if (length < DESCRIPTION_LENGTH.min) skip(SKIP_REASONS.descriptionShort);
  if (length > DESCRIPTION_LENGTH.max) skip(SKIP_REASONS.descriptionLong);
  return description;
}

/**
 * The photos' portal variants (JPEGs the portals take, made on first request, so always through the gateway's
 * `/images` and never at the public bucket), the first one primary; captions are the title, then "— foto 2", "— foto 3"…
 */
function mediaOf(images: unknown, title: string, options: FeedOptions): FeedPhoto[] {
  const names = toImageFileNames(images);
  if (names.length < MIN_FEED_PHOTOS) skip(SKIP_REASONS.photos);
  return names.map((name, index) => ({
    url: namedVariantAddress(name, PORTAL_VARIANT, options.publicUrl),
    caption: index === 0 ? title : `${title} — foto ${index + 1}`,
    primary: index === 0,
  }));
}

function detailsOf(
  raw: RawPortalFeedProperty,
  type: string,
  propertyType: FeedPropertyType,
  transactionType: FeedTransactionType,
): FeedDetails {
  const description = descriptionOf(raw.description);
  const { listPrice, rentalPrice } = pricesOf(raw, transactionType);
  const measuredByLot = LOT_TYPES.has(type);
  const livingArea = measuredByLot ? null : required(firstPositive(raw.usable_area, raw.area, raw.built_area), SKIP_REASONS.livingArea);
  const lotArea = measuredByLot
    ? required(firstPositive(raw.lot_area, raw.total_area, raw.area), SKIP_REASONS.lotArea)
    : firstPositive(raw.lot_area);
  const rooms = type === 'land' ? null : raw;
  return {
    usageType: propertyType.startsWith('Commercial') ? 'Commercial' : 'Residential',
    propertyType,
    description,
    listPrice,
    rentalPrice,
    iptu: iptuOf(raw),
    livingArea,
    lotArea,
    bedrooms: firstPositive(rooms?.bedrooms),
    bathrooms: firstPositive(rooms?.bathrooms),
    suites: firstPositive(rooms?.suites),
    garage: firstPositive(rooms?.garage),
    features: toFeatures(raw.features).features,
  };
}

function pricesOf(raw: RawPortalFeedProperty, transactionType: FeedTransactionType): Pick<FeedDetails, 'listPrice' | 'rentalPrice'> {
  const price = required(firstPositive(raw.price), SKIP_REASONS.price);
  if (transactionType === 'For Rent') return { listPrice: null, rentalPrice: price };
  if (transactionType === 'For Sale') return { listPrice: price, rentalPrice: null };
  return { listPrice: price, rentalPrice: required(firstPositive(raw.rental_price), SKIP_REASONS.rentalPrice) };
}

/** Sent only when there is a value; a single payment counts as yearly, and so does an unknown periodicity. */
function iptuOf(raw: RawPortalFeedProperty): FeedDetails['iptu'] {
  const value = firstPositive(raw.iptu_value);
  if (value === null) return null;
  return { value, period: IPTU_PERIODS[toText(raw.iptu_periodicity)?.toLowerCase() ?? ''] ?? 'Yearly' };
}

function locationOf(raw: RawPortalFeedProperty): FeedLocation {
  const zipText = toText(raw.zip_code);
  if (zipText === null) skip(SKIP_REASONS.postalCodeMissing);
  const digits = (zipText ?? '').replace(/\D+/g, '');
  if (digits.length !== 8 || !/^[\d\s.-]+$/.test(zipText ?? '')) skip(SKIP_REASONS.postalCodeInvalid);
  const state = required(brazilianState(raw.state), SKIP_REASONS.state);
  const city = required(xmlText(raw.city), SKIP_REASONS.city);
  const neighborhood = required(xmlText(raw.neighborhood), SKIP_REASONS.neighborhood);
  const displayAddress = displayAddressOf(raw);
  return {
    displayAddress,
    state,
    city,
    neighborhood,
    address: displayAddress === 'Neighborhood' ? null : xmlText(raw.address),
    streetNumber: displayAddress === 'All' ? xmlText(raw.number) : null,
    complement: displayAddress === 'All' ? xmlText(raw.complement) : null,
    postalCode: `${digits.slice(0, 5)}-${digits.slice(5)}`,
  };
}

/** The portal's words for the property's address privacy (the API's default, the street, when it sends none). */
const DISPLAY_BY_PRIVACY: Readonly<Record<string, FeedDisplayAddress>> = {
  full: 'All',
  street: 'Street',
  neighborhood: 'Neighborhood',
};

/**
 * How much of the address the portal shows: what staff chose for the property, narrowed to what it has — no
 * street, only the neighbourhood; a street without a number, the street. The number and the complement go out
 * only with 'All'.
 */
function displayAddressOf(raw: RawPortalFeedProperty): FeedDisplayAddress {
  const chosen = DISPLAY_BY_PRIVACY[toText(raw.address_privacy)?.toLowerCase() ?? ''] ?? 'Street';
  if (chosen === 'Neighborhood' || xmlText(raw.address) === null) return 'Neighborhood';
  if (chosen === 'Street' || xmlText(raw.number) === null) return 'Street';
  return 'All';
}

/** The first value above zero, rounded to a whole number (reais, square metres, rooms). */
function firstPositive(...values: unknown[]): number | null {
  for (const value of values) {
    const number = toNumber(value);
    if (number !== null && Math.round(number) > 0) return Math.round(number);
  }
  return null;
}

/**
 * A trimmed text without the characters XML cannot hold (controls other than tab and line breaks, lone
 * surrogates, U+FFFE/U+FFFF); null when nothing is left.
 */
export function xmlText(value: unknown): string | null {
  const text = toText(value);
  return text === null ? null : toText(text.replace(NOT_XML_CHARACTERS, ''));
}

/** Characters outside XML 1.0's `Char` production. */
/* eslint-disable no-control-regex -- the controls are what it removes */
const NOT_XML_CHARACTERS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */

function required<T>(value: T | null | undefined, reason: string): T {
  if (value === null || value === undefined) skip(reason);
  return value;
}

function skip(reason: string): never {
  throw new SkipListing(reason);
}
