import { describe, expect, it } from 'vitest';
import type { PropertyRegistrationInput } from '../generated/resolvers.js';
import { FEATURE_FORM_KEYS } from './property-form.js';
import { registrationFormFields, registrationInputField } from './registration-form.js';

const complete: PropertyRegistrationInput = {
  operation: 'BOTH',
  type: 'LAND',
  title: 'Terreno no Jardim Botânico',
  description: 'Plano, murado.\nEscritura em dia.',
  highlights: 'Esquina\nPerto do parque',
  referencePoint: 'Ao lado da praça',
  price: 350000.5,
  iptuValue: 1200,
  iptuPeriodicity: 'SINGLE_PAYMENT',
  bedrooms: 0,
  bathrooms: 1,
  suites: 0,
  garage: 2,
  area: 360,
  totalArea: 360.75,
  usableArea: 300,
  builtArea: 0,
  lotArea: 360,
  lotFront: 12,
  lotBack: 30,
  zipCode: '13025-000',
  street: 'Rua das Palmeiras',
  number: '45A',
  complement: 'Lote 7',
  neighborhood: 'Cambuí',
  city: 'Campinas',
  state: 'SP',
  features: ['PET_FRIENDLY', 'NEAR_SCHOOL', 'NEAR_PHARMACY', 'POOL', 'POOL'],
  subdivisionName: 'Residencial Alvorada',
  deliveryDate: '2027-03-01',
  readyToBuild: true,
  contactName: 'Maria Souza',
  contactPhone: '(19) 99876-5432',
  contactEmail: 'maria@example.com',
  termsAccepted: true,
  privacyNoticeVersion: '2026-11-27',
};

describe('registrationFormFields', () => {
  it('writes every input field under its REST name: enums lower case, numbers as text, booleans 1/0, features as JSON of form keys', () => {
    expect(Object.fromEntries(registrationFormFields(complete))).toEqual({
      operation: 'both',
      type: 'land',
      title: 'Terreno no Jardim Botânico',
      description: 'Plano, murado.\nEscritura em dia.',
      highlights: 'Esquina\nPerto do parque',
      reference_point: 'Ao lado da praça',
      price: '350000.5',
      iptu_value: '1200',
      iptu_periodicity: 'single_payment',
      bedrooms: '0',
      bathrooms: '1',
      suites: '0',
      garage: '2',
      area: '360',
      total_area: '360.75',
      usable_area: '300',
      built_area: '0',
      lot_area: '360',
      lot_front: '12',
      lot_back: '30',
      zip_code: '13025-000',
      address: 'Rua das Palmeiras',
      number: '45A',
      complement: 'Lote 7',
      neighborhood: 'Cambuí',
      city: 'Campinas',
      state: 'SP',
      features: '["pet_friendly","near_school","near_pharmacy","pool"]',
      subdivision_name: 'Residencial Alvorada',
      delivery_date: '2027-03-01',
      ready_to_build: '1',
      contactName: 'Maria Souza',
      contactPhone: '(19) 99876-5432',
      contactEmail: 'maria@example.com',
      terms_accepted: '1',
      privacy_notice_version: '2026-11-27',
    });
  });

  it('sends each field once', () => {
    const names = registrationFormFields(complete).map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('leaves out fields without a value, so that the API reports the required ones', () => {
    expect(registrationFormFields({ termsAccepted: false, title: null, city: '', features: null, readyToBuild: false })).toEqual([
      ['city', ''],
      ['ready_to_build', '0'],
      ['terms_accepted', '0'],
    ]);
  });

  it('leaves the privacy notice version out when none was given, so that the API takes the current one', () => {
    const names = registrationFormFields({ termsAccepted: true, privacyNoticeVersion: null }).map(([name]) => name);
    expect(names).not.toContain('privacy_notice_version');
  });

  it('sends an empty feature list as []', () => {
    expect(registrationFormFields({ termsAccepted: true, features: [] })).toContainEqual(['features', '[]']);
  });

  it('knows a form key for every feature, from the form key set', () => {
    expect(Object.values(FEATURE_FORM_KEYS).sort()).toEqual(
      [
        'pet_friendly',
        'closets',
        'calm_location',
        'cold_floor',
        'backyard',
        'fan',
        'service_area',
        'kitchen',
        'near_school',
        'near_pharmacy',
        'pool',
        'grill',
        'football_court',
        'volleyball_court',
        'tennis_court',
        'sports_court',
      ].sort(),
    );
  });
});

describe('registrationInputField', () => {
  it('maps the API field names back to the input names', () => {
    const mapped = Object.fromEntries(
      [
        'zip_code',
        'address',
        'reference_point',
        'iptu_value',
        'iptu_periodicity',
        'terms_accepted',
        'total_area',
        'usable_area',
        'built_area',
        'lot_area',
        'lot_front',
        'lot_back',
        'subdivision_name',
        'delivery_date',
        'ready_to_build',
        'operation',
        'type',
        'title',
        'price',
        'state',
        'number',
        'features',
        'contactName',
        'contactPhone',
        'contactEmail',
        'mainImage',
        'otherImages',
        'privacy_notice_version',
      ].map((field) => [field, registrationInputField(field)]),
    );
    expect(mapped).toEqual({
      zip_code: 'zipCode',
      address: 'street',
      reference_point: 'referencePoint',
      iptu_value: 'iptuValue',
      iptu_periodicity: 'iptuPeriodicity',
      terms_accepted: 'termsAccepted',
      total_area: 'totalArea',
      usable_area: 'usableArea',
      built_area: 'builtArea',
      lot_area: 'lotArea',
      lot_front: 'lotFront',
      lot_back: 'lotBack',
      subdivision_name: 'subdivisionName',
      delivery_date: 'deliveryDate',
      ready_to_build: 'readyToBuild',
      operation: 'operation',
      type: 'type',
      title: 'title',
      price: 'price',
      state: 'state',
      number: 'number',
      features: 'features',
      contactName: 'contactName',
      contactPhone: 'contactPhone',
      contactEmail: 'contactEmail',
      mainImage: 'mainImage',
      otherImages: 'otherImages',
      privacy_notice_version: 'privacyNoticeVersion',
    });
  });

  it('reads indexed photo fields as their field', () => {
    expect(registrationInputField('otherImages[3]')).toBe('otherImages');
    expect(registrationInputField('otherImages.12')).toBe('otherImages');
  });

  it('keeps a name the form does not have as the API sent it', () => {
    expect(registrationInputField('form')).toBe('form');
    expect(registrationInputField('contact_name')).toBe('contact_name');
    expect(registrationInputField('unknown[2]')).toBe('unknown[2]');
  });

  it('maps back every field it sends', () => {
    const input = Object.fromEntries(registrationFormFields(complete).map(([name]) => [registrationInputField(name), true]));
    expect(Object.keys(input).sort()).toEqual(Object.keys(complete).sort());
  });
});
