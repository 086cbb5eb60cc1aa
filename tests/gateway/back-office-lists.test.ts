/**
 * The back-office lists through the gateway against the real API: the staff property page (search, status,
 * count, a broker's own only, a page past the end), the top bar's alerts, the clients page and the property
 * form's client choices.
 */
import { describe, expect, it } from 'vitest';
import { searchKey } from '../../api/src/http/paging.js';
import { createClient, createStaffUser, errorsOf, FORBIDDEN, graphqlAs, signIn, withDatabase } from './back-office-support.js';
import { startBackOfficeStack, type BackOfficeStack } from './back-office-stack.js';
import { useSuiteStack } from './suite-stack.js';
import { readDatabase } from './visitors-support.js';

interface ListedRow {
  brokerId: string | null;
  property: { id: string; code: string; title: string; status: string; address: { city: string | null; neighborhood: string | null } };
}

interface PageData {
  items: ListedRow[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

interface StoredProperty {
  id: number;
  title: string;
  city: string;
  neighborhood: string | null;
  status: string;
  user_id: number | null;
}

const BROKER = {
  name: 'Bia Rezende',
  email: 'bia@horizonte.test',
  password: 'senha-da-bia',
  role: 'broker',
  permissions: ['imoveis'],
} as const;

const PAGE = /* GraphQL */ `
  query Page($search: String, $status: PropertyStatus, $page: Int, $perPage: Int) {
    staffPropertyPage(search: $search, status: $status, page: $page, perPage: $perPage) {
      items {
        brokerId
        property {
          id
          code
          title
          status
          address {
            city
            neighborhood
          }
        }
      }
      total
      page
      perPage
      pageCount
    }
  }
`;

interface ListsStack extends BackOfficeStack {
  brokerToken: string;
  brokerId: number;
}

async function startListsStack(): Promise<ListsStack> {
  const base = await startBackOfficeStack();
  const brokerId = await createStaffUser(base.stack.dataDir, { ...BROKER, permissions: [...BROKER.permissions] });
  // Every third property becomes the broker's own, and every fourth awaits analysis.
  withDatabase(base.stack.dataDir, (database) => {
    database.prepare('UPDATE properties SET user_id = ? WHERE id % 3 = 0').run(brokerId);
    database.prepare("UPDATE properties SET status = 'in_analysis' WHERE id % 4 = 1").run();
  });
  return { ...base, brokerId, brokerToken: await signIn(base.stack.gatewayUrl, BROKER.email, BROKER.password) };
}

const suite = useSuiteStack(startListsStack);

const stored = () =>
  readDatabase<StoredProperty>(
    suite().stack.dataDir,
    'SELECT id, title, city, neighborhood, status, user_id FROM properties ORDER BY id DESC',
  );

async function pageAs(token: string, variables: Record<string, unknown>): Promise<PageData> {
  const answer = await graphqlAs<{ staffPropertyPage: PageData }>(suite().stack.gatewayUrl, token, PAGE, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.staffPropertyPage;
}

const ids = (page: PageData) => page.items.map((item) => item.property.id);
const storedIds = (rows: readonly StoredProperty[]) => rows.map((row) => String(row.id));

describe('staffPropertyPage', () => {
  it('pages every property newest first, 10 by default, with the total and the page count', async () => {
    const all = stored();
    expect(all.length).toBeGreaterThan(20);
    const first = await pageAs(suite().adminToken, {});
    expect(first).toMatchObject({ total: all.length, page: 1, perPage: 10, pageCount: Math.ceil(all.length / 10) });
    expect(ids(first)).toEqual(storedIds(all.slice(0, 10)));
    const second = await pageAs(suite().adminToken, { page: 2 });
    expect(ids(second)).toEqual(storedIds(all.slice(10, 20)));
  });

  it('shows the last page for a page past the end', async () => {
    const all = stored();
    const lastPage = Math.ceil(all.length / 10);
    const past = await pageAs(suite().adminToken, { page: lastPage + 5 });
    expect(past.page).toBe(lastPage);
    expect(past.total).toBe(all.length);
    expect(ids(past)).toEqual(storedIds(all.slice((lastPage - 1) * 10)));
    const nothing = await pageAs(suite().adminToken, { search: 'nenhum imóvel tem este título', page: 3 });
    expect(nothing).toEqual({ items: [], total: 0, page: 1, perPage: 10, pageCount: 0 });
  });

  it('searches every word in title, city and neighbourhood without regard to case or accents', async () => {
    const all = stored();
    const withAccent = all.find((row) => /[áéíóúâêôãõç]/i.test(row.neighborhood ?? ''));
    expect(withAccent).toBeDefined();
    const term = searchKey(withAccent!.neighborhood!).toUpperCase();
    const matching = (words: string) =>
      all.filter((row) =>
        searchKey(words)
          .split(' ')
          .every((word) => searchKey([row.title, row.city, row.neighborhood ?? ''].join(' ')).includes(word)),
      );
    const found = await pageAs(suite().adminToken, { search: term, perPage: 48 });
    expect(found.total).toBe(matching(term).length);
    expect(ids(found)).toEqual(storedIds(matching(term).slice(0, 48)));
    const city = all.find((row) => row.city !== 'Campinas')!.city;
    const mixed = `${searchKey(city)} ${searchKey(all[0]!.title).split(' ')[0]}`;
    expect((await pageAs(suite().adminToken, { search: mixed, perPage: 48 })).total).toBe(matching(mixed).length);
  });

  it('filters by status, together with the search', async () => {
    const all = stored();
    const waiting = all.filter((row) => row.status === 'in_analysis');
    const page = await pageAs(suite().adminToken, { status: 'IN_ANALYSIS', perPage: 48 });
    expect(page.total).toBe(waiting.length);
    expect(page.items.every((item) => item.property.status === 'IN_ANALYSIS')).toBe(true);
    const approvedInCampinas = all.filter((row) => row.status === 'approved' && searchKey(row.city).includes('campinas'));
    const narrowed = await pageAs(suite().adminToken, { status: 'APPROVED', search: 'campinas', perPage: 48 });
    expect(narrowed.total).toBe(approvedInCampinas.length);
  });

  it("never shows a broker another broker's property, and counts only their own", async () => {
    const own = stored().filter((row) => row.user_id === suite().brokerId);
    expect(own.length).toBeGreaterThan(0);
    const first = await pageAs(suite().brokerToken, { perPage: 48 });
    expect(first.total).toBe(own.length);
    expect(ids(first)).toEqual(storedIds(own.slice(0, 48)));
    expect(first.items.every((item) => item.brokerId === String(suite().brokerId))).toBe(true);
    const searched = await pageAs(suite().brokerToken, { search: 'campinas', status: 'APPROVED', perPage: 48 });
    expect(searched.items.every((item) => item.brokerId === String(suite().brokerId))).toBe(true);
  });

  it('refuses a bad page in pt-BR, and is FORBIDDEN without the imoveis permission', async () => {
    const bad = await graphqlAs(suite().stack.gatewayUrl, suite().adminToken, PAGE, { page: 0 });
    expect(errorsOf(bad)[0]).toMatchObject({ code: 'BAD_USER_INPUT', path: ['staffPropertyPage'] });
    const forbidden = await graphqlAs(suite().stack.gatewayUrl, suite().clerkToken, '{ propertyAlerts { count } }');
    expect(errorsOf(forbidden)).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['propertyAlerts'] }]);
  });
});

