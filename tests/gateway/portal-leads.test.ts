/**
 * The portals' leads through the gateway against the real API: each portal's address generated through GraphQL (the
 * whole public address, shown once), the portal's document posted to the gateway's public address landing as a lead
 * (Grupo OLX with the secret in the address, Chaves na Mão with it as the Basic password), a wrong secret, a malformed
 * document kept in 'Recebidos com erro', the body streamed rather than held, who may see and generate the addresses,
 * and a 503 once the API is down.
 */
import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorsOf, FORBIDDEN, graphqlAs, INVALID_SESSION } from './back-office-support.js';
import { startLeadsStack } from './leads-support.js';
import { useSuiteStack } from './suite-stack.js';
import { A_REQUEST_ID, OUTCOME_FIELDS, type OutcomeData } from './support.js';
import { readDatabase } from './visitors-support.js';

const suite = useSuiteStack(startLeadsStack);

const fixtures = path.resolve(import.meta.dirname, '../../api/src/leads/portal-documents/fixtures');
const NOT_FOUND = { message: 'Recurso não encontrado.' };
const UNAVAILABLE = { message: 'Não foi possível receber o lead agora. Tente novamente em instantes.' };
const ADMINISTRATION_ONLY = 'Apenas a administração da imobiliária pode ver os endereços de leads dos portais.';

const ADDRESSES = '{ portalLeadAddresses { portal createdAt } }';
const REJECTS = '{ portalLeadRejects { id portal body reason receivedAt } }';
const REPLACE_SECRET = `mutation Replace($portal: LeadPortal!) {
  replacePortalLeadSecret(portal: $portal) { ${OUTCOME_FIELDS} credentials { portal url user password } }
}`;

interface CredentialsData {
  portal: string;
  url: string;
  user: string | null;
  password: string | null;
}

type SecretResultData = OutcomeData & { credentials: CredentialsData | null };

interface LeadRow {
  id: number;
  source: string;
  name: string | null;
  property_id: number | null;
}

function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as Record<string, unknown>;
}

