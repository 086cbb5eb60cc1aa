import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readVrsync, xmllintVrsync } from '../../../tests/gateway/vrsync-schema.js';
import { toFeedPage, type FeedHeader, type FeedListing } from '../normalize/feed-listing.js';
import type { RawPortalFeedPage } from '../rest/portal-feed-types.js';
import { VrsyncWriter } from './vrsync-writer.js';

const fixture = JSON.parse(
  readFileSync(new URL('../normalize/fixtures/portal-feed-page.json', import.meta.url), 'utf8'),
) as RawPortalFeedPage;
const page = toFeedPage(fixture, { publicUrl: 'https://imoveis.exemplo.com.br' });
const header = page.header as FeedHeader;
const PUBLISHED = new Date('2026-11-25T13:00:00.000Z');

function documentOf(pages: FeedListing[][]): string {
  const writer = new VrsyncWriter();
  return writer.start(header, PUBLISHED) + pages.map((listings) => writer.listings(listings)).join('') + writer.end();
}

describe('VrsyncWriter', () => {
  it('writes a document the VRSync schema accepts, for every operation and type', () => {
    const xml = documentOf([page.listings.slice(0, 2), [], page.listings.slice(2)]);
    expect(xmllintVrsync(xml)).toEqual({ ok: true, output: '- validates' });
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?><ListingDataFeed xmlns="http://www.vivareal.com/schemas/1.0/VRSync" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.vivareal.com/schemas/1.0/VRSync http://xml.vivareal.com/vrsync.xsd"><Header>',
      ),
    ).toBe(true);
    expect(readVrsync(xml).order).toEqual(['V-3-2026', 'L-5-2026', 'LA-8-2026', 'V-11-2026', 'VL-13-2026', 'V-17-2026']);
  });

  it('is refused by the schema when a rule is broken, so the check can fail', () => {
    const [apartment] = page.listings as [FeedListing];
    const broken = [
      { ...apartment, title: 'Curto' },
      { ...apartment, listingId: 'X-1', media: apartment.media.slice(0, 4) },
      { ...apartment, listingId: 'X-2', location: { ...apartment.location, postalCode: '13025002' } },
      { ...apartment, listingId: 'X-3', details: { ...apartment.details, listPrice: 450000.5 } },
    ];
    for (const listing of broken) expect(xmllintVrsync(documentOf([[listing]])).ok).toBe(false);
    expect(xmllintVrsync(documentOf([[apartment, apartment]])).ok).toBe(false);
  });

  it('writes the header and each field of a listing', () => {
    const { header: written, listings } = readVrsync(documentOf([page.listings]));
    expect(written.names()).toEqual(['Provider', 'Email', 'ContactName', 'PublishDate', 'Telephone', 'Website']);
    expect(written.text('PublishDate')).toBe('2026-11-25T13:00:00.000Z');
    const apartment = listings.get('V-3-2026');
    expect(apartment?.names()).toEqual([
      'ListingID',
      'Title',
      'TransactionType',
      'PublicationType',
      'DetailViewUrl',
      'Media',
      'Details',
      'Location',
      'ContactInfo',
    ]);
    expect(apartment?.all('Media/Item').map((item) => [item.attr('primary'), item.attr('caption'), item.text()])[1]).toEqual([
      null,
      'Apartamento de 2 quartos no Cambuí — foto 2',
      'https://imoveis.exemplo.com.br/images/0003-2.jpg?variant=portal',
    ]);
    expect(apartment?.attr('primary', 'Media/Item')).toBe('true');
    expect(apartment?.all('Details/Features/Feature').map((feature) => feature.text())).toEqual(['Pets Allowed', 'Pool', 'BBQ']);
    expect(apartment?.attr('period', 'Details/Iptu')).toBe('Yearly');
    expect(apartment?.all('ContactInfo')[0]?.names()).toEqual(['Name', 'Email', 'Website', 'OfficeName', 'Telephone']);
    expect(apartment?.text('ContactInfo/OfficeName')).toBe('Imobiliária Exemplo Ltda.');
    expect(
      listings
        .get('L-5-2026')
        ?.all('Details/Features/Feature')
        .map((feature) => feature.text()),
    ).toEqual(['Closet', 'Backyard', 'Laundry', 'Kitchen']);
    expect(
      listings
        .get('LA-8-2026')
        ?.all('Details/Features/Feature')
        .map((feature) => feature.text()),
    ).toEqual(['Pool', 'Tennis court', 'Sports Court']);
  });

  it('keeps a description holding "]]>" whole and the document well formed', () => {
    const xml = documentOf([page.listings]);
    expect(readVrsync(xml).listings.get('V-11-2026')?.text('Details/Description')).toBe(
      'Terreno plano de 420 m² em condomínio fechado com portaria 24 horas, pronto para construir ]]> sem aterro.',
    );
    const [apartment] = page.listings as [FeedListing];
    const tricky = {
      ...apartment,
      title: ']]>Casa & <quintal> "grande"]]>',
      details: { ...apartment.details, description: `]]>${'x'.repeat(60)}]]>]]>` },
    };
    const read = readVrsync(documentOf([[tricky]])).listings.get('V-3-2026');
    expect(read?.text('Title')).toBe(tricky.title);
    expect(read?.text('Details/Description')).toBe(tricky.details.description);
  });

  it('writes an empty list of listings when nothing is ready', () => {
    const xml = documentOf([[]]);
    expect(xmllintVrsync(xml).ok).toBe(true);
    expect(xml.endsWith('</Header><Listings/></ListingDataFeed>') || xml.endsWith('</Header><Listings></Listings></ListingDataFeed>')).toBe(
      true,
    );
  });
});