describe('propertyAlerts', () => {
  const ALERTS = '{ propertyAlerts { count newest { brokerId property { id status } } } }';

  it('counts the properties awaiting analysis and lists the five newest', async () => {
    const waiting = stored().filter((row) => row.status === 'in_analysis');
    expect(waiting.length).toBeGreaterThan(5);
    const answer = await graphqlAs<{ propertyAlerts: { count: number; newest: ListedRow[] } }>(
      suite().stack.gatewayUrl,
      suite().adminToken,
      ALERTS,
    );
    expect(answer.data?.propertyAlerts.count).toBe(waiting.length);
    expect(answer.data?.propertyAlerts.newest.map((item) => item.property.id)).toEqual(storedIds(waiting.slice(0, 5)));
  });

  it("a broker's alerts are about their own properties only", async () => {
    const waiting = stored().filter((row) => row.status === 'in_analysis' && row.user_id === suite().brokerId);
    const answer = await graphqlAs<{ propertyAlerts: { count: number; newest: ListedRow[] } }>(
      suite().stack.gatewayUrl,
      suite().brokerToken,
      ALERTS,
    );
    expect(answer.data?.propertyAlerts.count).toBe(waiting.length);
    expect(answer.data?.propertyAlerts.newest.map((item) => item.property.id)).toEqual(storedIds(waiting.slice(0, 5)));
  });
});

