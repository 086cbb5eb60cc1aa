import { createCB, fragment } from 'xmlbuilder2';
import type { XMLBuilder, XMLBuilderCB } from 'xmlbuilder2/lib/interfaces.js';
import type { FeedHeader, FeedListing } from '../normalize/feed-listing.js';
import { VRSYNC_NAMESPACE, VRSYNC_SCHEMA_LOCATION, vrsyncFeatures, XMLNS_NAMESPACE, XSI_NAMESPACE } from './vrsync-vocabulary.js';

/**
 * Writes a VRSync document piece by piece with xmlbuilder2: `start` (declaration, root, `Header`, the opening
 * of `Listings`) and `end` with its callback builder, which keeps only the open elements; `listings` once per
 * page, each page built as a document fragment and serialized at once (the callback builder makes a whole
 * document for every element it writes, several times slower). Each call answers the text it produced, so a
 * feed of any size goes out one page at a time. A page's `Listing` elements are written without a namespace
 * of their own: inside `Listings` they are in the document's default one, VRSync's.
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
    const headerFields: [string, string][] = [
      ['Provider', header.provider],
      ['Email', header.email],
      ['ContactName', header.contactName],
      ['PublishDate', publishDate.toISOString()],
      ['Telephone', header.telephone],
      ['Website', header.website],
    ];
    for (const [name, value] of headerFields) xml.ele(name).txt(value).up();
    // The empty text closes the start tag, so the pages' text can follow it.
    xml.up().ele('Listings').txt('');
    this.#header = header;
    return this.#take();
  }

  listings(listings: readonly FeedListing[]): string {
    const header = this.#header;
    if (header === null) throw new Error('VrsyncWriter.start must come first');
    if (listings.length === 0) return '';
    const page = fragment();
    for (const listing of listings) writeListing(page, listing, header);
    return page.end();
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

function writeListing(page: XMLBuilder, listing: FeedListing, header: FeedHeader): void {
  const xml = page.ele('Listing');
  text(xml, 'ListingID', listing.listingId);
  cdata(xml, 'Title', listing.title);
  text(xml, 'TransactionType', listing.transactionType);
  text(xml, 'PublicationType', listing.publicationType);
  text(xml, 'DetailViewUrl', listing.detailViewUrl);
  const media = xml.ele('Media');
  for (const photo of listing.media) {
    const attributes = photo.primary
      ? { medium: 'image', caption: photo.caption, primary: 'true' }
      : { medium: 'image', caption: photo.caption };
    media.ele('Item', attributes).txt(photo.url);
  }
  writeDetails(xml.ele('Details'), listing.details);
  writeLocation(xml.ele('Location', { displayAddress: listing.location.displayAddress }), listing.location);
  const contact = xml.ele('ContactInfo');
  text(contact, 'Name', header.contactName);
  text(contact, 'Email', header.email);
  text(contact, 'Website', header.website);
  text(contact, 'OfficeName', header.officeName);
  text(contact, 'Telephone', header.telephone);
}

function writeDetails(xml: XMLBuilder, details: FeedListing['details']): void {
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
    const list = xml.ele('Features');
    for (const feature of features) text(list, 'Feature', feature);
  }
}

function writeLocation(xml: XMLBuilder, location: FeedListing['location']): void {
  text(xml, 'Country', 'Brasil', { abbreviation: 'BR' });
  text(xml, 'State', location.state.name, { abbreviation: location.state.abbreviation });
  text(xml, 'City', location.city);
  text(xml, 'Neighborhood', location.neighborhood);
  if (location.address !== null) text(xml, 'Address', location.address);
  if (location.streetNumber !== null) text(xml, 'StreetNumber', location.streetNumber);
  if (location.complement !== null) text(xml, 'Complement', location.complement);
  text(xml, 'PostalCode', location.postalCode);
}

/** `<name attributes…>value</name>` under `parent`, the value escaped by the builder. */
function text(parent: XMLBuilder, name: string, value: string | number, attributes: Record<string, string> = {}): void {
  parent.ele(name, attributes).txt(String(value));
}

/**
 * `<name><![CDATA[value]]></name>` under `parent`. A section cannot hold `]]>`, so such a value is split across
 * sections (`…]]` then `>…`), which a reader joins back into the same text.
 */
function cdata(parent: XMLBuilder, name: string, value: string): void {
  const element = parent.ele(name);
  const parts = value.split(']]>');
  parts.forEach((part, index) => {
    const section = `${index === 0 ? '' : '>'}${part}${index === parts.length - 1 ? '' : ']]'}`;
    if (section !== '') element.dat(section);
  });
}
