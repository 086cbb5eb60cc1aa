import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BROKER_FIELDS,
  COMPANY_FIELDS,
  INVALID_QUERY,
  keysOf,
  VIDEO_FIELDS,
  type BrokerJson,
  type CatalogueEnvelope,
  type ErrorJson,
  type PropertyJson,
  type VideoJson,
} from '../support/contract.js';
import type { TestApi } from '../support/test-api.js';

const PUBLIC_ROLES = ['adminbroker', 'broker'];

/** GET /api/enterprise, /api/brokers, /api/video and /api/health. */
export function teamSuite(testApi: () => TestApi): void {
  describe('GET /api/enterprise', () => {
    it('answers a list whose first item is the company, carrying the public catalogue', async () => {
      const answer = await testApi().getJson<{ data: Array<Record<string, unknown>> }>('/api/enterprise');
      expect(keysOf(answer)).toEqual(['data']);
      const company = answer.data[0];
      if (company === undefined) throw new Error('sem empresa');
      expect(keysOf(company)).toEqual([...COMPANY_FIELDS, 'properties'].sort());
      expect(company).toMatchObject({ name: 'Horizonte Imóveis', city: 'Campinas', state: 'SP', is_active: 1 });
      expect(company.document).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
      expect(company.creci).toMatch(/CRECI/);
      expect(company.email).toMatch(/@/);
      const catalogue = await testApi().getJson<CatalogueEnvelope>('/api/properties');
      expect(company.properties as PropertyJson[]).toEqual(catalogue.data[0]?.properties);
    });

    it('leaves properties out with ?properties=0', async () => {
      const answer = await testApi().getJson<{ data: Array<Record<string, unknown>> }>('/api/enterprise?properties=0');
      const company = answer.data[0];
      expect(company && keysOf(company)).toEqual(COMPANY_FIELDS);
    });

    it('answers 422 for a bad properties value', async () => {
      const response = await testApi().request('/api/enterprise?properties=no');
      expect(response.status).toBe(422);
      expect((response.json as ErrorJson).message).toBe(INVALID_QUERY);
    });
  });

  describe('GET /api/brokers', () => {
    async function brokers(query = '', headers?: Record<string, string>): Promise<BrokerJson[]> {
      return (await testApi().getJson<{ data: BrokerJson[] }>(`/api/brokers${query}`, { headers })).data;
    }

    it('lists only active brokers with role broker or adminbroker to the public', async () => {
      const listed = await brokers('?is_active=1&role[]=broker&role[]=adminbroker');
      const rows = await testApi()
        .db.selectFrom('users')
        .select('id')
        .where('is_active', '=', 1)
        .where('role', 'in', ['broker', 'adminbroker'])
        .execute();
      expect(listed.map((broker) => broker.id).sort()).toEqual(rows.map((row) => row.id).sort());
      expect(new Set(listed.map((broker) => broker.role))).toEqual(new Set(PUBLIC_ROLES));
      expect(listed.some((broker) => broker.is_plantao === 1)).toBe(true);
      expect(listed.some((broker) => broker.is_plantao === 0)).toBe(true);
      for (const broker of listed) {
        expect(keysOf(broker)).toEqual(BROKER_FIELDS);
        expect(broker.image_url).toMatch(/^\/images\/[0-9a-f]{16}\.jpg$/);
      }
      expect(listed.map((broker) => broker.name)).toEqual([...listed.map((b) => b.name)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    });

    it('accepts the role list as role[]=a&role[]=b and as role=a,b', async () => {
      const bracketed = await brokers('?role[]=broker&role[]=adminbroker');
      const commas = await brokers('?role=broker,adminbroker');
      const repeated = await brokers('?role=broker&role=adminbroker');
      expect(commas).toEqual(bracketed);
      expect(repeated).toEqual(bracketed);
      const onlyBrokers = await brokers('?role=broker');
      expect(onlyBrokers.length).toBeGreaterThan(0);
      expect(onlyBrokers.every((broker) => broker.role === 'broker')).toBe(true);
      expect(onlyBrokers.length).toBeLessThan(bracketed.length);
    });

    it('never shows inactive people or other roles to the public', async () => {
      expect(await brokers('?role=leadbroker')).toEqual([]);
      expect(await brokers('?role[]=administrative')).toEqual([]);
      expect(await brokers('?is_active=0')).toEqual([]);
      const unfiltered = await brokers();
      expect(unfiltered.every((broker) => broker.is_active === 1 && PUBLIC_ROLES.includes(broker.role))).toBe(true);
    });

    it('answers 422 for an unknown role or a bad is_active', async () => {
      for (const query of ['?role=manager', '?role[]=broker&role[]=chefe', '?is_active=yes', '?role[a][b]=broker']) {
        const response = await testApi().request(`/api/brokers${query}`);
        expect(response.status).toBe(422);
        expect((response.json as ErrorJson).message).toBe(INVALID_QUERY);
      }
    });

    it('lets a logged-in staff member list every role and inactive people', async () => {
      const { db } = testApi();
      const token = randomBytes(24).toString('hex');
      const admin = await db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'administrative')
        .where('is_active', '=', 1)
        .executeTakeFirstOrThrow();
      const now = new Date();
      const expires = new Date(now.getTime() + 60 * 60 * 1000).toISOString();
      await db
        .insertInto('sessions')
        .values({
          token_hash: createHash('sha256').update(token).digest('hex'),
          user_id: admin.id,
          created_at: now.toISOString(),
          expires_at: expires,
          revoked_at: null,
        })
        .execute();
      const staff = { authorization: `Bearer ${token}` };
      const leaders = await brokers('?role=leadbroker', staff);
      expect(leaders.length).toBeGreaterThanOrEqual(2);
      expect(leaders.every((broker) => broker.role === 'leadbroker')).toBe(true);
      expect(new Set(leaders.map((broker) => broker.is_active))).toEqual(new Set([0, 1]));
      const inactive = await brokers('?is_active=0', staff);
      expect(inactive.length).toBeGreaterThan(0);
      expect(inactive.every((broker) => broker.is_active === 0)).toBe(true);

      for (const authorization of ['Bearer nao-existe', 'Basic abc']) {
        const response = await testApi().request('/api/brokers', { headers: { authorization } });
        expect(response.status).toBe(401);
        expect((response.json as ErrorJson).message).toBe('Sessão inválida ou expirada. Faça login novamente.');
      }
      await db
        .updateTable('sessions')
        .set({ expires_at: new Date(now.getTime() - 1000).toISOString() })
        .execute();
      expect((await testApi().request('/api/brokers', { headers: staff })).status).toBe(401);
      await db.deleteFrom('sessions').execute();
    });
  });

  describe('GET /api/video', () => {
    it('lists only active external videos, with an embed address', async () => {
      const answer = await testApi().getJson<{ data: VideoJson[] }>('/api/video?is_active=1&type=external');
      const rows = await testApi().db.selectFrom('videos').select('id').where('type', '=', 'external').where('is_active', '=', 1).execute();
      expect(answer.data.map((video) => video.id).sort()).toEqual(rows.map((row) => row.id).sort());
      expect(answer.data.length).toBeGreaterThan(0);
      for (const video of answer.data) {
        expect(keysOf(video)).toEqual(VIDEO_FIELDS);
        expect(video).toMatchObject({ type: 'external', is_active: 1 });
        expect(video.video_url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
        expect(video.video_url_embed).toBe(video.video_url.replace('watch?v=', 'embed/'));
      }
      expect(await testApi().getJson<{ data: VideoJson[] }>('/api/video')).toEqual(answer);
    });

    it('never shows internal or inactive videos to the public', async () => {
      const internal = await testApi().db.selectFrom('videos').select('id').where('type', '=', 'internal').execute();
      expect(internal.length).toBeGreaterThan(0);
      expect(await testApi().getJson('/api/video?type=internal')).toEqual({ data: [] });
      expect(await testApi().getJson('/api/video?is_active=0')).toEqual({ data: [] });
    });

    it('answers 422 for an unknown type', async () => {
      const response = await testApi().request('/api/video?type=youtube');
      expect(response.status).toBe(422);
      expect((response.json as ErrorJson).errors).toHaveProperty('type');
    });
  });

  describe('GET /api/health', () => {
    it('answers { status: "ok" } while the database answers', async () => {
      expect(await testApi().getJson('/api/health')).toEqual({ status: 'ok' });
    });
  });
}