async function replaceSecret(token: string, portal: 'GRUPO_OLX' | 'CHAVES_NA_MAO'): Promise<SecretResultData> {
  const answer = await graphqlAs<{ replacePortalLeadSecret: SecretResultData }>(suite().stack.gatewayUrl, token, REPLACE_SECRET, {
    portal,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.replacePortalLeadSecret;
}

/** A portal's POST of one document to an address, as a portal's server sends it. */
async function postDocument(url: string, body: string, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, json: await response.json() };
}

function leadsOf(source: string, originLeadId: string): LeadRow[] {
  return readDatabase<LeadRow>(
    suite().stack.dataDir,
    'SELECT id, source, name, property_id FROM leads WHERE source = ? AND origin_lead_id = ?',
    source,
    originLeadId,
  );
}

function propertyIdOf(code: string): number {
  const [row] = readDatabase<{ id: number }>(suite().stack.dataDir, 'SELECT id FROM properties WHERE code = ?', code);
  if (row === undefined) throw new Error(`imóvel ${code} não encontrado`);
  return row.id;
}

/** The addresses generated in the tests, once. */
let olxAddress: string | undefined;
async function grupoOlxAddress(): Promise<string> {
  olxAddress ??= (await replaceSecret(suite().adminToken, 'GRUPO_OLX')).credentials!.url;
  return olxAddress;
}

describe('the portals’ lead addresses in GraphQL', () => {
  it('lists both portals without an address, then generates Grupo OLX’s as the gateway’s public address with its secret', async () => {
    const before = await graphqlAs<{ portalLeadAddresses: { portal: string; createdAt: string | null }[] }>(
      suite().stack.gatewayUrl,
      suite().adminToken,
      ADDRESSES,
    );
    expect(before.data?.portalLeadAddresses).toEqual([
      { portal: 'GRUPO_OLX', createdAt: null },
      { portal: 'CHAVES_NA_MAO', createdAt: null },
    ]);

    const result = await replaceSecret(suite().adminToken, 'GRUPO_OLX');
    expect(result).toMatchObject({
      ok: true,
      message: 'Novo endereço gerado. Informe-o ao portal: o anterior deixou de funcionar.',
      error: null,
    });
    const prefix = `${suite().stack.gatewayUrl}/portais/leads/grupo-olx/`;
    expect(result.credentials).toMatchObject({ portal: 'GRUPO_OLX', user: null, password: null });
    expect(result.credentials!.url.startsWith(prefix)).toBe(true);
    expect(result.credentials!.url.slice(prefix.length)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    olxAddress = result.credentials!.url;

    const after = await graphqlAs<{ portalLeadAddresses: { portal: string; createdAt: string | null }[] }>(
      suite().stack.gatewayUrl,
      suite().adminToken,
      ADDRESSES,
    );
    const [olx, chavesNaMao] = after.data!.portalLeadAddresses;
    expect(Date.parse(olx?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(chavesNaMao).toEqual({ portal: 'CHAVES_NA_MAO', createdAt: null });
  });

  it('gives Chaves na Mão the address without the secret, with a user and the secret as the password', async () => {
    const result = await replaceSecret(suite().adminToken, 'CHAVES_NA_MAO');
    expect(result.ok).toBe(true);
    expect(result.credentials).toMatchObject({ portal: 'CHAVES_NA_MAO', url: `${suite().stack.gatewayUrl}/portais/leads/chaves-na-mao` });
    expect(result.credentials?.user).toBeTruthy();
    expect(result.credentials?.password).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('refuses a broker holding leads (FORBIDDEN, the generation as data), a user without leads, and an anonymous caller', async () => {
    const { gatewayUrl } = suite().stack;
    const addresses = await graphqlAs(gatewayUrl, suite().brokerToken, ADDRESSES);
    expect(errorsOf(addresses)).toEqual([{ code: 'FORBIDDEN', message: ADMINISTRATION_ONLY, path: ['portalLeadAddresses'] }]);
    const rejects = await graphqlAs(gatewayUrl, suite().brokerToken, REJECTS);
    expect(errorsOf(rejects)[0]).toMatchObject({ code: 'FORBIDDEN', path: ['portalLeadRejects'] });
    expect(await replaceSecret(suite().brokerToken, 'GRUPO_OLX')).toEqual({
      ok: false,
      message: null,
      error: { message: 'Apenas a administração da imobiliária pode gerar o endereço de leads de um portal.', fieldErrors: [] },
      credentials: null,
    });

    for (const query of [ADDRESSES, REJECTS]) {
      expect(errorsOf(await graphqlAs(gatewayUrl, suite().clerkToken, query))[0]).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN });
      expect(errorsOf(await graphqlAs(gatewayUrl, null, query))[0]).toMatchObject({ code: 'UNAUTHENTICATED', message: INVALID_SESSION });
    }
    const clerk = await graphqlAs(gatewayUrl, suite().clerkToken, REPLACE_SECRET, { portal: 'GRUPO_OLX' });
    expect(errorsOf(clerk)).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['replacePortalLeadSecret'] }]);
  });
});

describe('a portal posting to the gateway’s address', () => {
  it('stores a Grupo OLX document as a lead of its property (201), and the same again once (200)', async () => {
    const address = await grupoOlxAddress();
    const document = JSON.stringify({
      ...fixture('grupo-olx-lead.json'),
      originLeadId: 'relay-olx-1',
      clientListingId: suite().propertyCode,
    });
    const first = await postDocument(address, document);
    expect(first).toMatchObject({ status: 201, json: { message: 'Lead recebido.' } });
    const again = await postDocument(address, document);
    expect(again).toEqual({ status: 200, json: { message: 'Lead já recebido.', id: (first.json as { id: number }).id } });
    expect(leadsOf('vivareal', 'relay-olx-1')).toEqual([
      { id: (first.json as { id: number }).id, source: 'vivareal', name: 'Mariana Lopes', property_id: propertyIdOf(suite().propertyCode) },
    ]);
  });

  it('stores a Chaves na Mão document sent with the secret as its Basic password', async () => {
    const { credentials } = await replaceSecret(suite().adminToken, 'CHAVES_NA_MAO');
    const basic = `Basic ${Buffer.from(`${credentials!.user}:${credentials!.password}`).toString('base64')}`;
    const document = JSON.stringify({ ...fixture('chaves-na-mao-lead.json'), id: 'relay-cnm-1' });
    expect(await postDocument(credentials!.url, document, { authorization: basic })).toMatchObject({
      status: 201,
      json: { message: 'Lead recebido.' },
    });
    expect(leadsOf('chavesnamao', 'relay-cnm-1')).toHaveLength(1);

    const wrong = `Basic ${Buffer.from(`${credentials!.user}:errada`).toString('base64')}`;
    expect(await postDocument(credentials!.url, document, { authorization: wrong })).toEqual({ status: 404, json: NOT_FOUND });
    expect(await postDocument(credentials!.url, document)).toEqual({ status: 404, json: NOT_FOUND });
  });

  it('answers a wrong secret, an unknown portal or a secret that is no path segment 404 in JSON, storing nothing', async () => {
    const address = await grupoOlxAddress();
    const document = JSON.stringify({ ...fixture('grupo-olx-lead.json'), originLeadId: 'relay-wrong' });
    const base = `${suite().stack.gatewayUrl}/portais/leads`;
    expect(await postDocument(`${base}/grupo-olx/errado`, document)).toEqual({ status: 404, json: NOT_FOUND });
    expect(await postDocument(address.replace('/grupo-olx/', '/outro-portal/'), document)).toEqual({ status: 404, json: NOT_FOUND });
    expect(await postDocument(address.replace('/grupo-olx/', '/chaves-na-mao/'), document)).toEqual({ status: 404, json: NOT_FOUND });
    expect(await postDocument(`${base}/grupo-olx/%2E%2E`, document)).toEqual({ status: 404, json: NOT_FOUND });
    expect(leadsOf('vivareal', 'relay-wrong')).toEqual([]);
  });

  it('answers a wrong secret before the portal has sent its whole body: the body streams through, never held', async () => {
    const url = new URL(`${suite().stack.gatewayUrl}/portais/leads/grupo-olx/errado`);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '100000' } });
      request.once('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.once('error', reject);
      // A tenth of the body, and then nothing: only an answer that did not wait for the rest arrives.
      request.write(' '.repeat(10_000));
    });
    expect(status).toBe(404);
  });

  it('answers a malformed document 400 with the API’s message, and shows it in Recebidos com erro', async () => {
    const address = await grupoOlxAddress();
    const broken = '{"originLeadId": "relay-broken", "name": ';
    expect(await postDocument(address, broken)).toEqual({
      status: 400,
      json: { message: 'Lead recusado: O corpo não é um JSON válido.' },
    });
    const rejects = await graphqlAs<{ portalLeadRejects: { portal: string; body: string; reason: string; receivedAt: string }[] }>(
      suite().stack.gatewayUrl,
      suite().adminToken,
      REJECTS,
    );
    expect(rejects.errors).toBeUndefined();
    expect(rejects.data?.portalLeadRejects[0]).toMatchObject({
      portal: 'GRUPO_OLX',
      body: broken,
      reason: 'O corpo não é um JSON válido.',
    });
  });

  it('answers a document over the API’s limit with its 413 in JSON', async () => {
    const address = await grupoOlxAddress();
    const huge = JSON.stringify({ ...fixture('grupo-olx-lead.json'), originLeadId: 'relay-huge', message: 'x'.repeat(300_000) });
    const answer = await postDocument(address, huge);
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ message: expect.any(String) as string });
    expect(leadsOf('vivareal', 'relay-huge')).toEqual([]);
  });

  it('answers 503 in JSON once the API is down, so the portal tries again', async () => {
    const address = await grupoOlxAddress();
    await suite().stack.stopApi();
    const document = JSON.stringify({ ...fixture('grupo-olx-lead.json'), originLeadId: 'relay-down' });
    expect(await postDocument(address, document)).toEqual({ status: 503, json: { ...UNAVAILABLE, requestId: A_REQUEST_ID } });
  });
});
