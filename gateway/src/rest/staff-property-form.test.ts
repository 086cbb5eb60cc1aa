import { describe, expect, it } from 'vitest';
import type { PropertyInput } from '../generated/resolvers.js';
import type { PropertyPhoto } from './property-form.js';
import {
  staffPropertyFormFields,
  staffPropertyFormFiles,
  staffPropertyInputField,
  statusChangeBody,
  statusChangeInputField,
} from './staff-property-form.js';

const complete: Required<{ [K in keyof PropertyInput]: NonNullable<PropertyInput[K]> }> = {
  title: 'Apartamento no Centro',
  code: 'AP-CENTRO/42',
  operation: 'LAUNCH',
  type: 'APARTMENT',
  status: 'IN_ANALYSIS',
  description: 'Dois quartos.\nSacada.',
  highlights: 'Sacada gourmet',
  referencePoint: 'Em frente ao teatro',
  price: 420000.5,
  iptuValue: 90,
  iptuPeriodicity: 'MONTHLY',
  bedrooms: 2,
  bathrooms: 1,
  suites: 1,
  garage: 1,
  area: 68,
  totalArea: 80,
  usableArea: 62.5,
  builtArea: 68,
  lotArea: 0,
  lotFront: 0,
  lotBack: 0,
  zipCode: '13010-000',
  street: 'Rua Barão de Jaguara',
  number: '900',
  complement: 'Apto 42',
  neighborhood: 'Centro',
  city: 'Campinas',
  state: 'SP',
  addressPrivacy: 'NEIGHBORHOOD',
  features: ['NEAR_PHARMACY', 'PET_FRIENDLY', 'PET_FRIENDLY'],
  subdivisionName: 'Residencial Aurora',
  deliveryDate: '2027-12-01',
  readyToBuild: false,
  isActive: true,
  isReserved: true,
  isLaunch: true,
  responsibleBroker: 'Ana Souza',
  responsibleBrokerPhone: '(19) 99123-4567',
  brokerId: '3',
  clientId: '7',
  contactName: 'Maria Proprietária',
  contactPhone: '(19) 98888-7777',
  contactEmail: 'maria@exemplo.com.br',
  portalPublish: true,
  portalLevel: 'SUPER_PREMIUM',
  rentalPrice: 3200,
};

describe('staffPropertyFormFields', () => {
  it('writes every input field under its REST name: enums lower case, numbers as text, booleans 1/0, features as JSON of form keys', () => {
    const fields = staffPropertyFormFields(complete);
    expect(Object.fromEntries(fields)).toEqual({
      title: 'Apartamento no Centro',
      code: 'AP-CENTRO/42',
      operation: 'launch',
      type: 'apartment',
      status: 'in_analysis',
      description: 'Dois quartos.\nSacada.',
      highlights: 'Sacada gourmet',
      reference_point: 'Em frente ao teatro',
      price: '420000.5',
      iptu_value: '90',
      iptu_periodicity: 'monthly',
      bedrooms: '2',
      bathrooms: '1',
      suites: '1',
      garage: '1',
      area: '68',
      total_area: '80',
      usable_area: '62.5',
      built_area: '68',
      lot_area: '0',
      lot_front: '0',
      lot_back: '0',
      zip_code: '13010-000',
      address: 'Rua Barão de Jaguara',
      number: '900',
      complement: 'Apto 42',
      neighborhood: 'Centro',
      city: 'Campinas',
      state: 'SP',
      address_privacy: 'neighborhood',
      contactName: 'Maria Proprietária',
      contactPhone: '(19) 98888-7777',
      contactEmail: 'maria@exemplo.com.br',
      features: '["near_pharmacy","pet_friendly"]',
      subdivision_name: 'Residencial Aurora',
      delivery_date: '2027-12-01',
      ready_to_build: '0',
      is_active: '1',
      is_reserved: '1',
      is_launch: '1',
      responsible_broker: 'Ana Souza',
      responsible_broker_phone: '(19) 99123-4567',
      user_id: '3',
      client_id: '7',
      portal_publish: '1',
      portal_level: 'super_premium',
      rental_price: '3200',
    });
    expect(new Set(fields.map(([name]) => name)).size).toBe(fields.length);
  });

  it('leaves out fields missing from the input and sends empty the ones given as null, so an update clears only those', () => {
    expect(
      staffPropertyFormFields({
        title: 'Casa',
        complement: null,
        iptuValue: null,
        clientId: null,
        iptuPeriodicity: null,
        isReserved: false,
      }),
    ).toEqual([
      ['iptu_periodicity', ''],
      ['title', 'Casa'],
      ['complement', ''],
      ['client_id', ''],
      ['iptu_value', ''],
      ['is_reserved', '0'],
    ]);
    expect(staffPropertyFormFields({ features: null })).toEqual([['features', '[]']]);
    expect(staffPropertyFormFields({})).toEqual([]);
  });

  it('adds imagesToDelete as a JSON list of distinct file names, only when there are some', () => {
    expect(staffPropertyFormFields({ title: 'Casa' }, { imagesToDelete: ['a.jpg', 'b.webp', 'a.jpg'] })).toEqual([
      ['title', 'Casa'],
      ['imagesToDelete', '["a.jpg","b.webp"]'],
    ]);
    expect(staffPropertyFormFields({ title: 'Casa' }, { imagesToDelete: [] })).toEqual([['title', 'Casa']]);
    expect(staffPropertyFormFields({ title: 'Casa' }, { imagesToDelete: null })).toEqual([['title', 'Casa']]);
  });
});

