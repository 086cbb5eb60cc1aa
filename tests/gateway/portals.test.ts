/**
 * The portals through the gateway against the real API: the readiness report of the demo's marked properties (counts,
 * reasons, filter, paging, a broker's own), the feed's address and its new token, the portal fields of a property and
 * the feed contact of the company, and the session and permission codes.
 */
import { describe, expect, it } from 'vitest';
import { errorsOf, FORBIDDEN, graphqlAs, INVALID_SESSION, withDatabase } from './back-office-support.js';
import {
  COMPANY_FEED_CONTACT,
  feedTokenWorks,
  markedIds,
  PORTAL_FEED,
  PORTAL_REPORT,
  REGENERATE_FEED_TOKEN,
  staffRest,
  STAFF_PORTAL_PROPERTY,
  startPortalsStack,
  UPDATE_FEED_CONTACT,
  UPDATE_PORTAL_FIELDS,
  type FeedContactRecordData,
  type FeedContactResultData,
  type PortalFeedData,
  type PortalFeedResultData,
  type PortalReportData,
  type RawListing,
  type StaffPortalData,
  type StaffPortalResultData,
} from './portals-support.js';
import { useSuiteStack } from './suite-stack.js';
import { readDatabase } from './visitors-support.js';

const suite = useSuiteStack(startPortalsStack);

const as = (token: string | null) => graphqlAs.bind(null, suite().stack.gatewayUrl, token);
const admin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlAs<T>(suite().stack.gatewayUrl, suite().adminToken, query, variables);
const broker = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlAs<T>(suite().stack.gatewayUrl, suite().brokerToken, query, variables);

/** Every reason the API may give, in its order. */
const REASONS = [
  'Imóvel não aprovado',
  'Imóvel desativado',
  'Título com menos de 10 caracteres',
  'Título com mais de 100 caracteres',
  'Título com marcação HTML',
  'Descrição com menos de 50 caracteres',
  'Descrição com mais de 3.000 caracteres',
  'Preço não informado',
  'Valor do aluguel não informado',
  'Sem fotos suficientes (mínimo 5)',
  'CEP não informado',
  'CEP inválido (use 8 dígitos)',
  'Estado não informado',
  'Cidade não informada',
  'Bairro não informado',
  'Área útil não informada',
  'Área do terreno não informada',
];
const BROKER_REFUSAL = 'Apenas a administração da imobiliária pode gerar um novo endereço do feed.';
const NEW_TOKEN_MESSAGE = 'Novo endereço do feed gerado. Informe-o aos portais.';

