import type { Insertable } from 'kysely';
import type { CompaniesTable } from '../../../api/src/db/schema.js';
import type { TestApi } from './test-api.js';

/** A company row written straight into the database: an active agency with no address, unless `values` says otherwise. */
export async function insertTestCompany(testApi: TestApi, values: Partial<Insertable<CompaniesTable>> = {}): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await testApi.db
    .insertInto('companies')
    .values({
      document: '34.512.687/0001-66',
      creci: 'CRECI-SP 1-J',
      name: 'Imobiliária de Teste',
      phone: null,
      whatsapp: '19999990000',
      email: 'contato@imobiliaria-teste.com.br',
      zip_code: null,
      address: null,
      number: null,
      neighborhood: null,
      city: null,
      state: null,
      is_active: 1,
      created_at: now,
      updated_at: now,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