describe('staffPropertyFormFiles', () => {
  it('sends the main photo as mainImage and the others as otherImages[n] in order', () => {
    const photo = (field: PropertyPhoto['field'], fileName: string): PropertyPhoto => ({
      field,
      fileName,
      contentType: 'image/jpeg',
      path: `/tmp/${fileName}`,
      size: 10,
    });
    const files = staffPropertyFormFiles([
      photo('mainImage', 'frente.jpg'),
      photo('otherImages', 'sala.jpg'),
      photo('otherImages', 'quarto.png'),
    ]);
    expect(files.map((file) => [file.field, file.fileName, file.path])).toEqual([
      ['mainImage', 'frente.jpg', '/tmp/frente.jpg'],
      ['otherImages[0]', 'sala.jpg', '/tmp/sala.jpg'],
      ['otherImages[1]', 'quarto.png', '/tmp/quarto.png'],
    ]);
    expect(staffPropertyFormFiles([photo('otherImages', 'sala.jpg')]).map((file) => file.field)).toEqual(['otherImages[0]']);
  });
});

describe('staffPropertyInputField', () => {
  it('maps every field it sends back to its input name', () => {
    const names = staffPropertyFormFields(complete).map(([name]) => staffPropertyInputField(name));
    expect(names.sort()).toEqual(Object.keys(complete).sort());
  });

  it('maps the staff-only fields, photos and images to delete', () => {
    const mapped = [
      'user_id',
      'client_id',
      'is_active',
      'is_reserved',
      'is_launch',
      'status',
      'responsible_broker',
      'responsible_broker_phone',
      'zip_code',
      'address',
      'mainImage',
      'otherImages[4]',
      'imagesToDelete',
    ].map(staffPropertyInputField);
    expect(mapped).toEqual([
      'brokerId',
      'clientId',
      'isActive',
      'isReserved',
      'isLaunch',
      'status',
      'responsibleBroker',
      'responsibleBrokerPhone',
      'zipCode',
      'street',
      'mainImage',
      'otherImages',
      'imagesToDelete',
    ]);
  });

  it('keeps a name the form does not have as the API sent it', () => {
    expect(staffPropertyInputField('contactName')).toBe('contactName');
    expect(staffPropertyInputField('form')).toBe('form');
  });
});

describe('statusChangeBody', () => {
  it('sends the REST status and notify_client as 1 unless told false', () => {
    expect(statusChangeBody('APPROVED', true)).toEqual({ status: 'approved', notify_client: 1 });
    expect(statusChangeBody('REJECTED', undefined)).toEqual({ status: 'rejected', notify_client: 1 });
    expect(statusChangeBody('IN_ANALYSIS', null)).toEqual({ status: 'in_analysis', notify_client: 1 });
    expect(statusChangeBody('APPROVED', false)).toEqual({ status: 'approved', notify_client: 0 });
    expect(statusChangeBody('REJECTED', true, 'Faltam fotos.')).toEqual({ status: 'rejected', notify_client: 1, reason: 'Faltam fotos.' });
    expect(statusChangeBody('APPROVED', true, null)).toEqual({ status: 'approved', notify_client: 1 });
  });

  it('names the notification field as the schema does', () => {
    expect(statusChangeInputField('notify_client')).toBe('notifyClient');
    expect(statusChangeInputField('status')).toBe('status');
  });
});
