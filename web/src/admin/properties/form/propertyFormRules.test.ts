import { describe, expect, it } from 'vitest';
import { validatePropertyForm } from './propertyFormRules';
import { newPropertyFormValues, tabOf, type PropertyFormValues } from './propertyFormValues';

const complete: PropertyFormValues = {
  ...newPropertyFormValues(2026),
  title: 'Casa com quintal',
  operation: 'SALE',
  type: 'HOUSE',
  status: 'APPROVED',
  price: 85_000_000,
  city: 'Campinas',
};

describe('staff property rules', () => {
  it('accepts a property with the required fields', () => {
    expect(validatePropertyForm(complete)).toEqual({});
  });

  it('answers each required field with its own message', () => {
    expect(validatePropertyForm({ features: [] })).toEqual({
      code: 'O código é obrigatório.',
      title: 'O título é obrigatório.',
      operation: 'A operação é obrigatória.',
      status: 'A situação é obrigatória.',
      type: 'O tipo é obrigatório.',
      price: 'O preço é obrigatório.',
      city: 'A cidade é obrigatória.',
    });
    expect(validatePropertyForm({ ...complete, code: ' ', title: '   ', city: ' ' })).toEqual({
      code: 'O código é obrigatório.',
      title: 'O título é obrigatório.',
      city: 'A cidade é obrigatória.',
    });
  });

  it('refuses negative money, with the spec texts', () => {
    expect(validatePropertyForm({ ...complete, price: -1, iptuValue: -5 })).toEqual({
      price: 'O preço é obrigatório.',
      iptuValue: 'O valor do IPTU não pode ser negativo.',
    });
    expect(validatePropertyForm({ ...complete, price: 0, iptuValue: 0 })).toEqual({});
  });

  it('reads rooms and measures pt-BR style; rooms are not asked for land', () => {
    expect(validatePropertyForm({ ...complete, bedrooms: '2,5', garage: '-1', totalArea: '1.200,5', lotFront: 'doze' })).toEqual({
      bedrooms: 'Informe um número inteiro.',
      garage: 'O valor não pode ser negativo.',
      lotFront: 'Informe um número, com vírgula para os decimais.',
    });
    expect(validatePropertyForm({ ...complete, type: 'LAND', bedrooms: 'x' })).toEqual({});
  });

  it('accepts the preview of a new code or a typed code of letters, digits, hyphen, slash and dot', () => {
    expect(validatePropertyForm({ ...complete, code: 'V-nº-2026' })).toEqual({});
    expect(validatePropertyForm({ ...complete, code: ' Ap-Cambui/0815.b ' })).toEqual({});
    expect(validatePropertyForm({ ...complete, code: 'CÓD 12' })).toEqual({
      code: 'Use apenas letras, números, hífen (-), barra (/) ou ponto (.), sem espaços.',
    });
  });

  it('checks the formats the API checks', () => {
    expect(
      validatePropertyForm({
        ...complete,
        zipCode: '1302',
        state: 'São',
        responsibleBrokerPhone: '(19) 9999',
        contactPhone: '19988887777',
        contactEmail: 'joana@',
      }),
    ).toEqual({
      zipCode: 'Informe um CEP com 8 dígitos.',
      state: 'Informe a sigla do estado com 2 letras.',
      responsibleBrokerPhone: 'Informe o telefone com DDD: (##) #####-####.',
      contactEmail: 'Por favor, insira um e-mail válido.',
    });
  });

  it('places photo fields on the Fotos tab and the rest on Detalhes', () => {
    expect(tabOf('mainImage')).toBe('fotos');
    expect(tabOf('otherImages')).toBe('fotos');
    expect(tabOf('imagesToDelete')).toBe('fotos');
    expect(tabOf('city')).toBe('detalhes');
    expect(tabOf('brokerId')).toBe('detalhes');
  });

  it('refuses a negative rent and leaves an empty one to the portals screen', () => {
    expect(validatePropertyForm({ ...complete, operation: 'BOTH', rentalPrice: -100 })).toEqual({
      rentalPrice: 'O valor do aluguel não pode ser negativo.',
    });
    expect(validatePropertyForm({ ...complete, operation: 'BOTH', rentalPrice: null })).toEqual({});
  });
});
