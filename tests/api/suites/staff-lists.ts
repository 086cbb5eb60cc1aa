import { describe, expect, it } from 'vitest';
import type { StaffUser } from '../../../api/src/auth/staff-session.js';
import { listClientChoices } from '../../../api/src/people/client-choices.js';
import { listClients } from '../../../api/src/people/client-list.js';
import { pageVisibleProperties } from '../../../api/src/properties/staff-queries.js';
import { planOf, recordingQueries, seeksThroughIndex, unindexedReads } from '../support/query-plans.js';
import { registrationForm } from '../support/registration.js';
import { asStaff, createStaffUser, insertClient, insertSession, insertTestProperty } from '../support/staff.js';
import { staffFields } from '../support/staff-forms.js';
import { useTestApi, type Dialect, type TestApi } from '../support/test-api.js';

interface ListedProperty {
  id: number;
  title: string;
  city: string;
  neighborhood: string | null;
  status: string;
  user_id: number | null;
}

interface PropertyPage {
  data: ListedProperty[];
  total: number;
  page: number;
  per_page: number;
}

interface ClientPage {
  data: Array<{ id: number; name: string; is_active: number }>;
  total: number;
  page: number;
  per_page: number;
}

interface Accounts {
  adminToken: string;
  brokerId: number;
  brokerToken: string;
  otherBrokerId: number;
  clientsOnlyToken: string;
  admin: StaffUser;
}

async function createAccounts(testApi: TestApi): Promise<Accounts> {
  const adminId = await createStaffUser(testApi, {
    email: 'lista.gestora@teste.com.br',
    role: 'administrative',
    permissions: ['imoveis', 'clientes'],
  });
  const brokerId = await createStaffUser(testApi, { email: 'lista.corretor@teste.com.br', role: 'broker', permissions: ['imoveis'] });
  const otherBrokerId = await createStaffUser(testApi, { email: 'lista.outro@teste.com.br', role: 'broker', permissions: ['imoveis'] });
  const clientsOnlyId = await createStaffUser(testApi, {
    email: 'lista.clientes@teste.com.br',
    role: 'administrative',
    permissions: ['clientes'],
  });
  return {
    adminToken: await insertSession(testApi, adminId),
    brokerId,
    brokerToken: await insertSession(testApi, brokerId),
    otherBrokerId,
    clientsOnlyToken: await insertSession(testApi, clientsOnlyId),
    admin: { id: adminId, role: 'administrative', permissions: ['imoveis', 'clientes'] } as unknown as StaffUser,
  };
}