describe('clients and clientChoices', () => {
  const CLIENTS = /* GraphQL */ `
    query Clients($search: String, $page: Int) {
      clients(search: $search, page: $page) {
        items {
          id
          name
          isActive
        }
        total
        page
        pageCount
      }
    }
  `;
  const CHOICES = /* GraphQL */ `
    query Choices($search: String, $chosenId: ID) {
      clientChoices(search: $search, chosenId: $chosenId) {
        id
        name
      }
    }
  `;

  it('pages clients by name with the count, searched on the server', async () => {
    const made = Array.from({ length: 23 }, (_, index) =>
      createClient(suite().stack.dataDir, {
        name: `Cliente Páginas ${String(index + 1).padStart(2, '0')}`,
        phone: '19980000000',
        email: `paginas${index}@cliente.test`,
        isActive: index !== 4,
      }),
    );
    type ClientsData = { clients: { items: { id: string; name: string }[]; total: number; page: number; pageCount: number } };
    const first = await graphqlAs<ClientsData>(suite().stack.gatewayUrl, suite().clerkToken, CLIENTS, { search: 'cliente paginas' });
    expect(first.data?.clients).toMatchObject({ total: 23, page: 1, pageCount: 3 });
    expect(first.data?.clients.items.map((client) => client.id)).toEqual(made.slice(0, 10).map(String));
    const past = await graphqlAs<ClientsData>(suite().stack.gatewayUrl, suite().clerkToken, CLIENTS, {
      search: 'CLIENTE PÁGINAS',
      page: 9,
    });
    expect(past.data?.clients.page).toBe(3);
    expect(past.data?.clients.items.map((client) => client.id)).toEqual(made.slice(20).map(String));
    const all = readDatabase<{ id: number }>(suite().stack.dataDir, 'SELECT id FROM clients');
    const unsearched = await graphqlAs<ClientsData>(suite().stack.gatewayUrl, suite().adminToken, CLIENTS, {});
    expect(unsearched.data?.clients.total).toBe(all.length);
    expect(unsearched.data?.clients.items).toHaveLength(10);
  });

  it('offers a broker with imoveis only the first 20 active matches, and keeps the chosen client, even inactive', async () => {
    type ChoicesData = { clientChoices: { id: string; name: string }[] };
    const choicesAs = (variables: Record<string, unknown>) =>
      graphqlAs<ChoicesData>(suite().stack.gatewayUrl, suite().brokerToken, CHOICES, variables);
    const matches = await choicesAs({ search: 'paginas' });
    expect(matches.errors).toBeUndefined();
    const offered = matches.data?.clientChoices ?? [];
    expect(offered).toHaveLength(20);
    expect(offered.every((client) => client.name.startsWith('Cliente Páginas'))).toBe(true);
    expect(offered.some((client) => client.name === 'Cliente Páginas 05')).toBe(false);

    const [inactive] = readDatabase<{ id: number }>(suite().stack.dataDir, "SELECT id FROM clients WHERE name = 'Cliente Páginas 05'");
    const kept = await choicesAs({ search: 'marina', chosenId: String(inactive!.id) });
    expect(kept.data?.clientChoices).toEqual([
      { id: String(inactive!.id), name: 'Cliente Páginas 05' },
      { id: String(suite().clientId), name: 'Marina Duarte' },
    ]);
    expect((await choicesAs({ search: 'marina', chosenId: 'abc' })).data?.clientChoices).toEqual([
      { id: String(suite().clientId), name: 'Marina Duarte' },
    ]);
  });

  it('gives the choices nothing but ids and names, to imoveis only, and the clients list to clientes only', async () => {
    const contacts = await graphqlAs(suite().stack.gatewayUrl, suite().brokerToken, '{ clientChoices { id email phone } }');
    expect(contacts.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const listed = await graphqlAs(suite().stack.gatewayUrl, suite().brokerToken, '{ clients { items { name email phone } } }');
    expect(listed.data).toBeNull();
    expect(errorsOf(listed)).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['clients'] }]);
    const choices = await graphqlAs(suite().stack.gatewayUrl, suite().clerkToken, '{ clientChoices { id name } }');
    expect(errorsOf(choices)).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['clientChoices'] }]);
  });
});
