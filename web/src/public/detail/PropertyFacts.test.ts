import { describe, expect, it } from 'vitest';
import type { PropertyDetailQuery } from '../../gql/graphql';
import { propertyFacts } from './PropertyFacts';

type DetailProperty = NonNullable<PropertyDetailQuery['property']>;

const land: DetailProperty = {
  id: '19',
  slug: 'terreno-19',
  code: 'V-19-2026',
  title: 'Terreno plano',
  description: null,
  highlights: [],
  referencePoint: null,
  operation: 'SALE',
  type: 'LAND',
  price: 320000,
  rentalPrice: null,
  approvedAt: null,
  bedrooms: 0,
  bathrooms: 0,
  suites: 0,
  garage: 0,
  area: 360,
  totalArea: null,
  usableArea: 0,
  builtArea: null,
  lotArea: 360.5,
  lotFront: 12,
  lotBack: 30.25,
  iptuValue: 1200,
  iptuPeriodicity: 'SINGLE_PAYMENT',
  isReserved: false,
  isLaunch: false,
  features: [],
  otherFeatures: [],
  subdivisionName: 'Residencial Sousas',
  deliveryDate: '2027-06-30',
  readyToBuild: true,
  address: { street: null, number: null, complement: null, zipCode: null, neighborhood: 'Sousas', city: 'Campinas', state: 'SP' },
  images: [],
};

function plain(text: string): string {
  return text.replace(/\u00a0/g, ' ');
}

describe('property facts', () => {
  it('lists general info without zero rooms, IPTU with its periodicity and the land fields', () => {
    const { general } = propertyFacts(land);
    expect(general.map((fact) => [fact.label, plain(fact.value)])).toEqual([
      ['Tipo', 'Terreno'],
      ['Operação', 'Venda'],
      ['IPTU', 'R$ 1.200,00 (Parcela única)'],
      ['Loteamento', 'Residencial Sousas'],
      ['Previsão de entrega', '30 de junho de 2027'],
      ['Pronto para construir', 'Sim'],
    ]);
  });

  it('gives areas in m² and the lot front and back in m, skipping empty ones', () => {
    const { areas } = propertyFacts(land);
    expect(areas).toEqual([
      { label: 'Área', value: '360 m²' },
      { label: 'Área do terreno', value: '360,5 m²' },
      { label: 'Frente do terreno', value: '12 m' },
      { label: 'Fundo do terreno', value: '30,25 m' },
    ]);
  });

  it('lists the rooms of a house', () => {
    const { general } = propertyFacts({ ...land, type: 'HOUSE', bedrooms: 3, suites: 1, bathrooms: 2, garage: 2, iptuValue: null });
    expect(general.map((fact) => fact.label)).toEqual([
      'Tipo',
      'Operação',
      'Quartos',
      'Suítes',
      'Banheiros',
      'Vagas de garagem',
      'Loteamento',
      'Previsão de entrega',
    ]);
  });
});