/** The staff property list, the alerts and the clients list: searched, filtered, counted and paged by the database. */
export function staffListsSuite(dialect: Dialect): void {
  describe('back-office lists', () => {
    const testApi = useTestApi({ dialect, seedDemo: false });
    let accounts: Accounts | undefined;
    const signedIn = async () => (accounts ??= await createAccounts(testApi()));
    const get = async <T>(token: string, path: string) => {
      const response = await asStaff(testApi(), token, path);
      expect(response.status, response.text).toBe(200);
      return response.json as T;
    };

    /** 23 properties: 12 of the broker (7 in analysis), 11 of the other broker, titles and places varied. */
    async function seedProperties(): Promise<{ own: number[]; others: number[] }> {
      const { brokerId, otherBrokerId } = await signedIn();
      const own: number[] = [];
      const others: number[] = [];
      for (let index = 0; index < 23; index += 1) {
        const mine = index % 2 === 0;
        const id = await insertTestProperty(testApi(), {
          title: index === 4 ? 'Casa com Piscina' : `Imóvel ${index}`,
          city: index === 6 ? 'São José dos Campos' : 'Campinas',
          neighborhood: index === 8 ? 'Jardim Flamboyant' : index === 10 ? 'Cambuí' : 'Centro',
          status: index % 3 === 0 ? 'approved' : 'in_analysis',
          user_id: mine ? brokerId : otherBrokerId,
        });
        (mine ? own : others).push(id);
      }
      return { own, others };
    }

    it('pages newest first with the total, and answers an empty page past the end', async () => {
      const { adminToken } = await signedIn();
      await seedProperties();
      const all = await get<{ data: [{ properties: ListedProperty[] }] }>(adminToken, '/api/properties/fetch');
      const every = all.data[0].properties;
      expect(every.map((row) => row.id)).toEqual([...every.map((row) => row.id)].sort((a, b) => b - a));

      const first = await get<PropertyPage>(adminToken, '/api/properties/fetch?page=1&per_page=10');
      expect(first.total).toBe(every.length);
      expect(first.page).toBe(1);
      expect(first.per_page).toBe(10);
      expect(first.data.map((row) => row.id)).toEqual(every.slice(0, 10).map((row) => row.id));
      expect(first.data[0]).not.toHaveProperty('search_text');

      const third = await get<PropertyPage>(adminToken, '/api/properties/fetch?page=3&per_page=10');
      expect(third.data.map((row) => row.id)).toEqual(every.slice(20, 30).map((row) => row.id));

      const past = await get<PropertyPage>(adminToken, '/api/properties/fetch?page=99&per_page=10');
      expect(past).toEqual({ data: [], total: every.length, page: 99, per_page: 10 });
    });

    it('searches every word in title, city and neighbourhood, ignoring case and accents', async () => {
      const { adminToken } = await signedIn();
      const search = async (text: string) =>
        (await get<PropertyPage>(adminToken, `/api/properties/fetch?page=1&per_page=50&search=${encodeURIComponent(text)}`)).data;
      expect((await search('PISCINA')).map((row) => row.title)).toEqual(['Casa com Piscina']);
      expect((await search('sao jose')).map((row) => row.city)).toEqual(['São José dos Campos']);
      expect((await search('flamboyant')).map((row) => row.neighborhood)).toEqual(['Jardim Flamboyant']);
      expect((await search('CAMBUI')).map((row) => row.neighborhood)).toEqual(['Cambuí']);
      // Each word may be in another field: a title word and a neighbourhood word together.
      expect((await search('imovel cambui')).map((row) => row.neighborhood)).toEqual(['Cambuí']);
      expect(await search('piscina cambui')).toEqual([]);
      // % and _ are plain characters, not wildcards.
      expect(await search('%')).toEqual([]);
      expect(await search('im_vel')).toEqual([]);
      const counted = await get<PropertyPage>(adminToken, '/api/properties/fetch?page=1&per_page=5&search=centro');
      expect(counted.total).toBe(21);
      expect(counted.data).toHaveLength(5);
    });

    it('filters by status, and refuses an unknown status or a too long search in pt-BR', async () => {
      const { adminToken } = await signedIn();
      const all = (await get<{ data: [{ properties: ListedProperty[] }] }>(adminToken, '/api/properties/fetch')).data[0].properties;
      const approved = await get<PropertyPage>(adminToken, '/api/properties/fetch?page=1&per_page=100&status=approved');
      expect(approved.total).toBe(all.filter((row) => row.status === 'approved').length);
      expect(approved.data.every((row) => row.status === 'approved')).toBe(true);
      const approvedCentro = await get<PropertyPage>(adminToken, '/api/properties/fetch?page=1&per_page=100&status=approved&search=centro');
      expect(approvedCentro.data.map((row) => row.id)).toEqual(
        all.filter((row) => row.status === 'approved' && row.neighborhood === 'Centro').map((row) => row.id),
      );

      const refused = await asStaff(testApi(), adminToken, `/api/properties/fetch?page=1&status=pending&search=${'a'.repeat(121)}`);
      expect(refused.status).toBe(422);
      expect(refused.json).toEqual({
        message: 'Parâmetros de consulta inválidos.',
        errors: {
          search: ['Use no máximo 120 caracteres.'],
          status: ['Valor inválido. Use um destes: in_analysis, approved, rejected.'],
        },
      });
    });

    it("never shows a broker another broker's property, whatever they ask, and counts only their own", async () => {
      const { brokerToken, brokerId, otherBrokerId, adminToken } = await signedIn();
      const all = (await get<{ data: [{ properties: ListedProperty[] }] }>(adminToken, '/api/properties/fetch')).data[0].properties;
      const own = all.filter((row) => row.user_id === brokerId);
      expect(own.length).toBeGreaterThan(10);
      const page = await get<PropertyPage>(brokerToken, `/api/properties/fetch?page=1&per_page=10&broker_id=${otherBrokerId}`);
      expect(page.total).toBe(own.length);
      expect(page.data.map((row) => row.id)).toEqual(own.slice(0, 10).map((row) => row.id));
      const second = await get<PropertyPage>(brokerToken, '/api/properties/fetch?page=2&per_page=10&search=imovel');
      expect(second.data.every((row) => row.user_id === brokerId)).toBe(true);
      const waiting = await get<{ total: number; data: ListedProperty[] }>(brokerToken, '/api/properties/awaiting-analysis');
      expect(waiting.total).toBe(own.filter((row) => row.status === 'in_analysis').length);
      expect(waiting.data.every((row) => row.user_id === brokerId)).toBe(true);
      // Anyone else may narrow the list to one broker.
      const narrowed = await get<PropertyPage>(adminToken, `/api/properties/fetch?page=1&per_page=100&broker_id=${otherBrokerId}`);
      expect(narrowed.total).toBe(all.filter((row) => row.user_id === otherBrokerId).length);
    });

    it('answers the alerts: how many await analysis and the five newest of them', async () => {
      const { adminToken } = await signedIn();
      const all = (await get<{ data: [{ properties: ListedProperty[] }] }>(adminToken, '/api/properties/fetch')).data[0].properties;
      const waiting = all.filter((row) => row.status === 'in_analysis');
      expect(waiting.length).toBeGreaterThan(5);
      const alerts = await get<{ total: number; data: ListedProperty[] }>(adminToken, '/api/properties/awaiting-analysis');
      expect(alerts.total).toBe(waiting.length);
      expect(alerts.data.map((row) => row.id)).toEqual(waiting.slice(0, 5).map((row) => row.id));
      const refused = await asStaff(testApi(), adminToken, '/api/properties/awaiting-analysis?limit=500');
      expect(refused.status).toBe(422);
      expect(refused.json).toEqual({ message: 'Parâmetros de consulta inválidos.', errors: { limit: ['O valor máximo é 20.'] } });
    });

    it('finds a property by what staff saved, and by its new title after an update', async () => {
      const { adminToken } = await signedIn();
      const created = await asStaff(testApi(), adminToken, '/api/properties', {
        method: 'POST',
        body: registrationForm({ ...staffFields(), title: 'Chácara Ipê Amarelo', neighborhood: 'Joaquim Egídio' }, []),
      });
      expect(created.status, created.text).toBe(201);
      const { id } = (created.json as { data: { id: number } }).data;
      const search = async (text: string) =>
        (await get<PropertyPage>(adminToken, `/api/properties/fetch?page=1&per_page=10&search=${encodeURIComponent(text)}`)).data.map(
          (row) => row.id,
        );
      expect(await search('chacara ipe')).toEqual([id]);
      expect(await search('joaquim egidio')).toEqual([id]);
      const updated = await asStaff(testApi(), adminToken, `/api/properties/${id}`, {
        method: 'POST',
        body: registrationForm({ _method: 'PUT', title: 'Sítio Jequitibá' }, []),
      });
      expect(updated.status, updated.text).toBe(200);
      expect(await search('chacara')).toEqual([]);
      expect(await search('sitio jequitiba')).toEqual([id]);
      expect(await search('joaquim')).toEqual([id]);
    });

    it('searches, counts and pages clients by name, sorted as people read names', async () => {
      const { adminToken, clientsOnlyToken } = await signedIn();
      const names = ['Érica Lima', 'ana souza', 'Bruno Álvares', 'Ângela Prado', 'Carlos Ana', 'Débora Inativa'];
      const ids = new Map<string, number>();
      for (const [index, name] of names.entries()) {
        ids.set(
          name,
          await insertClient(testApi(), { name, email: `lista${index}@clientes.com.br`, isActive: name.includes('Inativa') ? 0 : 1 }),
        );
      }
      const page = await get<ClientPage>(adminToken, '/api/clients?page=1&per_page=4');
      expect(page.total).toBe(names.length);
      expect(page.data.map((client) => client.name)).toEqual(['ana souza', 'Ângela Prado', 'Bruno Álvares', 'Carlos Ana']);
      const second = await get<ClientPage>(clientsOnlyToken, '/api/clients?page=2&per_page=4');
      expect(second.data.map((client) => client.name)).toEqual(['Débora Inativa', 'Érica Lima']);
      expect((await get<ClientPage>(adminToken, '/api/clients?page=9&per_page=4')).data).toEqual([]);

      const found = await get<ClientPage>(adminToken, '/api/clients?page=1&per_page=10&search=ANA');
      expect(found.data.map((client) => client.name)).toEqual(['ana souza', 'Carlos Ana']);
      expect(found.total).toBe(2);
      expect((await get<ClientPage>(adminToken, '/api/clients?page=1&search=angela%20prado')).data.map((client) => client.name)).toEqual([
        'Ângela Prado',
      ]);
      const active = await get<{ data: ClientPage['data'] }>(adminToken, '/api/clients?is_active=1&search=a');
      expect(active.data.some((client) => client.name === 'Débora Inativa')).toBe(false);
      const one = await get<{ data: ClientPage['data'] }>(adminToken, `/api/clients?id=${ids.get('Débora Inativa')}`);
      expect(one.data.map((client) => client.name)).toEqual(['Débora Inativa']);

      const renamed = await asStaff(testApi(), adminToken, `/api/clients/${ids.get('Érica Lima')}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Zélia Lima' }),
      });
      expect(renamed.status, renamed.text).toBe(200);
      expect((await get<ClientPage>(adminToken, '/api/clients?page=1&search=zelia')).data.map((client) => client.name)).toEqual([
        'Zélia Lima',
      ]);
      expect((await get<ClientPage>(adminToken, '/api/clients?page=1&search=erica')).total).toBe(0);
    });

    it('reads the lists, the counts and the alerts through indexes', async () => {
      const { admin, brokerId } = await signedIn();
      const broker = { id: brokerId, role: 'broker', permissions: ['imoveis'] } as unknown as StaffUser;
      const { db, queries } = recordingQueries(testApi().db);
      const first = { page: 1, perPage: 10 };
      await pageVisibleProperties(db, admin, {}, { page: 2, perPage: 10 });
      await pageVisibleProperties(db, admin, { status: 'in_analysis' }, first);
      await pageVisibleProperties(db, admin, { status: 'approved', search: 'centro' }, first);
      await pageVisibleProperties(db, broker, {}, first);
      await pageVisibleProperties(db, broker, { status: 'in_analysis' }, { page: 1, perPage: 5 });
      await pageVisibleProperties(db, admin, { search: 'cambui' }, first);
      await listClients(db, { page: '2', per_page: '10' });
      await listClients(db, { page: '1', per_page: '20', search: 'ana', is_active: '1' });
      await listClientChoices(db, { search: 'ana', chosen_id: '1' });
      expect(queries.length).toBeGreaterThan(10);
      const unindexed: Array<{ sql: string; plan: string[] }> = [];
      for (const query of queries) {
        const plan = await planOf(testApi().db, dialect, query);
        const table = query.sql.includes('"clients"') ? 'clients' : 'properties';
        if (query.sql.includes(' like ')) {
          // A search for part of a word cannot seek; it reads the narrow search index, never the table.
          if (unindexedReads(plan, table).length > 0) unindexed.push({ sql: query.sql, plan });
        } else if (query.sql.includes(' where ')) {
          // A status, a broker or the ids of a page: straight to the rows through an index (a page's rows may be sorted).
          const pageRows = query.sql.includes('"id" in (');
          if (!seeksThroughIndex(plan, table, { mayOrder: pageRows })) unindexed.push({ sql: query.sql, plan });
        } else {
          // The unfiltered page walks the primary key backwards and stops after its rows: SQLite's table is that index.
          const walksPrimaryKey = dialect === 'sqlite' && /order by "id" desc limit/.test(query.sql);
          if (!walksPrimaryKey && unindexedReads(plan, table).length > 0) unindexed.push({ sql: query.sql, plan });
        }
      }
      expect(unindexed).toEqual([]);
    });
  });
}
