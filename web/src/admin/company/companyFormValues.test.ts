import { describe, expect, it } from 'vitest';
import { toCompanyInput, validateCompanyForm } from './companyFormValues';

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