async function report(token: string, variables: Record<string, unknown> = {}): Promise<PortalReportData> {
  const answer = await graphqlAs<{ portalReport: PortalReportData }>(suite().stack.gatewayUrl, token, PORTAL_REPORT, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.portalReport;
}

async function feed(token: string): Promise<PortalFeedData> {
  const answer = await graphqlAs<{ portalFeed: PortalFeedData }>(suite().stack.gatewayUrl, token, PORTAL_FEED);
  expect(answer.errors).toBeUndefined();
  return answer.data!.portalFeed;
}

/** The token of a feed address, checking the address is the gateway's own `/feeds/vrsync.xml?token=<32 url-safe characters>`. */
function tokenOf(url: string): string {
  const prefix = `${suite().stack.gatewayUrl}/feeds/vrsync.xml?token=`;
  expect(url.startsWith(prefix)).toBe(true);
  const token = url.slice(prefix.length);
  expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  return token;
}

/** A property the demo does not mark, with no responsible broker of the suite. */
function unmarkedPropertyId(skip: readonly string[] = []): string {
  const rows = readDatabase<{ id: number }>(suite().stack.dataDir, 'SELECT id FROM properties WHERE portal_publish = 0 ORDER BY id');
  const row = rows.find((candidate) => !skip.includes(String(candidate.id)));
  if (row === undefined) throw new Error('nenhum imóvel desmarcado na demonstração');
  return String(row.id);
}

describe('portalReport', () => {
  it("counts the demo's marked properties, most ready and a few held back, with the API's reasons and pictures", async () => {
    const marked = markedIds(suite().stack);
    expect(marked.length).toBeGreaterThanOrEqual(8);
    const all = await report(suite().adminToken, { perPage: 48 });
    expect({ markedCount: all.markedCount, total: all.total, page: all.page, pageCount: all.pageCount }).toEqual({
      markedCount: marked.length,
      total: marked.length,
      page: 1,
      pageCount: 1,
    });
    expect(all.items.map((item) => item.id)).toEqual(marked);
    const held = all.items.filter((item) => !item.ready);
    expect(all.readyCount).toBe(all.items.length - held.length);
    expect(held.length).toBeGreaterThan(0);
    expect(all.readyCount).toBeGreaterThan(held.length);
    for (const item of all.items) {
      expect(item.reasons.length > 0).toBe(!item.ready);
      expect(item.reasons).toEqual(REASONS.filter((reason) => item.reasons.includes(reason)));
      expect(item.code).not.toBe('');
      expect(['STANDARD', 'PREMIUM', 'SUPER_PREMIUM']).toContain(item.level);
    }
    const rest = await staffRest<{ data: RawListing[] }>(suite().stack, suite().adminToken, '/api/portals/listings?per_page=100');
    expect(rest.status).toBe(200);
    expect(all.items.map(({ id, ready, reasons, thumbnailUrl }) => ({ id, ready, reasons, thumbnailUrl }))).toEqual(
      rest.body.data.map((raw) => ({
        id: String(raw.id),
        ready: raw.ready === 1,
        reasons: raw.reasons,
        thumbnailUrl: raw.main_image === null ? null : `/images/${encodeURIComponent(raw.main_image)}?w=320`,
      })),
    );
    expect(all.items.some((item) => item.thumbnailUrl !== null)).toBe(true);
  });

  it('filters the ready and the held ones, its counts always over every marked property', async () => {
    const all = await report(suite().adminToken, { perPage: 48 });
    const ready = await report(suite().adminToken, { readiness: 'READY', perPage: 48 });
    const held = await report(suite().adminToken, { readiness: 'HELD', perPage: 48 });
    for (const filtered of [ready, held]) {
      expect({ readyCount: filtered.readyCount, markedCount: filtered.markedCount }).toEqual({
        readyCount: all.readyCount,
        markedCount: all.markedCount,
      });
    }
    expect(ready.total).toBe(all.readyCount);
    expect(ready.items.every((item) => item.ready && item.reasons.length === 0)).toBe(true);
    expect(held.total).toBe(all.markedCount - all.readyCount);
    expect(held.items.every((item) => !item.ready && item.reasons.length > 0)).toBe(true);
    expect([...ready.items, ...held.items].map((item) => item.id).sort()).toEqual(all.items.map((item) => item.id).sort());
  });

  it('holds back a ready property whose CEP is gone, with exactly that reason', async () => {
    const before = await report(suite().adminToken, { readiness: 'READY', perPage: 48 });
    const chosen = before.items[0]!;
    const [{ zip_code: zipCode } = { zip_code: null }] = readDatabase<{ zip_code: string | null }>(
      suite().stack.dataDir,
      'SELECT zip_code FROM properties WHERE id = ?',
      Number(chosen.id),
    );
    withDatabase(suite().stack.dataDir, (database) =>
      database.prepare('UPDATE properties SET zip_code = NULL WHERE id = ?').run(Number(chosen.id)),
    );
    try {
      const after = await report(suite().adminToken, { readiness: 'HELD', perPage: 48 });
      expect(after.readyCount).toBe(before.readyCount - 1);
      expect(after.items.find((item) => item.id === chosen.id)).toEqual({ ...chosen, ready: false, reasons: ['CEP não informado'] });
    } finally {
      withDatabase(suite().stack.dataDir, (database) =>
        database.prepare('UPDATE properties SET zip_code = ? WHERE id = ?').run(zipCode, Number(chosen.id)),
      );
    }
    expect((await report(suite().adminToken)).readyCount).toBe(before.readyCount);
  });

  it('pages newest first, shows the last page for a page past the end and refuses a size over 48', async () => {
    const marked = markedIds(suite().stack);
    const perPage = 5;
    const pageCount = Math.ceil(marked.length / perPage);
    const seen: string[] = [];
    for (let page = 1; page <= pageCount; page += 1) {
      const answer = await report(suite().adminToken, { page, perPage });
      expect({ page: answer.page, perPage: answer.perPage, pageCount: answer.pageCount, total: answer.total }).toEqual({
        page,
        perPage,
        pageCount,
        total: marked.length,
      });
      seen.push(...answer.items.map((item) => item.id));
    }
    expect(seen).toEqual(marked);
    const past = await report(suite().adminToken, { page: 99, perPage });
    expect({ page: past.page, ids: past.items.map((item) => item.id) }).toEqual({
      page: pageCount,
      ids: marked.slice((pageCount - 1) * perPage),
    });
    expect(errorsOf(await admin(PORTAL_REPORT, { perPage: 49 }))).toEqual([
      { code: 'BAD_USER_INPUT', message: 'A quantidade por página deve ser um número inteiro entre 1 e 48.', path: ['portalReport'] },
    ]);
  });
});

describe('the portal fields of a property and the feed contact of the company', () => {
  it('saves and reads back the mark, the level and the rent, and lists a broker only their own', async () => {
    const id = unmarkedPropertyId();
    const othersMarked = markedIds(suite().stack);
    expect(await report(suite().brokerToken)).toMatchObject({ markedCount: 0, readyCount: 0, total: 0, items: [] });
    const saved = await admin<{ updateProperty: StaffPortalResultData }>(UPDATE_PORTAL_FIELDS, {
      id,
      input: {
        operation: 'BOTH',
        price: 780000,
        rentalPrice: 3950.5,
        portalPublish: true,
        portalLevel: 'SUPER_PREMIUM',
        brokerId: suite().brokerId,
      },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateProperty).toMatchObject({ ok: true, error: null });
    const expected: StaffPortalData = {
      portalPublish: true,
      portalLevel: 'SUPER_PREMIUM',
      brokerId: suite().brokerId,
      property: { id, operation: 'BOTH', price: 780000, rentalPrice: 3950.5 },
    };
    expect(saved.data?.updateProperty.property).toEqual(expected);
    expect((await admin<{ staffProperty: StaffPortalData }>(STAFF_PORTAL_PROPERTY, { id })).data?.staffProperty).toEqual(expected);
    expect(readDatabase(suite().stack.dataDir, 'SELECT portal_publish, portal_level FROM properties WHERE id = ?', Number(id))).toEqual([
      { portal_publish: 1, portal_level: 'super_premium' },
    ]);

    const own = await report(suite().brokerToken, { perPage: 48 });
    expect({ markedCount: own.markedCount, total: own.total, ids: own.items.map((item) => item.id) }).toEqual({
      markedCount: 1,
      total: 1,
      ids: [id],
    });
    expect(own.items[0]?.level).toBe('SUPER_PREMIUM');
    expect(othersMarked.every((other) => !own.items.some((item) => item.id === other))).toBe(true);
    expect((await report(suite().adminToken)).markedCount).toBe(othersMarked.length + 1);

    const cleared = await admin<{ updateProperty: StaffPortalResultData }>(UPDATE_PORTAL_FIELDS, {
      id,
      input: { rentalPrice: null, portalPublish: false, portalLevel: 'PREMIUM' },
    });
    expect(cleared.data?.updateProperty.property).toMatchObject({
      portalPublish: false,
      portalLevel: 'PREMIUM',
      property: { rentalPrice: null },
    });
    expect(await report(suite().brokerToken)).toMatchObject({ markedCount: 0, items: [] });
  });

  it("refuses a negative rent with the API's message under rentalPrice, storing nothing", async () => {
    const id = unmarkedPropertyId();
    const before = (await admin<{ staffProperty: StaffPortalData }>(STAFF_PORTAL_PROPERTY, { id })).data?.staffProperty;
    const refused = await admin<{ updateProperty: StaffPortalResultData }>(UPDATE_PORTAL_FIELDS, {
      id,
      input: { operation: 'BOTH', rentalPrice: -10, portalPublish: true },
    });
    expect(refused.errors).toBeUndefined();
    expect(refused.data?.updateProperty.ok).toBe(false);
    expect(refused.data?.updateProperty.property).toBeNull();
    expect(refused.data?.updateProperty.error?.fieldErrors).toEqual([
      { field: 'rentalPrice', message: 'O valor do aluguel não pode ser negativo.' },
    ]);
    expect((await admin<{ staffProperty: StaffPortalData }>(STAFF_PORTAL_PROPERTY, { id })).data?.staffProperty).toEqual(before);
  });

  it('saves the feed contact of the company, clears it with empty texts and refuses a bad e-mail', async () => {
    const id = String(
      readDatabase<{ id: number }>(suite().stack.dataDir, "SELECT id FROM companies WHERE name = 'Horizonte Imóveis'")[0]?.id,
    );
    const saved = await admin<{ updateCompany: FeedContactResultData }>(UPDATE_FEED_CONTACT, {
      id,
      input: {
        feedContactName: 'Plantão de portais',
        feedEmail: 'portais@horizonteimoveis.com.br',
        feedPhone: '1932514500',
        feedWebsite: 'https://www.horizonteimoveis.com.br',
      },
    });
    expect(saved.errors).toBeUndefined();
    const contact = {
      name: 'Plantão de portais',
      email: 'portais@horizonteimoveis.com.br',
      phone: '(19) 3251-4500',
      website: 'https://www.horizonteimoveis.com.br',
    };
    expect(saved.data?.updateCompany).toMatchObject({ ok: true, error: null, company: { id, feedContact: contact } });
    const read = await admin<{ companyRecord: FeedContactRecordData }>(COMPANY_FEED_CONTACT, { id });
    expect(read.data?.companyRecord.feedContact).toEqual(contact);

    const refused = await admin<{ updateCompany: FeedContactResultData }>(UPDATE_FEED_CONTACT, { id, input: { feedEmail: 'sem-arroba' } });
    expect(refused.data?.updateCompany).toMatchObject({ ok: false, company: null });
    expect(refused.data?.updateCompany.error?.fieldErrors).toEqual([
      { field: 'feedEmail', message: 'Por favor, insira um e-mail válido.' },
    ]);

    const cleared = await admin<{ updateCompany: FeedContactResultData }>(UPDATE_FEED_CONTACT, {
      id,
      input: { feedContactName: '', feedEmail: '', feedPhone: '', feedWebsite: '' },
    });
    expect(cleared.data?.updateCompany.company?.feedContact).toEqual({ name: null, email: null, phone: null, website: null });
  });
});

describe('portalFeed and regeneratePortalFeedToken', () => {
  it("answers the feed's address under the gateway's origin, the same on every call and for every user", async () => {
    const first = await feed(suite().adminToken);
    const token = tokenOf(first.url);
    expect(first.canRegenerate).toBe(true);
    expect(await feed(suite().adminToken)).toEqual(first);
    expect(await feed(suite().brokerToken)).toEqual({ url: first.url, canRegenerate: false });
    expect(await feedTokenWorks(suite().stack, token)).toBe(true);
  });

  it("replaces the token, the old address stopping at once; a broker's attempt is refused as data", async () => {
    const before = await feed(suite().adminToken);
    const refused = await broker<{ regeneratePortalFeedToken: PortalFeedResultData }>(REGENERATE_FEED_TOKEN);
    expect(refused).toEqual({
      status: 200,
      data: {
        regeneratePortalFeedToken: { ok: false, message: null, feed: null, error: { message: BROKER_REFUSAL, fieldErrors: [] } },
      },
    });
    expect(await feed(suite().adminToken)).toEqual(before);

    const answer = await admin<{ regeneratePortalFeedToken: PortalFeedResultData }>(REGENERATE_FEED_TOKEN);
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.regeneratePortalFeedToken;
    expect({ ok: result.ok, message: result.message, error: result.error, canRegenerate: result.feed?.canRegenerate }).toEqual({
      ok: true,
      message: NEW_TOKEN_MESSAGE,
      error: null,
      canRegenerate: true,
    });
    const [oldToken, newToken] = [tokenOf(before.url), tokenOf(result.feed!.url)];
    expect(newToken).not.toBe(oldToken);
    expect(await feed(suite().adminToken)).toEqual(result.feed);
    expect(await feedTokenWorks(suite().stack, oldToken)).toBe(false);
    expect(await feedTokenWorks(suite().stack, newToken)).toBe(true);
  });
});

describe('session and permission codes', () => {
  it('is UNAUTHENTICATED without a valid session and FORBIDDEN without imoveis, the token kept', async () => {
    const before = await feed(suite().adminToken);
    for (const [token, code, message] of [
      [null, 'UNAUTHENTICATED', INVALID_SESSION],
      ['token-invalido', 'UNAUTHENTICATED', INVALID_SESSION],
      [suite().clerkToken, 'FORBIDDEN', FORBIDDEN],
    ] as const) {
      const call = as(token);
      expect(errorsOf(await call(PORTAL_REPORT, {}))).toEqual([{ code, message, path: ['portalReport'] }]);
      expect(errorsOf(await call(PORTAL_FEED, {}))).toEqual([{ code, message, path: ['portalFeed'] }]);
      expect(errorsOf(await call(REGENERATE_FEED_TOKEN, {}))).toEqual([{ code, message, path: ['regeneratePortalFeedToken'] }]);
    }
    expect(await feed(suite().adminToken)).toEqual(before);
  });
});
