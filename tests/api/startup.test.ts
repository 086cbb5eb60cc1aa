import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { parseStorageUrl } from '../../api/src/config.js';
import { apiOptionsFromEnv, startApi } from '../../api/src/server.js';
import type { CatalogueEnvelope, ErrorJson } from './support/contract.js';
import { createTemporaryDatabase, postgresUnavailableReason } from './support/postgres.js';
import { createTestApi, sendRequest, type TestApi } from './support/test-api.js';

const PERMISSION_IDENTIFIERS = [
  'agenda',
  'clientes',
  'corretores',
  'empresa',
  'imoveis',
  'leads',
  'modelos-documento',
  'privacidade',
  'usuarios',
  'videos',
];

const postgresUnavailable = await postgresUnavailableReason();
const started: TestApi[] = [];
const dataDirs: string[] = [];

async function track(testApi: Promise<TestApi>): Promise<TestApi> {
  const value = await testApi;
  started.push(value);
  return value;
}

async function emptyDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-startup-'));
  dataDirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((testApi) => testApi.dispose()));
  await Promise.all(dataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function adminOf(testApi: TestApi, email = 'admin@imobiliaria.local') {
  const admin = await testApi.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  const permissions = await testApi.db
    .selectFrom('user_permissions')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select('permissions.identifier')
    .where('user_permissions.user_id', '=', admin.id)
    .execute();
  return { admin, permissions: permissions.map((row) => row.identifier).sort() };
}

describe('apiOptionsFromEnv', () => {
  it('applies the documented defaults', () => {
    expect(apiOptionsFromEnv({})).toEqual({
      metricsToken: null,
      metricsAddress: null,
      port: 3001,
      host: '127.0.0.1',
      apiKey: undefined,
      dataDir: './data',
      databaseUrl: undefined,
      seedDemo: true,
      adminEmail: 'admin@imobiliaria.local',
      adminPassword: undefined,
      smtpUrl: undefined,
      mailTo: undefined,
      mailFrom: undefined,
      cepServiceUrl: 'https://viacep.com.br/ws',
      cepTimeoutMs: 4000,
      publicUrl: 'http://127.0.0.1:3000',
    });
  });

  it('reads every variable, with SEED_DEMO=0 turning the demo off', () => {
    const options = apiOptionsFromEnv({
      API_PORT: '0',
      API_KEY: 'chave',
      DATA_DIR: '/tmp/dados',
      DATABASE_URL: 'postgres://u@h/db',
      SEED_DEMO: '0',
      ADMIN_EMAIL: 'chefe@exemplo.com.br',
      ADMIN_PASSWORD: 'segredo123',
      SMTP_URL: 'smtp://usuario:senha@correio.exemplo.com.br:587',
      MAIL_TO: 'atendimento@exemplo.com.br',
      MAIL_FROM: 'site@exemplo.com.br',
      CEP_SERVICE_URL: 'http://cep.interno:8080/ws/',
      CEP_TIMEOUT_MS: '2500',
      PUBLIC_URL: 'https://imoveis.exemplo.com.br/',
    });
    expect(options).toMatchObject({
      port: 0,
      apiKey: 'chave',
      dataDir: '/tmp/dados',
      databaseUrl: 'postgres://u@h/db',
      seedDemo: false,
      adminEmail: 'chefe@exemplo.com.br',
      adminPassword: 'segredo123',
      smtpUrl: 'smtp://usuario:senha@correio.exemplo.com.br:587',
      mailTo: 'atendimento@exemplo.com.br',
      mailFrom: 'site@exemplo.com.br',
      cepServiceUrl: 'http://cep.interno:8080/ws',
      cepTimeoutMs: 2500,
      publicUrl: 'https://imoveis.exemplo.com.br',
    });
    expect(apiOptionsFromEnv({ SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('refuses a port that is not a number', () => {
    expect(() => apiOptionsFromEnv({ API_PORT: 'três mil' })).toThrow(/API_PORT/);
  });

  it('refuses an SMTP_URL, CEP_SERVICE_URL or CEP_TIMEOUT_MS it cannot use', () => {
    expect(() => apiOptionsFromEnv({ SMTP_URL: 'correio.exemplo.com.br' })).toThrow(/SMTP_URL deve começar com smtp/);
    expect(() => apiOptionsFromEnv({ CEP_SERVICE_URL: 'ftp://cep' })).toThrow(/CEP_SERVICE_URL/);
    expect(() => apiOptionsFromEnv({ CEP_TIMEOUT_MS: '0' })).toThrow(/CEP_TIMEOUT_MS/);
  });

  it('reads STORAGE_URL as a bucket, its folder, endpoint and region, and STORAGE_PUBLIC_URL', () => {
    const options = apiOptionsFromEnv({
      STORAGE_URL: 's3://fotos-imobiliaria/producao?endpoint=http://127.0.0.1:9000&region=sa-east-1',
      STORAGE_PUBLIC_URL: 'https://cdn.exemplo.com.br/arquivos/',
    });
    expect(options.storagePublicUrl).toBe('https://cdn.exemplo.com.br/arquivos');
    expect(parseStorageUrl(options.storageUrl ?? '')).toEqual({
      bucket: 'fotos-imobiliaria',
      folder: 'producao',
      endpoint: 'http://127.0.0.1:9000',
      region: 'sa-east-1',
    });
    expect(parseStorageUrl('s3://fotos', 'eu-west-1')).toEqual({ bucket: 'fotos', folder: '', endpoint: undefined, region: 'eu-west-1' });
    expect(parseStorageUrl('s3://fotos', undefined).region).toBe('us-east-1');
  });

  it('refuses a STORAGE_URL or STORAGE_PUBLIC_URL it cannot use, with a pt-BR explanation and an example', () => {
    const refusals: Array<[string, RegExp]> = [
      ['fotos', /Use um endereço s3:\/\/nome-do-bucket/],
      ['https://fotos.s3.amazonaws.com', /Use um endereço s3:\/\/nome-do-bucket/],
      ['s3://Fotos_Grandes', /O nome do bucket deve ter de 3 a 63/],
      ['s3://chave:segredo@fotos', /As credenciais vêm de AWS_ACCESS_KEY_ID/],
      ['s3://fotos?endpoint=http://127.0.0.1:9000&regiao=sa-east-1', /Parâmetro desconhecido: regiao/],
      ['s3://fotos?endpoint=127.0.0.1:9000', /STORAGE_URL \(endpoint\) inválida/],
      ['s3://fotos/pasta%20nova', /A pasta no bucket/],
    ];
    for (const [value, message] of refusals) {
      expect(() => apiOptionsFromEnv({ STORAGE_URL: value }), value).toThrow(message);
      expect(() => apiOptionsFromEnv({ STORAGE_URL: value }), value).toThrow(/STORAGE_URL inválida|STORAGE_URL \(endpoint\)/);
    }
    expect(() => apiOptionsFromEnv({ STORAGE_PUBLIC_URL: 'cdn.exemplo.com.br' })).toThrow(/STORAGE_PUBLIC_URL inválida/);
  });
});

describe('API key', () => {
  it('is generated on first start into DATA_DIR/api-key (owner-only) and reused on the next start', async () => {
    const testApi = await track(createTestApi({ seedDemo: false }));
    const file = path.join(testApi.dataDir, 'api-key');
    const key = (await readFile(file, 'utf8')).trim();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(testApi.api.apiKey).toBe(key);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await testApi.restart();
    expect(testApi.api.apiKey).toBe(key);
    expect((await testApi.request('/api/health')).status).toBe(200);
  });

  it('uses the configured key and writes no file', async () => {
    const testApi = await track(createTestApi({ seedDemo: false, apiKey: 'chave-configurada-123' }));
    expect(testApi.api.apiKey).toBe('chave-configurada-123');
    expect(existsSync(path.join(testApi.dataDir, 'api-key'))).toBe(false);
    expect((await testApi.request('/api/health', { key: 'chave-configurada-123' })).status).toBe(200);
    expect((await testApi.request('/api/health', { key: 'outra' })).status).toBe(401);
  });
});

describe('first administrator', () => {
  it('is created with a generated password printed exactly once, and with every permission', async () => {
    const testApi = await track(createTestApi({ seedDemo: false }));
    const lines = testApi.logs.filter((line) => line.includes('senha gerada'));
    expect(lines).toHaveLength(1);
    const password = /senha gerada (\S+)/.exec(lines[0] ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    const { admin, permissions } = await adminOf(testApi);
    expect(admin).toMatchObject({ role: 'administrative', is_active: 1 });
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(admin.password_hash ?? '', password)).toBe(true);
    expect(permissions).toEqual(PERMISSION_IDENTIFIERS);

    testApi.logs.length = 0;
    await testApi.restart();
    expect(testApi.logs.some((line) => line.includes('senha'))).toBe(false);
    const { count } = await testApi.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('takes ADMIN_EMAIL and ADMIN_PASSWORD and never prints the password', async () => {
    const testApi = await track(createTestApi({ seedDemo: false, adminEmail: 'Gerente@Exemplo.com.br', adminPassword: 'senha-forte-123' }));
    expect(testApi.logs.join('\n')).not.toContain('senha-forte-123');
    const { admin, permissions } = await adminOf(testApi, 'gerente@exemplo.com.br');
    expect(await argon2.verify(admin.password_hash ?? '', 'senha-forte-123')).toBe(true);
    expect(permissions).toEqual(PERMISSION_IDENTIFIERS);
  });
});

describe('SEED_DEMO off', () => {
  it('starts with an empty catalogue, no company, brokers or videos, but with the administrator', async () => {
    const testApi = await track(createTestApi({ seedDemo: false }));
    const catalogue = await testApi.getJson<CatalogueEnvelope>('/api/properties');
    expect(catalogue).toEqual({
      data: [{ name: null, whatsapp: null, properties: [], total: 0, page: null, per_page: null }],
    });
    expect(await testApi.getJson('/api/enterprise')).toEqual({ data: [] });
    expect(await testApi.getJson('/api/brokers')).toEqual({ data: [] });
    expect(await testApi.getJson('/api/video')).toEqual({ data: [] });
    expect(await testApi.getJson('/api/properties/cities')).toEqual({ data: [] });
    expect(existsSync(path.join(testApi.dataDir, 'images'))).toBe(false);
    const { admin } = await adminOf(testApi);
    expect(admin.role).toBe('administrative');
  });
});

describe('internal errors', () => {
  it('answer 500 "Erro interno do servidor." with no stack trace or internal text, and are logged', async () => {
    const testApi = await track(createTestApi({ seedDemo: false }));
    const now = new Date().toISOString();
    await testApi.db
      .insertInto('properties')
      .values({
        year: 2026,
        slug: 'linha-corrompida-1',
        code: 'V-1-2026',
        title: 'Linha corrompida',
        operation: 'sale',
        type: 'house',
        city: 'Campinas',
        status: 'approved',
        images: '{não é uma lista',
        created_at: now,
        updated_at: now,
        search_text: 'linha corrompida campinas',
      })
      .execute();
    for (const call of ['/api/properties', '/api/properties/slug/linha-corrompida-1', '/api/enterprise']) {
      const response = await testApi.request(call);
      expect(response.status).toBe(500);
      // The answer carries the request's id, the one the error's log line holds (with the stack), for support to find it.
      const requestId = response.headers.get('x-request-id') ?? '';
      expect(response.json).toEqual({ message: 'Erro interno do servidor.', requestId });
      expect(response.text).not.toMatch(/at |SyntaxError|JSON|\.ts|node_modules/);
      const logged = testApi.logs.filter((line) => line.includes(requestId) && line.includes('"level":"error"'));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/SyntaxError/);
    }
    expect(testApi.logs.some((line) => line.includes('SyntaxError') && line.includes('"route":"/api/properties"'))).toBe(true);
  });

  it.skipIf(postgresUnavailable !== undefined)(
    `answer 500 and a 503 health when the PostgreSQL database disappears${postgresUnavailable ? ` — ignorado: ${postgresUnavailable}` : ''}`,
    async () => {
      const testApi = await track(createTestApi({ dialect: 'postgres', seedDemo: false }));
      expect(await testApi.getJson('/api/health')).toEqual({ status: 'ok' });
      await testApi.database?.drop();
      const health = await testApi.request('/api/health');
      expect(health.status).toBe(503);
      expect(health.json).toEqual({ message: 'Banco de dados indisponível.' });
      const listing = await testApi.request('/api/properties');
      expect(listing.status).toBe(500);
      expect(listing.json).toEqual({ message: 'Erro interno do servidor.', requestId: listing.headers.get('x-request-id') });
      expect(listing.text).not.toMatch(/api_test_|database|at /i);
    },
  );
});

describe('probes of load balancers and orchestrators', () => {
  it('answer without the API key, never cached: live while the process answers, ready once the database is up to date', async () => {
    const testApi = await track(createTestApi({ seedDemo: false }));
    for (const probe of ['/health/live', '/health/ready']) {
      const response = await fetch(`${testApi.api.url}${probe}`);
      expect(response.status, probe).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok' });
    }
    expect((await fetch(`${testApi.api.url}/api/health`)).status).toBe(401);

    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(testApi.db);
    const name = rows[0]?.name ?? '';
    await sql`delete from kysely_migration where name = ${name}`.execute(testApi.db);
    const pending = await fetch(`${testApi.api.url}/health/ready`);
    expect(pending.status).toBe(503);
    expect(await pending.json()).toEqual({ status: 'unavailable', message: 'O banco de dados ainda não foi atualizado para esta versão.' });
    expect((await fetch(`${testApi.api.url}/health/live`)).status).toBe(200);
  });

  it.skipIf(postgresUnavailable !== undefined)(
    `ready answers 503 while the PostgreSQL database is gone, live still 200${postgresUnavailable ? ` — ignorado: ${postgresUnavailable}` : ''}`,
    async () => {
      const testApi = await track(createTestApi({ dialect: 'postgres', seedDemo: false }));
      expect((await fetch(`${testApi.api.url}/health/ready`)).status).toBe(200);
      await testApi.database?.drop();
      const ready = await fetch(`${testApi.api.url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', message: 'Banco de dados indisponível.' });
      expect((await fetch(`${testApi.api.url}/health/live`)).status).toBe(200);
    },
  );
});

describe('first start of two API processes on one PostgreSQL database', () => {
  it.skipIf(postgresUnavailable !== undefined)(
    `seeds once and creates one administrator${postgresUnavailable ? ` — ignorado: ${postgresUnavailable}` : ''}`,
    async () => {
      const database = await createTemporaryDatabase();
      const logs: string[] = [];
      const start = async () =>
        startApi({ port: 0, dataDir: await emptyDataDir(), databaseUrl: database.url, log: (line) => logs.push(line) });
      try {
        const apis = await Promise.all([start(), start()]);
        const counts = await Promise.all(
          apis.map(async (api) => {
            const catalogue = (await sendRequest(api.url, api.apiKey, '/api/properties')).json as CatalogueEnvelope;
            return catalogue.data[0]?.total;
          }),
        );
        expect(counts[0]).toBeGreaterThanOrEqual(40);
        expect(counts[1]).toBe(counts[0]);
        expect(logs.filter((line) => line.startsWith('Conteúdo de demonstração criado'))).toHaveLength(1);
        expect(logs.filter((line) => line.includes('senha gerada'))).toHaveLength(1);
        await Promise.all(apis.map((api) => api.close()));
      } finally {
        await database.drop();
      }
    },
  );
});

describe('close()', () => {
  it('stops listening and closes the SQLite database', async () => {
    const dataDir = await emptyDataDir();
    const api = await startApi({ port: 0, dataDir, seedDemo: false, log: () => undefined });
    expect((await sendRequest(api.url, api.apiKey, '/api/health')).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'app.db-wal'))).toBe(true);
    await api.close();
    await expect(fetch(`${api.url}/api/health`)).rejects.toThrow();
    // SQLite removes the write-ahead log when the last connection closes.
    expect(existsSync(path.join(dataDir, 'app.db-wal'))).toBe(false);
    await api.close();
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, with a pt-BR explanation', async () => {
    const dataDir = await emptyDataDir();
    await expect(startApi({ port: 0, dataDir, databaseUrl: 'mysql://h/db', log: () => undefined })).rejects.toThrow(
      /DATABASE_URL deve começar com postgres/,
    );
  });
});

describe('error bodies', () => {
  it('keep the { message, errors } shape for input problems', async () => {
    const testApi = await track(createTestApi({ seedDemo: false }));
    const response = await testApi.request('/api/properties?bedrooms_min=muitos');
    const body = response.json as ErrorJson;
    expect(response.status).toBe(422);
    expect(Object.keys(body).sort()).toEqual(['errors', 'message']);
    expect(body.errors).toEqual({ bedrooms_min: ['Informe um número inteiro.'] });
  });
});
