import { describe, expect, it } from 'vitest';
import bySlug from './fixtures/property-by-slug.json' with { type: 'json' };
import quirks from './fixtures/property-quirks.json' with { type: 'json' };
import { toImage } from './images.js';
import { toHighlights, toProperties, toProperty } from './property.js';

describe('toProperty', () => {
  it('normalizes the documented property exactly', () => {
    expect(toProperty(bySlug.data)).toEqual({
      id: '12',
      slug: 'casa-com-piscina-no-cambui-12',
      code: 'V-12-2026',
      title: 'Casa com piscina no Cambuí',
      description: 'Casa térrea com piscina aquecida e quintal amplo.',
      highlights: ['Piscina aquecida', 'Perto do parque'],
      referencePoint: 'Próximo ao Parque Taquaral',
      operation: 'SALE',
      forRent: false,
      forSale: true,
      type: 'HOUSE',
      price: 850000,
      rentalPrice: null,
      bedrooms: 3,
      bathrooms: 2,
      suites: 1,
      garage: 2,
      area: 180,
      totalArea: 300,
      usableArea: 170,
      builtArea: 180,
      lotArea: 300,
      lotFront: 12,
      lotBack: 25,
      iptuValue: 3200,
      iptuPeriodicity: 'ANNUALLY',
      address: {
        street: 'Rua das Flores',
        number: '120',
        complement: null,
        neighborhood: 'Cambuí',
        city: 'Campinas',
        state: 'SP',
        zipCode: '13025-000',
      },
      addressPrivacy: 'FULL',
      approvedAt: '2026-11-21T10:00:00.000Z',
      responsibleBroker: 'Ana Souza',
      responsibleBrokerPhone: '19991234567',
      status: 'APPROVED',
      isActive: true,
      isReserved: false,
      isLaunch: false,
      features: ['PET_FRIENDLY', 'POOL', 'NEAR_SCHOOL'],
      otherFeatures: [],
      subdivisionName: null,
      deliveryDate: null,
      readyToBuild: false,
      images: [toImage('5f0c2a9e7b1d4c3a.jpg'), toImage('9a8b7c6d5e4f3a2b.jpg')],
      mainImage: toImage('5f0c2a9e7b1d4c3a.jpg'),
    });
  });

  it('reads the quirks: numeric strings, text flags, null images', () => {
    const property = toProperty(quirks.data);
    expect(property).toMatchObject({
      id: '31',
      slug: 'terreno-em-condominio-fechado-31',
      code: 'VL-31-2025',
      description: null,
      highlights: ['Portaria 24h', 'Área verde preservada'],
      referencePoint: null,
      operation: 'BOTH',
      forRent: true,
      forSale: true,
      type: 'LAND',
      price: 350000,
      bedrooms: 0,
      bathrooms: 0,
      suites: 0,
      garage: 2,
      area: 450.5,
      totalArea: 450.5,
      usableArea: null,
      builtArea: null,
      lotArea: 450.5,
      lotFront: 15,
      lotBack: 30.5,
      iptuValue: 120,
      iptuPeriodicity: 'MONTHLY',
      address: {
        street: 'Alameda dos Ipês',
        number: '45',
        complement: null,
        neighborhood: 'Jardim Botânico',
        city: 'Valinhos',
        state: 'SP',
        zipCode: null,
      },
      responsibleBroker: null,
      responsibleBrokerPhone: null,
      status: 'APPROVED',
      isActive: true,
      isReserved: true,
      isLaunch: false,
      features: ['PET_FRIENDLY', 'NEAR_PHARMACY', 'NEAR_SCHOOL', 'CALM_LOCATION'],
      otherFeatures: ['churrasqueira_gourmet', 'vista_para_serra'],
      subdivisionName: 'Residencial Serra Azul',
      deliveryDate: '2027-06-30',
      readyToBuild: true,
      images: [],
      mainImage: null,
    });
  });

  it('derives the operation from for_rent/for_sale when it is missing', () => {
    const base = { id: 5, type: 'house', slug: 'casa-5', code: 'V-5-2026' };
    expect(toProperty({ ...base, for_rent: '1', for_sale: '0' })).toMatchObject({ operation: 'RENT', code: 'V-5-2026' });
    expect(toProperty({ ...base, for_rent: 1, for_sale: 1 })).toMatchObject({ operation: 'BOTH', forRent: true, forSale: true });
  });

  it('offers a launch for sale unless its flags say otherwise', () => {
    const launch = { id: 8, type: 'apartment', operation: 'launch', slug: 'apartamento-8', code: 'LA-8-2026' };
    expect(toProperty(launch)).toMatchObject({ forRent: false, forSale: true });
    expect(toProperty({ ...launch, for_rent: 1, for_sale: 0 })).toMatchObject({
      forRent: true,
      forSale: false,
    });
  });

  it('takes the slug and the code as the API stored them, whatever the title or operation would give', () => {
    const stored = { id: 7, type: 'house', operation: 'rent', title: '!!!', year: 2026, slug: 'imovel-7', code: 'PORTAL/7' };
    expect(toProperty(stored)).toMatchObject({ slug: 'imovel-7', code: 'PORTAL/7' });
  });

  it('leaves out a record without a slug or a code rather than making one up', () => {
    const stored = { id: 7, type: 'house', operation: 'sale', title: 'Casa', year: 2026, slug: 'casa-7', code: 'V-7-2026' };
    expect(toProperty({ ...stored, slug: null })).toBeNull();
    expect(toProperty({ ...stored, code: '  ' })).toBeNull();
    expect(toProperties([{ ...stored, slug: undefined }, stored]).map((property) => property.id)).toEqual(['7']);
  });

  it('leaves out records the site cannot show', () => {
    const identity = { slug: 'casa-1', code: 'V-1-2026' };
    expect(toProperty({ ...identity, id: 1, type: 'castle', operation: 'sale' })).toBeNull();
    expect(toProperty({ ...identity, id: 1, type: 'house', operation: 'swap' })).toBeNull();
    expect(toProperty({ ...identity, id: '', type: 'house', operation: 'sale' })).toBeNull();
    expect(
      toProperties([
        { ...identity, id: 1, type: 'house', operation: 'sale' },
        { ...identity, id: 2, type: 'castle' },
      ]).map((p) => p.id),
    ).toEqual(['1']);
  });

  it('builds absolute image URLs under a public address', () => {
    const property = toProperty(bySlug.data, { publicUrl: 'https://imoveis.exemplo.com.br' });
    expect(property?.mainImage?.cardUrl).toBe('https://imoveis.exemplo.com.br/images/5f0c2a9e7b1d4c3a.jpg?w=640');
    expect(property?.mainImage?.shareUrl).toBe('https://imoveis.exemplo.com.br/images/5f0c2a9e7b1d4c3a.jpg?variant=share');
  });

  it('addresses the photos and their widths at the public bucket when one is set, the share picture at the site', () => {
    const options = { publicUrl: 'https://imoveis.exemplo.com.br', storagePublicUrl: 'https://cdn.exemplo.com.br/fotos' };
    const property = toProperty(bySlug.data, options);
    expect(property?.mainImage?.url).toBe('https://cdn.exemplo.com.br/fotos/images/5f0c2a9e7b1d4c3a.jpg');
    expect(property?.mainImage?.cardUrl).toBe('https://cdn.exemplo.com.br/fotos/image-variants/w640/5f0c2a9e7b1d4c3a.jpg.webp');
    expect(property?.mainImage?.shareUrl).toBe('https://imoveis.exemplo.com.br/images/5f0c2a9e7b1d4c3a.jpg?variant=share');
    for (const image of property?.images ?? []) {
      expect(image.srcSet.split(', ').map((candidate) => candidate.split(' ')[0])).toEqual(
        [320, 640, 1080, 1600].map((width) => `https://cdn.exemplo.com.br/fotos/image-variants/w${width}/${image.fileName}.webp`),
      );
    }
  });
});

describe('property texts', () => {
  it('splits highlights into lines without blanks', () => {
    expect(toHighlights('Piscina\r\n\r\n  Churrasqueira \nPerto do metrô\n')).toEqual(['Piscina', 'Churrasqueira', 'Perto do metrô']);
    expect(toHighlights(null)).toEqual([]);
  });
});
