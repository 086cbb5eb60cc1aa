import { describe, expect, it } from 'vitest';
import { toCompanyInput, validateCompanyForm, valuesOfCompany, type LoadedCompany } from './companyFormValues';

describe('validateCompanyForm', () => {
  it('requires CNPJ, name, e-mail, whatsapp and CRECI', () => {
    expect(validateCompanyForm({ isActive: true })).toEqual({
      document: 'O CNPJ é obrigatório.',
      name: 'O nome é obrigatório.',
      whatsapp: 'O Whatsapp é obrigatório.',
      creci: 'O CRECI é obrigatório.',
      email: 'O e-mail é obrigatório.',
    });
  });

  it('leaves the display phone and the address optional', () => {
    expect(
      validateCompanyForm({
        document: '12.345.678/0001-90',
        name: 'Imobiliária',
        whatsapp: '(19) 99999-0000',
        creci: 'J-1',
        email: 'a@b.co',
        isActive: true,
      }),
    ).toEqual({});
  });
});

describe('toCompanyInput', () => {
  it('sends empty optional texts as null and the UF in capitals', () => {
    expect(toCompanyInput({ name: ' Imobiliária ', state: 'sp', phone: ' ', isActive: false })).toMatchObject({
      name: 'Imobiliária',
      state: 'SP',
      phone: null,
      street: null,
      isActive: false,
    });
  });
});

describe('the feed contact', () => {
  const company = {
    document: '12.345.678/0001-90',
    name: 'Imobiliária',
    whatsapp: '(19) 99999-0000',
    creci: 'J-1',
    email: 'a@b.co',
    isActive: true,
  };

  it('is optional, and what is typed must be an e-mail, a phone with area code and a full http(s) address', () => {
    expect(validateCompanyForm(company)).toEqual({});
    expect(validateCompanyForm({ ...company, feedEmail: 'portais@', feedPhone: '(19) 3251', feedWebsite: 'horizonte.com.br' })).toEqual({
      feedEmail: 'Por favor, insira um e-mail válido.',
      feedPhone: 'Informe o telefone com DDD (10 ou 11 dígitos).',
      feedWebsite: 'Informe o endereço completo do site, começando com http:// ou https://.',
    });
    expect(
      validateCompanyForm({
        ...company,
        feedEmail: 'portais@horizonte.com.br',
        feedPhone: '(19) 3251-4500',
        feedWebsite: 'https://horizonte.com.br',
      }),
    ).toEqual({});
  });

  it('is sent trimmed, an empty field as null so that the company’s own is used', () => {
    expect(
      toCompanyInput({ ...company, feedContactName: ' Plantão ', feedEmail: '', feedPhone: '(19) 3251-4500', feedWebsite: ' ' }),
    ).toMatchObject({ feedContactName: 'Plantão', feedEmail: null, feedPhone: '(19) 3251-4500', feedWebsite: null });
  });

  it('shows the stored contact, the phone masked, and nothing where the company’s own is used', () => {
    const loaded: LoadedCompany = {
      id: '1',
      name: 'Imobiliária',
      document: '12345678000190',
      creci: 'J-1',
      phone: null,
      whatsapp: '19999990000',
      email: 'a@b.co',
      isActive: true,
      feedContact: { name: null, email: 'portais@horizonte.com.br', phone: '1932514500', website: null },
      address: { street: null, number: null, neighborhood: null, city: null, state: null, zipCode: null },
    };
    expect(valuesOfCompany(loaded)).toMatchObject({
      feedContactName: undefined,
      feedEmail: 'portais@horizonte.com.br',
      feedPhone: '(19) 3251-4500',
      feedWebsite: undefined,
    });
  });
});
