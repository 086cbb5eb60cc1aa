import { beforeAll, describe, expect, it } from 'vitest';
import { BROKER_FIELDS, INVALID_QUERY, keysOf, type BrokerJson } from '../support/contract.js';
import { bearer, createStaffUser } from '../support/staff.js';
import type { Dialect } from '../support/test-api.js';
import { uniqueEmail, usePeopleApi } from '../support/people.js';

interface BrokerPage {
  data: BrokerJson[];
  total: number;
  page: number;
  per_page: number;
}

const PEOPLE = [
  { name: 'José Araújo', role: 'broker', isActive: 1 },
  { name: 'Joselita Souza', role: 'broker', isActive: 0 },
  { name: 'Ana Lima', role: 'adminbroker', isActive: 1 },
  { name: 'Bruno Costa', role: 'broker', isActive: 1 },
  { name: 'Carla Líder', role: 'leadbroker', isActive: 1 },
  { name: 'JOSE MARIA', role: 'leadbroker', isActive: 0 },
] as const;
const BY_NAME = ['Ana Lima', 'Bruno Costa', 'Carla Líder', 'José Araújo', 'JOSE MARIA', 'Joselita Souza'];

/** GET /api/brokers: the back office's paging and name search, and what the public may see of it. */
export function brokerListSuite(dialect: Dialect): void {
  describe('GET /api/brokers paging and search', () => {
    const fixture = usePeopleApi(dialect);
    const get = async <T>(query: string, staff = true): Promise<T> =>
      fixture().testApi.getJson<T>(`/api/brokers${query}`, staff ? { headers: bearer(fixture().admin.token) } : {});
    const names = (brokers: BrokerJson[]) => brokers.map((broker) => broker.name);

    beforeAll(async () => {
      for (const person of PEOPLE) {
        await createStaffUser(fixture().testApi, {
          name: person.name,
          email: uniqueEmail('equipe'),
          role: person.role,
          permissions: [],
          isActive: person.isActive,
        });
      }
    });

    it('pages the staff table by name with the total, 10 per page unless asked', async () => {
      const roles = '?role[]=broker&role[]=leadbroker&role[]=adminbroker';
      const first = await get<BrokerPage>(`${roles}&page=1&per_page=4`);
      expect(keysOf(first)).toEqual(['data', 'page', 'per_page', 'total']);
      expect(first).toMatchObject({ total: 6, page: 1, per_page: 4 });
      expect(names(first.data)).toEqual(BY_NAME.slice(0, 4));
      for (const broker of first.data) expect(keysOf(broker)).toEqual(BROKER_FIELDS);
      expect(names((await get<BrokerPage>(`${roles}&page=2&per_page=4`)).data)).toEqual(BY_NAME.slice(4));
      expect(await get<BrokerPage>('?page=1')).toMatchObject({ total: 6, page: 1, per_page: 10 });
      expect((await get<BrokerPage>('?page=3&per_page=4')).data).toEqual([]);
    });

    it('searches names without regard to case or accents; without paging the answer stays the plain list', async () => {
      const plain = await get<{ data: BrokerJson[] }>('?search=jose');
      expect(keysOf(plain)).toEqual(['data']);
      expect(names(plain.data)).toEqual(['José Araújo', 'JOSE MARIA', 'Joselita Souza']);
      expect(names((await get<{ data: BrokerJson[] }>(`?search=${encodeURIComponent('ARAÚJO')}`)).data)).toEqual(['José Araújo']);
      expect(names((await get<{ data: BrokerJson[] }>(`?search=${encodeURIComponent('carla lider')}`)).data)).toEqual(['Carla Líder']);
      const paged = await get<BrokerPage>(`?search=${encodeURIComponent('JOSÉ')}&page=1&per_page=2&is_active=0`);
      expect(paged).toMatchObject({ total: 2, page: 1, per_page: 2 });
      expect(names(paged.data)).toEqual(['JOSE MARIA', 'Joselita Souza']);
      expect(names((await get<{ data: BrokerJson[] }>('?role=leadbroker&is_active=1')).data)).toEqual(['Carla Líder']);
    });

    it('shows the public only active brokers and admin brokers, paged or not', async () => {
      expect(names((await get<{ data: BrokerJson[] }>('?search=jose', false)).data)).toEqual(['José Araújo']);
      const paged = await get<BrokerPage>('?search=a&page=1&per_page=1', false);
      expect(paged).toMatchObject({ total: 3, page: 1, per_page: 1 });
      expect(names(paged.data)).toEqual(['Ana Lima']);
      expect(await get<BrokerPage>('?is_active=0&page=1', false)).toEqual({ data: [], total: 0, page: 1, per_page: 10 });
    });

    it('answers 401 to an invalid token, paged or not', async () => {
      for (const query of ['', '?page=1&per_page=10&search=jose']) {
        const response = await fixture().testApi.request(`/api/brokers${query}`, { headers: bearer('token-que-nao-existe') });
        expect(response.status).toBe(401);
        expect(response.json).toEqual({ message: 'Sessão inválida ou expirada. Faça login novamente.' });
      }
    });

    it('answers 422 for a bad page, page size or search', async () => {
      for (const query of ['?page=0', '?per_page=101', '?per_page=dez', '?page=1&page=2', `?search=${'a'.repeat(121)}`]) {
        const response = await fixture().testApi.request(`/api/brokers${query}`, { headers: bearer(fixture().admin.token) });
        expect(response.status, query).toBe(422);
        expect((response.json as { message: string }).message).toBe(INVALID_QUERY);
      }
    });
  });
}
