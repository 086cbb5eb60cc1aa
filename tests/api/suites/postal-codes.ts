import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCepService, type CepService } from '../support/cep-service.js';
import type { ErrorJson } from '../support/contract.js';
import { createTestApi, type Dialect, type TestApi } from '../support/test-api.js';
import { getAs } from '../support/visitors.js';

const TIMEOUT_MS = 400;

/** ViaCEP's answer for a known code, with the fields the API leaves out. */
const CAMBUI = JSON.stringify({
  cep: '13025-000',
  logradouro: 'Rua Coronel Quirino',
  complemento: 'até 1199/1200',
  unidade: '',
  bairro: 'Cambuí',
  localidade: 'Campinas',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3509502',
  gia: '2446',
  ddd: '19',
  siafi: '6291',
});
const CITY_WIDE = JSON.stringify({ cep: '13690-000', logradouro: '', bairro: '', localidade: 'Descalvado', uf: 'SP' });

async function cacheRow(testApi: TestApi, cep: string) {
  return testApi.db.selectFrom('postal_code_cache').selectAll().where('cep', '=', cep).executeTakeFirst();
}

/** GET /api/cep against a local ViaCEP-compatible service. */
export function postalCodeSuite(dialect: Dialect): void {
  describe('GET /api/cep', () => {
    let service: CepService;
    let testApi: TestApi;

    beforeAll(async () => {
      service = await startCepService({
        '13025000': { status: 200, body: CAMBUI },
        '13690000': { status: 200, body: CITY_WIDE },
        '99999999': { status: 200, body: '{\n  "erro": true\n}' },
        '99999998': { status: 200, body: '{"erro": "true"}' },
        '50000000': { status: 500, body: '{"message":"falha interna"}' },
        '50000001': { status: 200, body: '<html>manutenção</html>' },
        '50000002': { status: 200, body: '{"cep":"50000-002"}' },
        '40000000': { hang: true },
        '40000001': { status: 200, body: CAMBUI, delayMs: TIMEOUT_MS * 3 },
      });
      testApi = await createTestApi({ dialect, seedDemo: false, cepServiceUrl: service.url, cepTimeoutMs: TIMEOUT_MS });
    });
    afterAll(async () => {
      await testApi?.dispose();
      await service?.close();
    });

    it('answers the address of a known code, with only the documented fields', async () => {
      const response = await getAs(testApi, '/api/cep?cep=13025000');
      expect(response.status).toBe(200);
      expect(response.json).toEqual({
        cep: '13025-000',
        uf: 'SP',
        logradouro: 'Rua Coronel Quirino',
        localidade: 'Campinas',
        bairro: 'Cambuí',
      });
      const cityWide = await getAs(testApi, '/api/cep?cep=13690-000');
      expect(cityWide.json).toEqual({ cep: '13690-000', uf: 'SP', logradouro: '', localidade: 'Descalvado', bairro: '' });
    });

    it('caches the answer in the database: the second ask, masked or not, does not reach the service', async () => {
      const hitsBefore = service.hits.get('13025000');
      expect(hitsBefore).toBe(1);
      for (const cep of ['13025000', '13025-000', '13.025-000', ' 13025-000 ']) {
        const response = await getAs(testApi, `/api/cep?cep=${encodeURIComponent(cep)}`);
        expect(response.status, cep).toBe(200);
        expect((response.json as { bairro: string }).bairro).toBe('Cambuí');
      }
      expect(service.hits.get('13025000')).toBe(1);
      expect(await cacheRow(testApi, '13025000')).toMatchObject({ uf: 'SP', localidade: 'Campinas', not_found: 0 });
    });

    it('asks again once the cached answer is older than its expiry', async () => {
      const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
      await testApi.db.updateTable('postal_code_cache').set({ fetched_at: old }).where('cep', '=', '13025000').execute();
      expect((await getAs(testApi, '/api/cep?cep=13025000')).status).toBe(200);
      expect(service.hits.get('13025000')).toBe(2);
      expect((await cacheRow(testApi, '13025000'))?.fetched_at).not.toBe(old);
    });

    it.each(['99999999', '99999998'])('answers { erro: true } for an unknown code (%s) and caches that too', async (cep) => {
      const first = await getAs(testApi, `/api/cep?cep=${cep}`);
      expect(first.status).toBe(200);
      expect(first.json).toEqual({ erro: true });
      const second = await getAs(testApi, `/api/cep?cep=${cep}`);
      expect(second.json).toEqual({ erro: true });
      expect(service.hits.get(cep)).toBe(1);
      expect(await cacheRow(testApi, cep)).toMatchObject({ not_found: 1, uf: null });
    });

    it('answers 502 "Erro ao buscar CEP." when the service fails, and caches nothing', async () => {
      for (const cep of ['50000000', '50000001', '50000002']) {
        const response = await getAs(testApi, `/api/cep?cep=${cep}`);
        expect(response.status, cep).toBe(502);
        expect(response.json).toEqual({ message: 'Erro ao buscar CEP.' });
        expect(await cacheRow(testApi, cep)).toBeUndefined();
      }
      await getAs(testApi, '/api/cep?cep=50000000');
      expect(service.hits.get('50000000')).toBe(2);
      // Logged, without the CEP: with a house number, it finds a person's home.
      expect(testApi.logs.some((line) => line.includes('Consulta de CEP falhou') && line.includes('HTTP 500'))).toBe(true);
      expect(testApi.logs.some((line) => line.includes('50000000'))).toBe(false);
    });

    it('answers 504 within the configured time when the service does not answer or answers too late', async () => {
      for (const cep of ['40000000', '40000001']) {
        const started = performance.now();
        const response = await getAs(testApi, `/api/cep?cep=${cep}`);
        const elapsed = performance.now() - started;
        expect(response.status, cep).toBe(504);
        expect(response.json).toEqual({ message: 'Erro ao buscar CEP: o serviço de consulta não respondeu a tempo.' });
        expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
        expect(elapsed).toBeLessThan(TIMEOUT_MS + 1500);
        expect(await cacheRow(testApi, cep)).toBeUndefined();
      }
    });

    it('answers 422 for anything but 8 digits, without asking the service', async () => {
      const hits = [...service.hits.values()].reduce((sum, count) => sum + count, 0);
      for (const query of [
        '',
        '?cep=',
        '?cep=1302500',
        '?cep=130250000',
        '?cep=abcdefgh',
        '?cep=13025-00a',
        '?cep[]=13025000',
        '?cep=../../x',
      ]) {
        const response = await getAs(testApi, `/api/cep${query}`);
        expect(response.status, query).toBe(422);
        expect(response.json).toEqual({
          message: 'CEP inválido. Informe os 8 dígitos do CEP.',
          errors: { cep: ['Informe um CEP com 8 dígitos.'] },
        });
      }
      expect([...service.hits.values()].reduce((sum, count) => sum + count, 0)).toBe(hits);
    });

    it('needs the API key', async () => {
      const response = await testApi.request('/api/cep?cep=13025000', { key: null });
      expect(response.status).toBe(401);
      expect((response.json as ErrorJson).message).toBe('Chave de API inválida ou ausente.');
    });
  });

  describe('GET /api/cep with the service unreachable', () => {
    let testApi: TestApi;

    beforeAll(async () => {
      testApi = await createTestApi({ dialect, seedDemo: false, cepServiceUrl: 'http://127.0.0.1:9/ws', cepTimeoutMs: TIMEOUT_MS });
    });
    afterAll(async () => {
      await testApi?.dispose();
    });

    it('answers 502 (not a timeout) when the connection is refused', async () => {
      const response = await getAs(testApi, '/api/cep?cep=13025000');
      expect(response.status).toBe(502);
      expect(response.json).toEqual({ message: 'Erro ao buscar CEP.' });
    });
  });
}
