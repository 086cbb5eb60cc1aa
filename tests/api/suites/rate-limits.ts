import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../../api/src/server.js';
import { startCepService, type CepService } from '../support/cep-service.js';
import { bandedPhoto, PDF_BYTES } from '../support/photos.js';
import { photo, registrationForm, storedState, validFields } from '../support/registration.js';
import { createTestApi, sendRequest, type ApiResponse, type Dialect, type TestApi } from '../support/test-api.js';
import { getAs, postForm, postJson, visitorAddress } from '../support/visitors.js';
import { DAY_WINDOW_MS } from '../../support/rate-windows.js';

const TOO_MANY = { message: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.' };
const VISITOR = { name: 'Paula', email: 'paula@exemplo.com.br', phone: '19999990000', message: 'Olá!' };
/** Refused forms allowed per address in these tests, set explicitly. */
const REFUSED_MAX = 30;

function expectTooMany(response: ApiResponse): void {
  expect(response.status).toBe(429);
  expect(response.json).toEqual(TOO_MANY);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(DAY_WINDOW_MS / 1000);
}

/** Per-address limits of the three visitor calls, counted in the database. */
export function rateLimitSuite(dialect: Dialect): void {
  describe('rate limits of the visitor calls', () => {
    let testApi: TestApi;
    let service: CepService;
    let jpeg: Buffer;
    const others: RunningApi[] = [];

    beforeAll(async () => {
      service = await startCepService({ '13025000': { status: 200, body: '{"uf":"SP","localidade":"Campinas"}' } });
      jpeg = await bandedPhoto(320, 240);
      testApi = await createTestApi({
        dialect,
        seedDemo: false,
        cepServiceUrl: service.url,
        rateLimits: {
          contact: { max: 2, windowMs: DAY_WINDOW_MS },
          contactRefused: { max: REFUSED_MAX, windowMs: DAY_WINDOW_MS },
          register: { max: 2, windowMs: DAY_WINDOW_MS },
          registerRefused: { max: REFUSED_MAX, windowMs: DAY_WINDOW_MS },
          cep: { max: 3, windowMs: DAY_WINDOW_MS },
          trackingRead: { max: 2, windowMs: DAY_WINDOW_MS },
        },
      });
    });
    const threePhotos = () => [photo('mainImage', jpeg), photo('otherImages', jpeg), photo('otherImages', jpeg)];

    afterAll(async () => {
      await Promise.all(others.map((api) => api.close()));
      await testApi?.dispose();
      await service?.close();
    });

    it('prunes expired windows', async () => {
      const old = new Date(Date.now() - 2 * DAY_WINDOW_MS).toISOString();
      await testApi.db
        .insertInto('rate_limits')
        .values({ bucket: 'cep', address: '192.0.2.1', window_start: old, hits: 99, expires_at: old })
        .execute();
      expect((await getAs(testApi, '/api/cep?cep=13025000')).status).toBe(200);
      const left = await testApi.db.selectFrom('rate_limits').selectAll().where('address', '=', '192.0.2.1').execute();
      expect(left).toEqual([]);
    });

    it('contact: answers 429 with Retry-After past the accepted limit, per address', async () => {
      const address = visitorAddress();
      expect((await postJson(testApi, '/api/send-contact-email', VISITOR, address)).status).toBe(201);
      expect((await postJson(testApi, '/api/send-contact-email', VISITOR, address)).status).toBe(201);
      expectTooMany(await postJson(testApi, '/api/send-contact-email', VISITOR, address));
      expectTooMany(await postJson(testApi, '/api/send-contact-email', VISITOR, address));
      expect((await postJson(testApi, '/api/send-contact-email', VISITOR, visitorAddress())).status).toBe(201);
      const stored = await testApi.db.selectFrom('contact_messages').select('id').execute();
      expect(stored).toHaveLength(3);
    });

    it('contact: refused forms do not count toward the accepted limit', async () => {
      const address = visitorAddress();
      const refused = [
        { ...VISITOR, email: 'x' },
        { ...VISITOR, name: '' },
        { ...VISITOR, message: '' },
      ];
      for (let index = 0; index < 6; index += 1) {
        const form = refused[index % refused.length];
        expect((await postJson(testApi, '/api/send-contact-email', form, address)).status).toBe(422);
      }
      expect((await postJson(testApi, '/api/send-contact-email', VISITOR, address)).status).toBe(201);
    });

    it('contact: answers 429 past the refused limit, before reading the form', async () => {
      const address = visitorAddress();
      for (let index = 0; index < REFUSED_MAX; index += 1) {
        expect((await postJson(testApi, '/api/send-contact-email', { ...VISITOR, email: 'x' }, address)).status).toBe(422);
      }
      const before = await testApi.db.selectFrom('contact_messages').select('id').execute();
      expectTooMany(await postJson(testApi, '/api/send-contact-email', { ...VISITOR, email: 'x' }, address));
      expectTooMany(await postJson(testApi, '/api/send-contact-email', VISITOR, address));
      expect(await testApi.db.selectFrom('contact_messages').select('id').execute()).toEqual(before);
      expect((await postJson(testApi, '/api/send-contact-email', VISITOR, visitorAddress())).status).toBe(201);
    });

    it('register: answers 429 past the limit and stores nothing', async () => {
      const address = visitorAddress();
      const form = () => registrationForm(validFields(), threePhotos());
      expect((await postForm(testApi, '/api/property/register', form(), address)).status).toBe(201);
      expect((await postForm(testApi, '/api/property/register', form(), address)).status).toBe(201);
      const before = await storedState(testApi);
      expectTooMany(await postForm(testApi, '/api/property/register', form(), address));
      expect(await storedState(testApi)).toEqual(before);
    });

    it('register: refused registrations do not count toward the accepted limit', async () => {
      const address = visitorAddress();
      const pdf = new Blob([new Uint8Array(PDF_BYTES)], { type: 'image/jpeg' });
      const refused = [
        registrationForm(validFields(), [photo('mainImage', pdf, 'fachada.jpg'), photo('otherImages', jpeg), photo('otherImages', jpeg)]),
        registrationForm({ ...validFields(), contactEmail: 'rogerio@' }, threePhotos()),
        registrationForm({ ...validFields(), terms_accepted: undefined }, threePhotos()),
      ];
      for (let index = 0; index < 6; index += 1) {
        const form = refused[index % refused.length];
        if (form === undefined) throw new Error('no refused form');
        expect((await postForm(testApi, '/api/property/register', form, address)).status).toBe(422);
      }
      const accepted = await postForm(testApi, '/api/property/register', registrationForm(validFields(), threePhotos()), address);
      expect(accepted.status).toBe(201);
    });

    it('register: answers 429 past the refused limit and stores nothing', async () => {
      const address = visitorAddress();
      const refused = () => registrationForm({ ...validFields(), terms_accepted: undefined }, threePhotos());
      for (let index = 0; index < REFUSED_MAX; index += 1) {
        expect((await postForm(testApi, '/api/property/register', refused(), address)).status).toBe(422);
      }
      const before = await storedState(testApi);
      expectTooMany(await postForm(testApi, '/api/property/register', refused(), address));
      expectTooMany(await postForm(testApi, '/api/property/register', registrationForm(validFields(), threePhotos()), address));
      expect(await storedState(testApi)).toEqual(before);
    });

    it('cep: answers 429 past the limit, before asking the service', async () => {
      const address = visitorAddress();
      for (let index = 0; index < 3; index += 1) {
        expect((await getAs(testApi, '/api/cep?cep=13025000', address)).status).toBe(200);
      }
      const hits = service.hits.get('13025000');
      expectTooMany(await getAs(testApi, '/api/cep?cep=13025000', address));
      expectTooMany(await getAs(testApi, '/api/cep?cep=00000000', address));
      expect(service.hits.get('13025000')).toBe(hits);
      expect(service.hits.has('00000000')).toBe(false);
    });

    it('tracking: answers 429 past the limit, whatever the token', async () => {
      const address = visitorAddress();
      for (const token of ['A'.repeat(43), 'abc']) {
        expect((await getAs(testApi, `/api/registration-tracking/${token}`, address)).status).toBe(404);
      }
      expectTooMany(await getAs(testApi, `/api/registration-tracking/${'B'.repeat(43)}`, address));
      expect((await getAs(testApi, `/api/registration-tracking/${'B'.repeat(43)}`)).status).toBe(404);
    });

    it('shares the counters between API processes on one database', async () => {
      const address = visitorAddress();
      expect((await getAs(testApi, '/api/cep?cep=13025000', address)).status).toBe(200);
      expect((await getAs(testApi, '/api/cep?cep=13025000', address)).status).toBe(200);
      const other = await startApi({
        port: 0,
        dataDir: testApi.dataDir,
        databaseUrl: testApi.databaseUrl,
        seedDemo: false,
        log: () => undefined,
        cepServiceUrl: service.url,
        rateLimits: { cep: { max: 3, windowMs: DAY_WINDOW_MS } },
      });
      others.push(other);
      const ask = () => sendRequest(other.url, other.apiKey, '/api/cep?cep=13025000', { headers: { 'X-Forwarded-For': address } });
      expect((await ask()).status).toBe(200);
      expectTooMany(await ask());
      expectTooMany(await getAs(testApi, '/api/cep?cep=13025000', address));
    });

    it('counts the last X-Forwarded-For entry (the address the gateway saw), not what the visitor claims', async () => {
      const address = visitorAddress();
      for (let index = 0; index < 3; index += 1) {
        expect((await getAs(testApi, '/api/cep?cep=13025000', `10.0.0.${index}, ${address}`)).status).toBe(200);
      }
      expectTooMany(await getAs(testApi, '/api/cep?cep=13025000', `10.9.9.9, ${address}`));
    });
  });
}
