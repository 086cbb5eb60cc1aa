import { XMLBuilder } from 'fast-xml-parser';
import type { FeedHeader, FeedListing } from '../normalize/feed-listing.js';
import { VRSYNC_NAMESPACE, VRSYNC_SCHEMA_LOCATION, vrsyncFeatures, XSI_NAMESPACE } from './vrsync-vocabulary.js';

/** An element as fast-xml-parser's builder reads it: attributes under `@_`, text under `#text`, CDATA under `__cdata`. */
type XmlNode = { [name: string]: XmlValue };
type XmlValue = string | number | XmlNode | XmlNode[];

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  cdataPropName: '__cdata',
  suppressEmptyNode: false,
  processEntities: true,
  // `primary="true"` is written out: a bare attribute is not XML.
  suppressBooleanAttributes: false,
});

/** Where the listings go in the document's frame: a word the builder writes as it is, then cut out. */
const LISTINGS_PLACE = 'VrsyncListingsGoHere';

/**
 * Writes a VRSync document piece by piece with fast-xml-parser's builder, which escapes text and attributes and
 * writes CDATA sections (splitting a `]]>` inside one across two): `start` answers the frame up to the opening of
 * `Listings` (declaration, root with its namespaces, `Header`), `listings` one page of `Listing` elements, `end`
 * the rest of the frame. The frame is built once as a whole document and cut where the listings go, so every tag
 * comes from the builder and a feed of any size goes out one page at a time. Inside `Listings` the elements are
 * in the document's default namespace, VRSync's.
 */
export class VrsyncWriter {
  #header: FeedHeader | null = null;
  #end = '';

  start(header: FeedHeader, publishDate: Date): string {
    const frame = builder.build({
      '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
      ListingDataFeed: {
        '@_xmlns': VRSYNC_NAMESPACE,
        '@_xmlns:xsi': XSI_NAMESPACE,
        '@_xsi:schemaLocation': VRSYNC_SCHEMA_LOCATION,
        Header: headerNode(header, publishDate),
        Listings: LISTINGS_PLACE,
      },
    });
    const place = frame.indexOf(LISTINGS_PLACE);
    this.#header = header;
    this.#end = frame.slice(place + LISTINGS_PLACE.length);
    return frame.slice(0, place);
  }

  listings(listings: readonly FeedListing[]): string {
    const header = this.#header;
    if (header === null) throw new Error('VrsyncWriter.start must come first');
    if (listings.length === 0) return '';
    return builder.build({ Listing: listings.map((listing) => listingNode(listing, header)) });
  }

  end(): string {
    return this.#end;
  }
}

function headerNode(header: FeedHeader, publishDate: Date): XmlNode {
  return {
    Provider: header.provider,
    Email: header.email,
    ContactName: header.contactName,
    PublishDate: publishDate.toISOString(),
    Telephone: header.telephone,
    Website: header.website,
  };
}

function listingNode(listing: FeedListing, header: FeedHeader): XmlNode {
  return {
    ListingID: listing.listingId,
    Title: { __cdata: listing.title },
    TransactionType: listing.transactionType,
    PublicationType: listing.publicationType,
    DetailViewUrl: listing.detailViewUrl,
    Media: {
      Item: listing.media.map((photo) => ({
        '@_medium': 'image',
        '@_caption': photo.caption,
        ...(photo.primary ? { '@_primary': 'true' } : {}),
        '#text': photo.url,
      })),
    },
    Details: detailsNode(listing.details),
    Location: locationNode(listing.location),
    ContactInfo: {
      Name: header.contactName,
      Email: header.email,
      Website: header.website,
      OfficeName: header.officeName,
      Telephone: header.telephone,
    },
  };
}

/** `<name attributes…>value</name>`, or nothing when the value is null. */
function withAttributes(value: number | null, attributes: Record<string, string>): XmlNode | undefined {
  if (value === null) return undefined;
  const node: XmlNode = { '#text': value };
  for (const [name, attribute] of Object.entries(attributes)) node[`@_${name}`] = attribute;
  return node;
}

/** The node without the fields whose value is undefined or null (elements the listing leaves out). */
function present(fields: Record<string, XmlValue | null | undefined>): XmlNode {
  const node: XmlNode = {};
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) node[name] = value;
  return node;
}

function detailsNode(details: FeedListing['details']): XmlNode {
  const features = vrsyncFeatures(details.features);
  return present({
    UsageType: details.usageType,
    PropertyType: details.propertyType,
    Description: { __cdata: details.description },
    ListPrice: withAttributes(details.listPrice, { currency: 'BRL' }),
    RentalPrice: withAttributes(details.rentalPrice, { currency: 'BRL', period: 'Monthly' }),
    Iptu: details.iptu === null ? undefined : withAttributes(details.iptu.value, { currency: 'BRL', period: details.iptu.period }),
    LivingArea: withAttributes(details.livingArea, { unit: 'square metres' }),
    LotArea: withAttributes(details.lotArea, { unit: 'square metres' }),
    Bedrooms: details.bedrooms,
    Bathrooms: details.bathrooms,
    Suites: details.suites,
    Garage: withAttributes(details.garage, { type: 'Parking Space' }),
    Features: features.length > 0 ? { Feature: features.map((feature) => ({ '#text': feature })) } : undefined,
  });
}

function locationNode(location: FeedListing['location']): XmlNode {
  return present({
    '@_displayAddress': location.displayAddress,
    Country: { '@_abbreviation': 'BR', '#text': 'Brasil' },
    State: { '@_abbreviation': location.state.abbreviation, '#text': location.state.name },
    City: location.city,
    Neighborhood: location.neighborhood,
    Address: location.address,
    StreetNumber: location.streetNumber,
    Complement: location.complement,
    PostalCode: location.postalCode,
  });
}
