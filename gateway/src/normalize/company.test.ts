import { describe, expect, it } from 'vitest';
import company from './fixtures/company.json' with { type: 'json' };
import { toCompany, toCompanyAnswer } from './company.js';

describe('toCompanyAnswer', () => {
  it('takes the first item of the list as the company', () => {
    expect(toCompanyAnswer(company)).toEqual({
      name: 'Imobiliária Horizonte',
      document: '12.345.678/0001-90',
      creci: 'J-12345',
      phone: '(19) 3232-1000',
      whatsapp: '(19) 99999-0000',
      email: 'contato@horizonte.com.br',
      address: {
        street: 'Avenida Norte-Sul',
        number: '1500',
        complement: null,
        neighborhood: 'Cambuí',
        city: 'Campinas',
        state: 'SP',
        zipCode: '13025-000',
      },
      chatUrl: 'https://wa.me/551932321000',
    });
  });

  it('answers null when there is no company', () => {
    expect(toCompanyAnswer({ data: [] })).toBeNull();
    expect(toCompanyAnswer({})).toBeNull();
  });

  it('links the chat to the WhatsApp number when there is no phone, and to nothing without either', () => {
    expect(toCompany({ name: 'Agência', phone: null, whatsapp: '19 98888-1111' }).chatUrl).toBe('https://wa.me/5519988881111');
    expect(toCompany({ name: 'Agência' }).chatUrl).toBeNull();
  });
});
