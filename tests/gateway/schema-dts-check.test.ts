import { describe, expect, it } from 'vitest';
import { schemaDtsErrors } from '../support/schema-dts-check.js';

describe('schemaDtsErrors', () => {
  const listing = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: 'Casa no Cambuí',
    datePosted: '2026-11-21T10:00:00.000Z',
    offers: [
      { '@type': 'Offer', price: 850000, priceCurrency: 'BRL', businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' } },
      {
        '@type': 'Offer',
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
        priceSpecification: { '@type': 'UnitPriceSpecification', price: 3900, priceCurrency: 'BRL', unitCode: 'MON' },
        offeredBy: { '@id': 'https://imoveis.exemplo.com.br/#imobiliaria' },
      },
    ],
    about: { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: 'Rua Jasmim', addressCountry: 'BR' } },
  };

  it('accepts blocks of schema.org types', () => {
    expect(schemaDtsErrors([listing])).toEqual([]);
  });

  it('refuses a value of the wrong kind, a property its type does not have, and an unknown type', () => {
    const plainFunction = { ...listing, offers: { '@type': 'Offer', businessFunction: 'http://purl.org/goodrelations/v1#Sell' } };
    expect(schemaDtsErrors([plainFunction]).join('\n')).toMatch(/businessFunction/);
    const sizedPlace = { ...listing, about: { '@type': 'Place', floorSize: { '@type': 'QuantitativeValue', value: 90 } } };
    expect(schemaDtsErrors([sizedPlace]).join('\n')).toMatch(/floorSize/);
    expect(schemaDtsErrors([{ ...listing, '@type': 'ImovelListing' }]).join('\n')).toMatch(/ImovelListing/);
  });
});
