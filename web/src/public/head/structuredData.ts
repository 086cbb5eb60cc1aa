import type { PropertyType } from '../../gql/graphql';
import { openingHours } from '../lib/openingHours';
import type { AgencySubject, ListingSubject } from './serverHead';

export type JsonValue = string | number | boolean | JsonValue[] | { [key: string]: JsonValue };
type Maybe = JsonValue | null | undefined;
type Draft = { [key: string]: Maybe | Draft | Draft[] };

/** Leaves out every missing value (null, undefined, blank text, empty list or object): structured data holds only real values. */
function withRealValues(value: Maybe | Draft | Draft[]): JsonValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const items = value.map(withRealValues).filter((item): item is JsonValue => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  const entries = Object.entries(value)
    .map(([key, item]) => [key, withRealValues(item)] as const)
    .filter((entry): entry is readonly [string, JsonValue] => entry[1] !== undefined);
  return entries.some(([key]) => !key.startsWith('@')) ? Object.fromEntries(entries) : undefined;
}

export const absoluteUrl = (url: string, origin: string): string => new URL(url, `${origin}/`).href;

const agencyId = (origin: string) => `${origin}/#imobiliaria`;

/** The agency as schema.org's RealEstateAgent: name, address, phone, CRECI and opening hours. */
export function agencyStructuredData(agency: AgencySubject, origin: string, shareImageUrl: string): JsonValue | undefined {
  const { address } = agency;
  const street = [address.street, address.number].filter((part) => part?.trim()).join(', ');
  return withRealValues({
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': agencyId(origin),
    name: agency.name,
    url: `${origin}/`,
    image: absoluteUrl(shareImageUrl, origin),
    telephone: agency.phone,
    email: agency.email,
    identifier: agency.creci?.trim() ? { '@type': 'PropertyValue', propertyID: 'CRECI', value: agency.creci } : null,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [street, address.complement].filter((part) => part?.trim()).join(' - '),
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.zipCode,
      addressCountry: 'BR',
    },
    openingHoursSpecification: openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...hours.days],
      opens: hours.opens,
      closes: hours.closes,
    })),
  });
}

const accommodationTypes: Record<PropertyType, string> = {
  HOUSE: 'SingleFamilyResidence',
  APARTMENT: 'Apartment',
  LAND: 'Place',
  RURAL: 'Accommodation',
  COMMERCIAL: 'Accommodation',
};

const GOOD_RELATIONS = 'http://purl.org/goodrelations/v1#';

/** A property page as schema.org's RealEstateListing, with its Offer and the place itself. */
export function listingStructuredData(listing: ListingSubject, pageUrl: string, origin: string): JsonValue | undefined {
  const isLand = listing.type === 'LAND';
  return withRealValues({
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.title,
    description: listing.description,
    url: pageUrl,
    identifier: listing.code,
    image: listing.images.map((image) => absoluteUrl(image.url, origin)),
    offers: {
      '@type': 'Offer',
      price: listing.price,
      priceCurrency: listing.price === null ? null : 'BRL',
      availability: listing.isReserved ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock',
      businessFunction: listing.operation === 'RENT' ? `${GOOD_RELATIONS}LeaseOut` : `${GOOD_RELATIONS}Sell`,
      seller: { '@id': agencyId(origin) },
    },
    about: {
      '@type': accommodationTypes[listing.type],
      address: {
        '@type': 'PostalAddress',
        streetAddress: listing.address.neighborhood,
        addressLocality: listing.address.city,
        addressRegion: listing.address.state,
        addressCountry: 'BR',
      },
      floorSize: isLand || listing.area === null ? null : { '@type': 'QuantitativeValue', value: listing.area, unitCode: 'MTK' },
      numberOfRooms: isLand || listing.bedrooms === 0 ? null : listing.bedrooms,
      numberOfBedrooms: isLand || listing.bedrooms === 0 ? null : listing.bedrooms,
      numberOfBathroomsTotal: isLand || listing.bathrooms === 0 ? null : listing.bathrooms,
    },
  });
}
