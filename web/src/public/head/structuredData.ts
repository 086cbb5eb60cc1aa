import type {
  Accommodation,
  Apartment,
  Offer,
  Place,
  PostalAddress,
  RealEstateAgent,
  RealEstateListing,
  SingleFamilyResidence,
  WithContext,
} from 'schema-dts';
import type { PropertyType } from '../../gql/graphql';
import { detailMessages } from '../../forms/detailMessages';
import { streetLine } from '../lib/contactDetails';
import { openingHours } from '../lib/openingHours';
import type { AgencySubject, ListingSubject } from './serverHead';

/** A plain JSON value, as structured data is written. */
export type JsonValue = string | number | boolean | JsonValue[] | { [key: string]: JsonValue };

/**
 * Leaves out every missing value (null, undefined, blank text, empty list, or an object holding nothing but its
 * `@type`): structured data holds only real values. A node reference (`{ "@id": … }`) is a value.
 */
export function withRealValues(value: unknown): JsonValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const items = value.map(withRealValues).filter((item): item is JsonValue => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (typeof value !== 'object') return undefined;
  const entries = Object.entries(value)
    .map(([key, item]) => [key, withRealValues(item)] as const)
    .filter((entry): entry is readonly [string, JsonValue] => entry[1] !== undefined);
  return entries.some(([key]) => key === '@id' || !key.startsWith('@')) ? Object.fromEntries(entries) : undefined;
}

export const absoluteUrl = (url: string, origin: string): string => new URL(url, `${origin}/`).href;

/** The agency's node: every listing's offers point at it. */
const agencyId = (origin: string) => `${origin}/#imobiliaria`;

const filled = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** The agency as schema.org's RealEstateAgent: name, address, phone, CRECI and opening hours. */
export function agencyStructuredData(agency: AgencySubject, origin: string, shareImageUrl: string): WithContext<RealEstateAgent> {
  const { address } = agency;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': agencyId(origin),
    name: agency.name,
    url: `${origin}/`,
    image: absoluteUrl(shareImageUrl, origin),
    telephone: filled(agency.phone),
    email: filled(agency.email),
    identifier: agency.creci?.trim() ? { '@type': 'PropertyValue', propertyID: 'CRECI', value: agency.creci } : undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: streetLine(address) ?? undefined,
      addressLocality: filled(address.city),
      addressRegion: filled(address.state),
      postalCode: filled(address.zipCode),
      addressCountry: 'BR',
    },
    openingHoursSpecification: openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...hours.days],
      opens: hours.opens,
      closes: hours.closes,
    })),
  };
}

const GOOD_RELATIONS = 'http://purl.org/goodrelations/v1#';
/** UN/CEFACT codes: a month, and a square metre. */
const MONTH = 'MON';
const SQUARE_METRE = 'MTK';

/**
 * The property's place: the street ("street, number - complement") as far as the property's address privacy allows
 * (the API answers only that part), never the neighbourhood in its stead.
 */
function placeAddress(listing: ListingSubject): PostalAddress {
  const { address } = listing;
  return {
    '@type': 'PostalAddress',
    streetAddress: streetLine(address) ?? undefined,
    addressLocality: filled(address.city),
    addressRegion: filled(address.state),
    postalCode: filled(address.zipCode),
    addressCountry: 'BR',
  };
}

function neighbourhoodOf(listing: ListingSubject): Place | undefined {
  const name = filled(listing.address.neighborhood);
  return name === undefined ? undefined : { '@type': 'Place', name };
}

/** The size and rooms schema.org gives an accommodation; rooms only when the property has them. */
function accommodationFacts(listing: ListingSubject) {
  return {
    floorSize: listing.area === null ? undefined : { '@type': 'QuantitativeValue' as const, value: listing.area, unitCode: SQUARE_METRE },
    numberOfRooms: listing.bedrooms > 0 ? listing.bedrooms : undefined,
    numberOfBedrooms: listing.bedrooms > 0 ? listing.bedrooms : undefined,
    numberOfBathroomsTotal: listing.bathrooms > 0 ? listing.bathrooms : undefined,
  };
}

type ListedPlace = Accommodation | Apartment | SingleFamilyResidence | Place;

/**
 * What is offered, by type: a house, an apartment or a rural property (which has its house) is an
 * Accommodation with rooms and floor size; a plot and a commercial building or warehouse are Places, measured by
 * their area alone.
 */
function placeOf(listing: ListingSubject): ListedPlace {
  const common = { address: placeAddress(listing), containedInPlace: neighbourhoodOf(listing) };
  const types: Record<PropertyType, () => ListedPlace> = {
    HOUSE: () => ({ '@type': 'SingleFamilyResidence', ...common, ...accommodationFacts(listing) }),
    APARTMENT: () => ({ '@type': 'Apartment', ...common, ...accommodationFacts(listing) }),
    RURAL: () => ({ '@type': 'Accommodation', ...common, ...accommodationFacts(listing) }),
    LAND: () => ({ '@type': 'Place', ...common, additionalProperty: areaOf(listing) }),
    COMMERCIAL: () => ({ '@type': 'Place', ...common, additionalProperty: areaOf(listing) }),
  };
  return types[listing.type]();
}

function areaOf(listing: ListingSubject) {
  return listing.area === null
    ? undefined
    : { '@type': 'PropertyValue' as const, name: detailMessages.labels.area, value: listing.area, unitCode: SQUARE_METRE };
}

/** The offers of a listing: a sale, a lease (its rent by the month), or both. */
function offersOf(listing: ListingSubject, origin: string): Offer[] {
  const common = {
    availability: listing.isReserved ? ('https://schema.org/LimitedAvailability' as const) : ('https://schema.org/InStock' as const),
    offeredBy: { '@id': agencyId(origin) },
  };
  const sale = (price: number | null): Offer => ({
    '@type': 'Offer',
    businessFunction: { '@id': `${GOOD_RELATIONS}Sell` },
    price: price ?? undefined,
    priceCurrency: price === null ? undefined : 'BRL',
    ...common,
  });
  const lease = (rent: number | null | undefined): Offer => ({
    '@type': 'Offer',
    businessFunction: { '@id': `${GOOD_RELATIONS}LeaseOut` },
    price: rent ?? undefined,
    priceCurrency: rent === null || rent === undefined ? undefined : 'BRL',
    priceSpecification:
      rent === null || rent === undefined
        ? undefined
        : {
            '@type': 'UnitPriceSpecification',
            price: rent,
            priceCurrency: 'BRL',
            unitCode: MONTH,
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: MONTH },
          },
    ...common,
  });
  if (listing.operation === 'RENT') return [lease(listing.price)];
  if (listing.operation === 'BOTH') return [sale(listing.price), lease(listing.rentalPrice)];
  return [sale(listing.price)];
}

/**
 * A property page as schema.org's RealEstateListing: its offers (made by the agency), the date it was approved and
 * the place itself.
 */
export function listingStructuredData(listing: ListingSubject, pageUrl: string, origin: string): WithContext<RealEstateListing> {
  const offers = offersOf(listing, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.title,
    description: filled(listing.description),
    url: pageUrl,
    identifier: listing.code,
    datePosted: filled(listing.approvedAt),
    image: listing.images.map((image) => absoluteUrl(image.url, origin)),
    offers: offers.length === 1 ? offers[0] : offers,
    about: placeOf(listing),
  };
}
