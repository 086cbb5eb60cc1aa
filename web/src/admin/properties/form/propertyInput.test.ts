import { describe, expect, it } from 'vitest';
import type { LoadedProperty } from './propertyFormValues';
import { newPropertyFormValues, newPropertyValues } from './propertyFormValues';
import { valuesOfLoadedProperty } from './loadedValues';
import { toPropertyInput } from './propertyInput';

const loaded: LoadedProperty = {
  portalPublish: true,
  portalLevel: 'PREMIUM',
  clientId: '2',
  contactName: 'Joana Prado',
  contactPhone: '19988887777',
  contactEmail: 'joana@exemplo.com.br',
  statusReason: 'Faltam fotos da cozinha.',
  property: {
    id: '12',
    code: 'V-12-2026',
    title: 'Casa com piscina no Cambuí',
    operation: 'SALE',
    type: 'HOUSE',
    status: 'APPROVED',
    description: 'Casa térrea.',
    highlights: ['Piscina aquecida', 'Perto do parque'],
    referencePoint: null,
    price: 850000.5,
    rentalPrice: null,
    iptuValue: 3200,
    iptuPeriodicity: 'ANNUALLY',
    bedrooms: 3,
    bathrooms: 2,
    suites: 1,
    garage: 2,
    area: 180.25,
    totalArea: 1200,
    usableArea: null,
    builtArea: null,
    lotArea: null,
    lotFront: 12,
    lotBack: null,
    address: {
      street: 'Rua das Flores',
      number: '120',
      complement: null,
      neighborhood: 'Cambuí',
      city: 'Campinas',
      state: 'SP',
      zipCode: '13025000',
    },
    addressPrivacy: 'NEIGHBORHOOD',
    responsibleBroker: 'Ana Souza',
    responsibleBrokerPhone: '19991234567',
    isActive: true,
    isReserved: false,
    isLaunch: false,
    features: ['POOL', 'PET_FRIENDLY'],
    subdivisionName: null,
    deliveryDate: null,
    readyToBuild: false,
    images: [{ fileName: 'a.jpg', cardUrl: '/images/a.jpg?w=640' }],
  },
};

describe('property form values', () => {
  it('shows a loaded property pt-BR style: measures with a comma, money in cents, masks applied', () => {
    const values = valuesOfLoadedProperty(loaded);
    expect(values).toMatchObject({
      code: 'V-12-2026',
      title: 'Casa com piscina no Cambuí',
      highlights: 'Piscina aquecida\nPerto do parque',
      price: 85_000_050,
      iptuValue: 320_000,
      bedrooms: '3',
      area: '180,25',
      totalArea: '1200',
      zipCode: '13025-000',
      responsibleBrokerPhone: '(19) 99123-4567',
      contactPhone: '(19) 98888-7777',
      clientId: '2',
      features: ['POOL', 'PET_FRIENDLY'],
      imagesToDelete: [],
      portalPublish: true,
      portalLevel: 'PREMIUM',
      addressPrivacy: 'NEIGHBORHOOD',
      rentalPrice: null,
      statusReason: 'Faltam fotos da cozinha.',
    });
    expect(values.referencePoint).toBeUndefined();
  });

  it('sends what was loaded back unchanged, never the reason of a rejection (the status dialog writes it)', () => {
    const input = toPropertyInput(valuesOfLoadedProperty(loaded));
    expect(input).not.toHaveProperty('statusReason');
    expect(input).toMatchObject({
      code: 'V-12-2026',
      price: 850000.5,
      iptuValue: 3200,
      area: 180.25,
      totalArea: 1200,
      zipCode: '13025-000',
      responsibleBrokerPhone: '19991234567',
      contactPhone: '19988887777',
      highlights: 'Piscina aquecida\nPerto do parque',
      clientId: '2',
      referencePoint: null,
      portalPublish: true,
      portalLevel: 'PREMIUM',
      addressPrivacy: 'NEIGHBORHOOD',
      rentalPrice: null,
    });
    expect(input).not.toHaveProperty('brokerId');
  });

  it("sends a typed code trimmed, and a new property's code still at its preview as null, to be generated", () => {
    expect(toPropertyInput({ ...newPropertyFormValues(2026), code: ' PORTAL-3021 ' }).code).toBe('PORTAL-3021');
    expect(toPropertyInput({ ...newPropertyFormValues(2026), operation: 'RENT', code: 'L-nº-2026' }).code).toBeNull();
    expect(toPropertyInput(newPropertyFormValues(2026)).code).toBeNull();
  });

  it('sends empty fields as null, and land fields only for land', () => {
    const house = toPropertyInput({ ...newPropertyValues, type: 'HOUSE', bedrooms: '2', subdivisionName: 'Jardim', readyToBuild: true });
    expect(house).toMatchObject({ bedrooms: 2, subdivisionName: null, readyToBuild: false, title: null, price: null, features: [] });
    const land = toPropertyInput({
      ...newPropertyValues,
      type: 'LAND',
      bedrooms: '2',
      subdivisionName: ' Jardim ',
      deliveryDate: '2027-06-30',
      readyToBuild: true,
    });
    expect(land).toMatchObject({ bedrooms: null, suites: null, subdivisionName: 'Jardim', deliveryDate: '2027-06-30', readyToBuild: true });
    expect(toPropertyInput({ ...newPropertyValues, state: 'sp', features: ['POOL', 'POOL'] })).toMatchObject({
      state: 'SP',
      features: ['POOL'],
    });
  });

  it("starts a new property with only the street public ('Só a rua')", () => {
    expect(toPropertyInput(newPropertyFormValues(2026)).addressPrivacy).toBe('STREET');
  });

  it('starts a new property off the portals, at the standard level, and sends the level even when not publishing', () => {
    expect(toPropertyInput(newPropertyFormValues(2026))).toMatchObject({ portalPublish: false, portalLevel: 'STANDARD' });
    expect(toPropertyInput({ ...newPropertyValues, portalPublish: false, portalLevel: 'SUPER_PREMIUM' })).toMatchObject({
      portalPublish: false,
      portalLevel: 'SUPER_PREMIUM',
    });
  });

  it('shows and sends the monthly rent of a property for both sale and rent, and clears it for any other operation', () => {
    const both = { ...loaded, property: { ...loaded.property, operation: 'BOTH' as const, rentalPrice: 3200.5 } };
    const values = valuesOfLoadedProperty(both);
    expect(values.rentalPrice).toBe(320_050);
    expect(toPropertyInput(values).rentalPrice).toBe(3200.5);
    expect(toPropertyInput({ ...values, rentalPrice: null }).rentalPrice).toBeNull();
    expect(toPropertyInput({ ...values, operation: 'SALE' }).rentalPrice).toBeNull();
    const sale = { ...loaded, property: { ...loaded.property, rentalPrice: 2000 } };
    expect(valuesOfLoadedProperty(sale).rentalPrice).toBeNull();
  });
});
