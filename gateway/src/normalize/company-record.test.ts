import { describe, expect, it } from 'vitest';
import companiesMeta from './fixtures/companies-meta.json' with { type: 'json' };
import companies from './fixtures/companies.json' with { type: 'json' };
import companyRecord from './fixtures/company-record.json' with { type: 'json' };
import { toCompanyListAnswer, toCompanyRecord, toCompanyRecordAnswer } from './company-record.js';

const HORIZONTE = {
  id: '1',
  name: 'Horizonte Imóveis',
  document: '34.512.687/0001-66',
  creci: 'CRECI-SP 34.512-J',
  phone: '(19) 99812-4500',
  whatsapp: '19998124500',
  email: 'contato@horizonteimoveis.com.br',
  address: {
    street: 'Avenida José de Souza Campos',
    number: '1815',
    complement: null,
    neighborhood: 'Cambuí',
    city: 'Campinas',
    state: 'SP',
    zipCode: '13025-320',
  },
  isActive: true,
  feedContact: { name: null, email: null, phone: null, website: null },
};

describe('toCompanyRecordAnswer', () => {
  it('reads the recorded record: address fields, real boolean', () => {
    expect(toCompanyRecordAnswer(companyRecord)).toEqual(HORIZONTE);
  });

  it('is null without a record or an id', () => {
    expect(toCompanyRecordAnswer({ data: null })).toBeNull();
    expect(toCompanyRecord({ name: 'Sem id' })).toBeNull();
  });
});

describe('toCompanyListAnswer', () => {
  it('reads the recorded page with its paging echo', () => {
    const answer = toCompanyListAnswer(companies);
    expect(answer.paging).toEqual({ total: 2, page: 1, perPage: 10 });
    expect(answer.records[0]).toEqual(HORIZONTE);
    expect(answer.records[1]).toEqual({
      id: '2',
      name: 'Horizonte Imóveis Valinhos',
      document: '11.222.333/0001-81',
      creci: 'CRECI-SP 11.222-J',
      phone: null,
      whatsapp: '19998887766',
      email: 'valinhos@horizonteimoveis.com.br',
      address: { street: null, number: null, complement: null, neighborhood: null, city: 'Valinhos', state: 'SP', zipCode: null },
      isActive: false,
      feedContact: { name: null, email: null, phone: null, website: null },
    });
  });

  it('reads a paginator answering under meta, with ids and numbers as text and text flags', () => {
    const answer = toCompanyListAnswer(companiesMeta);
    expect(answer.paging).toEqual({ total: 21, page: 3, perPage: 10 });
    expect(answer.records).toEqual([
      {
        id: '4',
        name: 'Horizonte Litoral',
        document: '11.222.333/0001-81',
        creci: 'J-4',
        phone: '1333334444',
        whatsapp: '13999998888',
        email: 'litoral@horizonte.com.br',
        address: {
          street: 'Rua XV de Novembro',
          number: '85',
          complement: null,
          neighborhood: 'Centro',
          city: 'Santos',
          state: 'SP',
          zipCode: '11010-000',
        },
        isActive: true,
        feedContact: { name: null, email: null, phone: null, website: null },
      },
    ]);
  });
});
