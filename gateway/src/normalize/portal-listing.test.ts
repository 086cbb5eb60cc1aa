import { describe, expect, it } from 'vitest';
import type { RawPortalReport } from '../rest/portals-types.js';
import report from './fixtures/portal-listings.json' with { type: 'json' };
import { toPortalListing, toPortalReportAnswer } from './portal-listing.js';

const answer: RawPortalReport = report;

describe('toPortalReportAnswer', () => {
  it('reads the counts, the listings in the API order and the paging of the recorded page', () => {
    const { readyCount, markedCount, listings, paging } = toPortalReportAnswer(answer);
    expect({ readyCount, markedCount }).toEqual({ readyCount: 9, markedCount: 12 });
    expect(listings.map((listing) => [listing.id, listing.level, listing.ready])).toEqual([
      ['31', 'SUPER_PREMIUM', true],
      ['17', 'PREMIUM', false],
      ['3', 'STANDARD', false],
    ]);
    expect(paging).toEqual({ total: 12, page: 1, perPage: 3 });
  });

  it('answers zero counts and no listings for an empty or unreadable answer', () => {
    expect(toPortalReportAnswer(null)).toEqual({
      readyCount: 0,
      markedCount: 0,
      listings: [],
      paging: { total: null, page: null, perPage: null },
    });
    expect(toPortalReportAnswer({ ready: 'x', marked: -2, data: null }).listings).toEqual([]);
  });

  it('never counts more ready properties than marked ones', () => {
    expect(toPortalReportAnswer({ ready: 5, marked: 3 })).toMatchObject({ readyCount: 3, markedCount: 3 });
  });
});

describe('toPortalListing', () => {
  const [ready, held, withoutPhotos] = answer.data ?? [];

  it('maps a ready listing with the card picture of its main photo under the public address', () => {
    expect(toPortalListing(ready!, { publicUrl: 'https://www.imobiliaria.test/' })).toEqual({
      id: '31',
      code: 'VL-31-2026',
      title: 'Casa térrea com quintal no Taquaral',
      slug: 'casa-terrea-com-quintal-no-taquaral-31',
      city: 'Campinas',
      neighborhood: 'Taquaral',
      level: 'SUPER_PREMIUM',
      ready: true,
      reasons: [],
      thumbnailUrl: 'https://www.imobiliaria.test/images/casa-taquaral-frente.jpg?w=320',
    });
  });

  it('addresses the picture at the public bucket when one is set', () => {
    const options = { publicUrl: 'https://www.imobiliaria.test', storagePublicUrl: 'https://cdn.imobiliaria.test' };
    expect(toPortalListing(ready!, options)?.thumbnailUrl).toBe(
      'https://cdn.imobiliaria.test/image-variants/w320/casa-taquaral-frente.jpg.webp',
    );
  });

  it('keeps every reason of a held listing in order, and encodes the file name of its picture', () => {
    expect(toPortalListing(held!)).toMatchObject({
      neighborhood: null,
      ready: false,
      reasons: ['Título com menos de 10 caracteres', 'Sem fotos suficientes (mínimo 5)', 'CEP não informado', 'Bairro não informado'],
      thumbnailUrl: '/images/apto%20cambu%C3%AD.jpg?w=320',
    });
  });

  it('has no picture without photos', () => {
    expect(toPortalListing(withoutPhotos!)).toMatchObject({
      reasons: ['Imóvel não aprovado', 'Sem fotos suficientes (mínimo 5)'],
      thumbnailUrl: null,
    });
  });

  it('reads 0/1 flags given as text, an unknown level as standard, and drops empty reasons', () => {
    expect(
      toPortalListing({ id: '8', ready: '0', portal_level: 'gold', reasons: ['CEP não informado', '', null, ' Estado não informado '] }),
    ).toMatchObject({
      id: '8',
      code: '',
      title: '',
      slug: '',
      level: 'STANDARD',
      ready: false,
      reasons: ['CEP não informado', 'Estado não informado'],
    });
    expect(toPortalListing({ id: 9, ready: 1, reasons: ['CEP não informado'] })).toMatchObject({ ready: true, reasons: [] });
    expect(toPortalListing({ id: 9, ready: 'sim' })).toMatchObject({ ready: false });
  });

  it('skips a row without an id', () => {
    expect(toPortalListing({ id: '' })).toBeNull();
    expect(
      toPortalReportAnswer({ data: [{ id: ' ' }, { id: 4, title: 'Sala comercial no centro' }] }).listings.map((listing) => listing.id),
    ).toEqual(['4']);
  });
});
