import { describe, expect, it } from 'vitest';
import type { ChosenPhoto } from './photos';
import { validateRegistration } from './registrationRules';
import type { RegistrationValues } from './registrationValues';

function photo(name: string): ChosenPhoto {
  return { key: name, file: new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' }) };
}

const complete: RegistrationValues = {
  operation: 'SALE',
  type: 'HOUSE',
  title: 'Casa com quintal',
  description: 'Casa térrea com quintal amplo.',
  price: 45_000_000,
  street: 'Rua das Flores',
  number: '120',
  neighborhood: 'Cambuí',
  city: 'Campinas',
  state: 'SP',
  zipCode: '13025-000',
  contactName: 'Maria Lima',
  contactPhone: '(19) 99999-0000',
  contactEmail: 'maria@exemplo.com.br',
  bedrooms: '3',
  totalArea: '300,5',
  mainImage: [photo('capa.jpg')],
  otherImages: [photo('sala.jpg'), photo('cozinha.jpg')],
  termsAccepted: true,
};

describe('owner registration rules', () => {
  it('accept a complete registration', () => {
    expect(validateRegistration(complete)).toEqual({});
  });

  it("answer 'Campo obrigatório.' for every required field", () => {
    const errors = validateRegistration({ ...complete, operation: undefined, title: '  ', price: null, number: '', contactPhone: '' });
    expect(errors).toEqual({
      operation: 'Campo obrigatório.',
      title: 'Campo obrigatório.',
      price: 'Campo obrigatório.',
      number: 'Campo obrigatório.',
      contactPhone: 'Campo obrigatório.',
    });
    const empty = validateRegistration({});
    for (const field of [
      'operation',
      'type',
      'title',
      'description',
      'state',
      'street',
      'city',
      'neighborhood',
      'price',
      'contactName',
      'contactPhone',
      'contactEmail',
      'number',
    ] as const) {
      expect(empty[field], field).toBe('Campo obrigatório.');
    }
    expect(empty.zipCode).toBeUndefined();
  });

  it('check the e-mail, the phone, the CEP and the state', () => {
    expect(validateRegistration({ ...complete, contactEmail: 'maria@' }).contactEmail).toBe('Por favor, insira um e-mail válido.');
    expect(validateRegistration({ ...complete, contactPhone: '(19) 9999' }).contactPhone).toBe(
      'Informe o telefone com DDD: (##) #####-####.',
    );
    expect(validateRegistration({ ...complete, contactPhone: '(19) 3333-4444' }).contactPhone).toBeUndefined();
    expect(validateRegistration({ ...complete, zipCode: '1302' }).zipCode).toBe('Informe um CEP com 8 dígitos.');
    expect(validateRegistration({ ...complete, state: 'São Paulo' }).state).toBe('Informe a sigla do estado com 2 letras.');
    expect(validateRegistration({ ...complete, state: 'sp' }).state).toBeUndefined();
  });

  it('refuse negative rooms and areas', () => {
    const errors = validateRegistration({ ...complete, suites: '-1', lotFront: '-2,5', garage: '1,5', builtArea: 'grande' });
    expect(errors).toEqual({
      suites: 'O valor não pode ser negativo.',
      lotFront: 'O valor não pode ser negativo.',
      garage: 'Informe um número inteiro.',
      builtArea: 'Informe um número, com vírgula para os decimais.',
    });
  });

  it('ignore rooms for land', () => {
    expect(validateRegistration({ ...complete, type: 'LAND', bedrooms: '-1' })).toEqual({});
  });

  it('ask for the main photo and at least 3 photos in all', () => {
    expect(validateRegistration({ ...complete, mainImage: [] })).toEqual({
      mainImage: 'Adicione a foto principal.',
      otherImages: 'Adicione no mínimo 3 fotos (principal + adicionais).',
    });
    expect(validateRegistration({ ...complete, otherImages: [photo('sala.jpg')] })).toEqual({
      otherImages: 'Adicione no mínimo 3 fotos (principal + adicionais).',
    });
  });

  it('ask for the terms', () => {
    expect(validateRegistration({ ...complete, termsAccepted: false })).toEqual({
      termsAccepted: 'Você deve aceitar a Declaração de Responsabilidade para continuar.',
    });
  });
});
