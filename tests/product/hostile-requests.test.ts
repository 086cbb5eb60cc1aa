/**
 * Hostile requests against the product started as the README does (`npm run dev`: what `npm start` runs once it has
 * built, the API and the gateway in one process, with the demo content): a broken multipart body, page numbers past
 * any end, dot segments as a slug, a flood of sign-ins, a broker reaching for every client and for someone else's
 * property. None stops the process, none is answered 5xx, and `/health` answers 200 at the end.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_WORK_BUSY_MESSAGE } from '../../api/src/auth/password-gate.js';
import { DEMO_PASSWORD } from '../../api/src/demo/data/brokers.js';
import { INVALID_MULTIPART_MESSAGE } from '../../gateway/src/http/uploads.js';
import { LOGIN } from '../gateway/back-office-support.js';
import { graphqlAs } from '../gateway/back-office-support.js';
import { graphql } from '../gateway/support.js';
import { sendRawRequest } from '../support/raw-http.js';
import { startProduct, type ProductProcess } from './support/product-process.js';

const API_KEY = 'chave-dos-testes-de-ataque';
const BROKER_EMAIL = 'corretor@imobiliaria.local';
const ADMIN_EMAIL = 'admin@imobiliaria.local';
const ADMIN_PASSWORD = 'senha-dos-testes-de-ataque';

let folder: string;
let product: ProductProcess;
let apiUrl: string;

/** A port free right now, for the API, whose address `npm run dev` does not print. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'product-hostile-'));
  const apiPort = await freePort();
  product = await startProduct(
    'dev',
    {
      PORT: '0',
      HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      API_KEY,
      DATA_DIR: path.join(folder, 'data'),
      SEED_DEMO: '1',
      ADMIN_PASSWORD,
    },
    90_000,
  );
  apiUrl = `http://127.0.0.1:${apiPort}/api`;
}, 120_000);

afterAll(async () => {
  product.kill();
  await rm(folder, { recursive: true, force: true });
});

/** Signs in as a client would: after a 429 (the flood test's line may still be draining), again once Retry-After has passed. */
async function signIn(email: string, password: string): Promise<{ token: string; id: number }> {
  const attempt = () =>
    fetch(`${apiUrl}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ email, password }),
    });
  let response = await attempt();
  for (let retries = 0; response.status === 429 && retries < 3; retries += 1) {
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
    response = await attempt();
  }
  expect(response.status).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: { id: number } };
  return { token, id: user.id };
}

describe('the product under hostile requests', () => {
  it('answers broken GraphQL multipart bodies 400 in pt-BR, the 33-byte one first, and keeps serving', async () => {
    const part = (headers: string, body: string) => `------b\r\n${headers}\r\n\r\n${body}\r\n`;
    const bodies = [
      '------b\r\nBroken\r\n\r\nx\r\n------b--\r\n',
      part('Content-Disposition: form-data; name="op\u0000s"', '{}') + '------b--\r\n',
      part('Content-Disposition: form-data; name="operations"', '{bad') +
        part('Content-Disposition: form-data; name="1"; filename="a.jpg"', 'xx') +
        '------b--\r\n',
      part('Content-Disposition: form-data; name="operations"', '{"query":"{ x }","variables":{"f":null}}') +
        part('Content-Disposition: form-data; name="map"', '{bad') +
        part('Content-Disposition: form-data; name="1"; filename="a.jpg"', 'xx') +
        '------b--\r\n',
    ];
    for (const body of bodies) {
      const response = await fetch(`${product.url}/graphql`, {
        method: 'POST',
        headers: { 'apollo-require-preflight': '1', 'content-type': 'multipart/form-data; boundary=----b' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: [{ message: INVALID_MULTIPART_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
    }
    expect(product.isRunning()).toBe(true);
  });

  it('serves a page number past any end, and keeps the catalogue total there', async () => {
    for (const page of ['2147483647', '99999999999999999999']) {
      const response = await fetch(`${product.url}/?page=${page}`);
      expect(response.status, page).toBe(200);
      expect(await response.text()).toContain('Imóveis em Destaque');
    }
    const totalOn = async (page: number) => {
      const answer = await graphql<{ properties: { total: number } }>(product.url, `{ properties(page: ${page}, perPage: 12) { total } }`);
      expect(answer.errors).toBeUndefined();
      return answer.data?.properties.total;
    };
    const total = await totalOn(1);
    expect(total).toBeGreaterThan(0);
    expect([await totalOn(5), await totalOn(100), await totalOn(200_000_000)]).toEqual([total, total, total]);
  });

  it('answers a dot segment as a slug as an unknown property, never another route', async () => {
    // Sent as written: a client library would resolve the dot segment away before sending.
    const host = new URL(product.url).host;
    for (const slug of ['%2e', '%2E%2e', '.%2e']) {
      const answer = await sendRawRequest(product.url, `GET /imovel/${slug} HTTP/1.1\r\nHost: ${host}\r\nConnection: close`);
      expect(answer.status, slug).toBe(404);
      expect(answer.body, slug).toContain('Erro ao localizar imóvel');
    }
    const answer = await graphql<{ property: unknown }>(product.url, '{ property(slug: ".") { id } }');
    expect(answer).toEqual({ status: 200, data: { property: null } });
  });

  it('refuses a flood of wrong sign-ins past the password gate at once, with 429 and Retry-After', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        graphql<{ login: { ok: boolean } }>(product.url, LOGIN, { email: `ataque-${index}@exemplo.com`, password: 'chute' }),
      ),
    );
    const refused = attempts.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.errors?.[0]).toMatchObject({ message: PASSWORD_WORK_BUSY_MESSAGE, extensions: { code: 'TOO_MANY_REQUESTS' } });
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    for (const answer of attempts.filter((candidate) => candidate.status !== 429)) {
      expect(answer.data?.login.ok).toBe(false);
    }
  });

  it("keeps a broker to the property form's client names, and to their own properties even with a broken body", async () => {
    const broker = await signIn(BROKER_EMAIL, DEMO_PASSWORD);
    const clients = await graphqlAs<unknown>(product.url, broker.token, '{ clients { total } }');
    expect(clients.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const choices = await graphqlAs<{ clientChoices: Record<string, unknown>[] }>(
      product.url,
      broker.token,
      '{ clientChoices(search: "a") { id name } }',
    );
    expect(choices.errors).toBeUndefined();
    expect(choices.data?.clientChoices.length).toBeGreaterThan(0);

    const admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const listing = await fetch(`${apiUrl}/properties/fetch`, {
      headers: { 'x-api-key': API_KEY, authorization: `Bearer ${admin.token}` },
    });
    const { data } = (await listing.json()) as { data: [{ properties: { id: number; user_id: number | null }[] }] };
    const someoneElses = data[0].properties.find((property) => property.user_id !== broker.id);
    expect(someoneElses).toBeDefined();
    const change = await fetch(`${apiUrl}/properties/${someoneElses?.id}/status`, {
      method: 'PUT',
      headers: { 'x-api-key': API_KEY, authorization: `Bearer ${broker.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'vendido', notify_client: 'talvez' }),
    });
    expect(change.status).toBe(404);
  });

  it('is still running at the end, and healthy', async () => {
    expect(product.isRunning(), product.output()).toBe(true);
    expect((await fetch(`${product.url}/health`)).status).toBe(200);
  });
});
