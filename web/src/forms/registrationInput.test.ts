import { describe, expect, it } from 'vitest';
import { CURRENT_PRIVACY_NOTICE_VERSION } from '../../../shared/privacy-notice';
import { toRegistrationInput } from './registrationInput';
import type { RegistrationValues } from './registrationValues';

const house: RegistrationValues = {
  operation: 'BOTH',
  type: 'HOUSE',
  title: '  Casa com quintal ',
  description: 'Linha 1\r\nLinha 2\n',
  highlights: '\nPiscina\nChurrasqueira\n',
  referencePoint: '',
  price: 45_000_050,
  iptuValue: 120_000,
  iptuPeriodicity: 'ANNUALLY',
  bedrooms: '3',
  suites: '1',
  bathrooms: '',
  garage: '2',
  totalArea: '1.200,5',
  lotFront: '12.5',
  subdivisionName: 'Jardim das Palmeiras',
  deliveryDate: '2027-06-30',
  readyToBuild: true,
  zipCode: '13025000',
  street: 'Rua das Flores',
  number: '120',
  neighborhood: 'Cambuí',
  city: 'Campinas',
  state: 'sp',
  features: ['POOL', 'GRILL', 'POOL'],
  contactName: 'Maria Lima',
  contactPhone: '19999990000',
  contactEmail: ' maria@exemplo.com.br ',
  termsAccepted: true,
};

describe('registration input', () => {
  it('converts money to reais, numbers pt-BR style and applies the masks', () => {
    const input = toRegistrationInput(house);
    expect(input).toMatchObject({
      operation: 'BOTH',
      type: 'HOUSE',
      title: 'Casa com quintal',
      description: 'Linha 1\nLinha 2',
      highlights: 'Piscina\nChurrasqueira',
      referencePoint: null,
      price: 450_000.5,
      iptuValue: 1200,
      iptuPeriodicity: 'ANNUALLY',
      bedrooms: 3,
      suites: 1,
      bathrooms: null,
      garage: 2,
      totalArea: 1200.5,
      lotFront: 12.5,
      area: null,
      zipCode: '13025-000',
      state: 'SP',
      features: ['POOL', 'GRILL'],
      contactPhone: '(19) 99999-0000',
      contactEmail: 'maria@exemplo.com.br',
      termsAccepted: true,
    });
  });

  it('sends land fields only for land, and rooms only for the other types', () => {
    const houseInput = toRegistrationInput(house);
    expect(houseInput).toMatchObject({ subdivisionName: null, deliveryDate: null, readyToBuild: null });
    const landInput = toRegistrationInput({ ...house, type: 'LAND' });
    expect(landInput).toMatchObject({
      subdivisionName: 'Jardim das Palmeiras',
      deliveryDate: '2027-06-30',
      readyToBuild: true,
      bedrooms: null,
      suites: null,
      bathrooms: null,
      garage: null,
    });
  });

  it('sends the version of the privacy notice the form links to', () => {
    expect(toRegistrationInput(house).privacyNoticeVersion).toBe(CURRENT_PRIVACY_NOTICE_VERSION);
  });

  it('leaves blank fields null and unticked terms false', () => {
    const input = toRegistrationInput({});
    expect(input.title).toBeNull();
    expect(input.price).toBeNull();
    expect(input.zipCode).toBeNull();
    expect(input.features).toEqual([]);
    expect(input.termsAccepted).toBe(false);
  });
});
