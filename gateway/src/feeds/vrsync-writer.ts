import { createCB } from 'xmlbuilder2';
import type { XMLBuilderCB } from 'xmlbuilder2/lib/interfaces.js';
import type { FeedHeader, FeedListing } from '../normalize/feed-listing.js';
import { VRSYNC_NAMESPACE, VRSYNC_SCHEMA_LOCATION, vrsyncFeatures, XMLNS_NAMESPACE, XSI_NAMESPACE } from './vrsync-vocabulary.js';

/**
 * Writes a VRSync document piece by piece with xmlbuilder2's callback builder: `start` (declaration, root,
 * `Header`, the opening of `Listings`), then `listings` once per page, then `end`. Each call answers the text
 * it produced, so a feed of any size goes out one page at a time and only the open elements are kept.
 */
export class VrsyncWriter {
  readonly #chunks: string[] = [];
  readonly #xml: XMLBuilderCB;
  #header: FeedHeader | null = null;

  constructor() {
    this.#xml = createCB({ data: (chunk: string) => this.#chunks.push(chunk) });
  }

  start(header: FeedHeader, publishDate: Date): string {
    const xml = this.#xml
      .dec({ version: '1.0', encoding: 'UTF-8' })
      .ele(VRSYNC_NAMESPACE, 'ListingDataFeed')
      .att(XMLNS_NAMESPACE, 'xmlns:xsi', XSI_NAMESPACE)
      .att(XSI_NAMESPACE, 'xsi:schemaLocation', VRSYNC_SCHEMA_LOCATION);
    xml.ele('Header');
    text(xml, 'Provider', header.provider);
    text(xml, 'Email', header.email);
    text(xml, 'ContactName', header.contactName);
    text(xml, 'PublishDate', publishDate.toISOString());
    text(xml, 'Telephone', header.telephone);
    text(xml, 'Website', header.website);
    xml.up().ele('Listings');
    this.#header = header;
    return this.#take();
  }

  listings(listings: readonly FeedListing[]): string {
    const header = this.#header;
    if (header === null) throw new Error('VrsyncWriter.start must come first');
    for (const listing of listings) writeListing(this.#xml, listing, header);
    return this.#take();
  }

  end(): string {
    this.#xml.up().up().end();
    return this.#take();
  }

  #take(): string {
    const text = this.#chunks.join('');
    this.#chunks.length = 0;
    return text;
  }
}

function writeListing(xml: XMLBuilderCB, listing: FeedListing, header: FeedHeader): void {
  xml.ele('Listing');
  text(xml, 'ListingID', listing.listingId);
  cdata(xml, 'Title', listing.title);
  text(xml, 'TransactionType', listing.transactionType);
  text(xml, 'PublicationType', listing.publicationType);
  text(xml, 'DetailViewUrl', listing.detailViewUrl);
  xml.ele('Media');
  for (const photo of listing.media) {
    xml.ele('Item').att('medium', 'image').att('caption', photo.caption);
    if (photo.primary) xml.att('primary', 'true');
    xml.txt(photo.url).up();
  }
  xml.up();
  writeDetails(xml, listing.details);
  writeLocation(xml, listing.location);
  xml.ele('ContactInfo');
  text(xml, 'Name', header.contactName);
  text(xml, 'Email', header.email);
  text(xml, 'Website', header.website);
  text(xml, 'OfficeName', header.officeName);
  text(xml, 'Telephone', header.telephone);
  xml.up().up();
}

function writeDetails(xml: XMLBuilderCB, details: FeedListing['details']): void {
  xml.ele('Details');
  text(xml, 'UsageType', details.usageType);
  text(xml, 'PropertyType', details.propertyType);
  cdata(xml, 'Description', details.description);
  if (details.listPrice !== null) text(xml, 'ListPrice', details.listPrice, { currency: 'BRL' });
  if (details.rentalPrice !== null) text(xml, 'RentalPrice', details.rentalPrice, { currency: 'BRL', period: 'Monthly' });
  if (details.iptu !== null) text(xml, 'Iptu', details.iptu.value, { currency: 'BRL', period: details.iptu.period });
  if (details.livingArea !== null) text(xml, 'LivingArea', details.livingArea, { unit: 'square metres' });
  if (details.lotArea !== null) text(xml, 'LotArea', details.lotArea, { unit: 'square metres' });
  if (details.bedrooms !== null) text(xml, 'Bedrooms', details.bedrooms);
  if (details.bathrooms !== null) text(xml, 'Bathrooms', details.bathrooms);
  if (details.suites !== null) text(xml, 'Suites', details.suites);
  if (details.garage !== null) text(xml, 'Garage', details.garage, { type: 'Parking Space' });
  const features = vrsyncFeatures(details.features);
  if (features.length > 0) {
    xml.ele('Features');
    for (const feature of features) text(xml, 'Feature', feature);
    xml.up();
  }
  xml.up();
}

function writeLocation(xml: XMLBuilderCB, location: FeedListing['location']): void {
  xml.ele('Location').att('displayAddress', location.displayAddress);
  text(xml, 'Country', 'Brasil', { abbreviation: 'BR' });
  text(xml, 'State', location.state.name, { abbreviation: location.state.abbreviation });
  text(xml, 'City', location.city);
  text(xml, 'Neighborhood', location.neighborhood);
  if (location.address !== null) text(xml, 'Address', location.address);
  if (location.streetNumber !== null) text(xml, 'StreetNumber', location.streetNumber);
  if (location.complement !== null) text(xml, 'Complement', location.complement);
  text(xml, 'PostalCode', location.postalCode);
  xml.up();
}

/** `<name attributes…>value</name>`, the value escaped by the builder. */
function text(xml: XMLBuilderCB, name: string, value: string | number, attributes: Record<string, string> = {}): void {
  xml.ele(name);
  for (const [attribute, attributeValue] of Object.entries(attributes)) xml.att(attribute, attributeValue);
  xml.txt(String(value)).up();
}

/**
 * `<name><![CDATA[value]]></name>`. A section cannot hold `]]>`, so such a value is split across sections
 * (`…]]` then `>…`), which a reader joins back into the same text.
 */
function cdata(xml: XMLBuilderCB, name: string, value: string): void {
  xml.ele(name);
  const parts = value.split(']]>');
  parts.forEach((part, index) => {
    const section = `${index === 0 ? '' : '>'}${part}${index === parts.length - 1 ? '' : ']]'}`;
    if (section !== '') xml.dat(section);
  });
  xml.up();
}
