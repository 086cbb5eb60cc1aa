/**
 * The back-office property list at 100 and at 100,000 properties, side by side in one run:
 *  - in Chromium, the first render of /app/imoveis (from navigation to the first page's rows on screen);
 *  - the API's `GET /api/properties/fetch` and the gateway's `staffPropertyPage` for the first page, a search
 *    and a status filter (sequential requests, median and p95).
 * The API and the gateway run as child processes over a data dir grown with `growCatalogue`; the web app must
 * be built (`npm run build`). `BENCH_CPU_PROF_DIR=/tmp/perfil npm run bench staff-list-render` also writes the
 * API's and the gateway's CPU profiles.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startApi } from '../../api/src/server.js';
import { DEFAULT_ADMIN_EMAIL } from '../../api/src/config.js';
import { growCatalogue } from './catalogue-data.js';
import { formatMs, percentile } from './measure.js';
import { cpuProfileOptions, startServerProcess } from './server-process.js';

const SIZES = [100, 100_000] as const;
const ADMIN_PASSWORD = 'senha-do-bench-da-lista';
const RENDERS = 7;
const REQUESTS = 25;

interface Timing {
  median: number;
  p95: number;
}

function timingOf(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

async function timed(samples: number, work: () => Promise<void>): Promise<Timing> {
  await work();
  const taken: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    await work();
    taken.push(performance.now() - start);
  }
  return timingOf(taken);
}

async function dataDirWith(total: number): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-staff-list-'));
  const seeded = await startApi({ port: 0, dataDir, adminPassword: ADMIN_PASSWORD, log: () => {} });
  await seeded.close();
  await growCatalogue(dataDir, total);
  return dataDir;
}

async function signInTo(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/app/manager`);
  const form = page.getByRole('form', { name: 'Acesso ao painel' });
  await form.getByLabel('E-mail').fill(DEFAULT_ADMIN_EMAIL);
  await form.getByLabel('Senha', { exact: true }).fill(ADMIN_PASSWORD);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/app/dashboard');
}

/**
 * From navigation to /app/imoveis until the list's first ten rows and its count are on screen (the app's code
 * already cached by the browser); the dashboard is loaded first each time, outside the timing.
 */
async function firstRender(page: Page, baseUrl: string): Promise<Timing> {
  const table = page.getByRole('region', { name: 'Imóveis cadastrados' });
  const taken: number[] = [];
  for (let index = 0; index <= RENDERS; index += 1) {
    await page.goto(`${baseUrl}/app/dashboard`);
    await page.getByRole('link', { name: 'Imóveis' }).first().waitFor();
    const start = performance.now();
    await page.goto(`${baseUrl}/app/imoveis`);
    await table
      .getByRole('link', { name: /^Editar imóvel / })
      .nth(9)
      .waitFor();
    await page.getByText(/^\d+ imóve(l|is) encontrados?$/).waitFor();
    // The first pass warms the browser's cache and is not counted.
    if (index > 0) taken.push(performance.now() - start);
  }
  return timingOf(taken);
}

interface ListCase {
  name: string;
  rest: string;
  graphql: Record<string, unknown>;
}

const LIST_CASES: ListCase[] = [
  { name: 'primeira página', rest: 'page=1&per_page=10', graphql: {} },
  { name: 'busca "jardim"', rest: 'page=1&per_page=10&search=jardim', graphql: { search: 'jardim' } },
  { name: 'busca rara "inexistente"', rest: 'page=1&per_page=10&search=inexistente', graphql: { search: 'inexistente' } },
  { name: 'status em análise', rest: 'page=1&per_page=10&status=in_analysis', graphql: { status: 'IN_ANALYSIS' } },
  { name: 'página 5000', rest: 'page=5000&per_page=10', graphql: { page: 5000 } },
];

const PAGE_QUERY = `query Page($search: String, $status: PropertyStatus, $page: Int) {
  staffPropertyPage(search: $search, status: $status, page: $page) { items { property { id code title } } total pageCount }
}`;

async function expectOk(response: Response, what: string): Promise<void> {
  const text = await response.text();
  if (!response.ok || text.includes('"errors"')) throw new Error(`${what}: ${response.status} ${text.slice(0, 200)}`);
}

async function measureSize(total: number): Promise<Record<string, Record<string, string>>> {
  const dataDir = await dataDirWith(total);
  const api = await startServerProcess(['--api', dataDir], cpuProfileOptions(`${total}-api`));
  const gateway = await startServerProcess(['--gateway', api.url, api.apiKey], cpuProfileOptions(`${total}-gateway`));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const login = await fetch(`${api.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': api.apiKey },
      body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const rows: Record<string, Record<string, string>> = {};
    for (const listCase of LIST_CASES) {
      const rest = await timed(REQUESTS, async () =>
        expectOk(
          await fetch(`${api.url}/api/properties/fetch?${listCase.rest}`, {
            headers: { 'x-api-key': api.apiKey, authorization: `Bearer ${token}` },
          }),
          listCase.name,
        ),
      );
      const graphql = await timed(REQUESTS, async () =>
        expectOk(
          await fetch(`${gateway.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query: PAGE_QUERY, variables: listCase.graphql }),
          }),
          listCase.name,
        ),
      );
      rows[`${listCase.name}`] = {
        'API mediana': formatMs(rest.median),
        'API p95': formatMs(rest.p95),
        'gateway mediana': formatMs(graphql.median),
        'gateway p95': formatMs(graphql.p95),
      };
    }
    const page = await browser.newPage();
    await signInTo(page, gateway.url);
    const render = await firstRender(page, gateway.url);
    rows['Chromium: 1ª renderização de /app/imoveis'] = {
      'API mediana': '',
      'API p95': '',
      'gateway mediana': formatMs(render.median),
      'gateway p95': formatMs(render.p95),
    };
    renders.set(total, render);
    return rows;
  } finally {
    await browser.close();
    await gateway.stop();
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const renders = new Map<number, Timing>();

export async function runStaffListRenderBench(): Promise<void> {
  for (const total of SIZES) {
    const rows = await measureSize(total);
    console.log(`\nLista de imóveis do painel — ${total.toLocaleString('pt-BR')} imóveis (${REQUESTS} pedidos em sequência por caso)`);
    console.table(rows);
  }
  const small = renders.get(SIZES[0]);
  const large = renders.get(SIZES[1]);
  if (small && large) {
    console.log(
      `1ª renderização: ${formatMs(large.median)} a ${SIZES[1].toLocaleString('pt-BR')} ÷ ${formatMs(small.median)} a ${SIZES[0]} = ` +
        `${(large.median / small.median).toFixed(2)}× (meta ≤ 1,5×)`,
    );
  }
}
