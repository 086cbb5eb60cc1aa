import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../api/src/db/connect.js';
import { startApi, type RunningApi } from '../../api/src/server.js';
import { whatsappRedirectRouter } from '../../gateway/src/http/whatsapp-redirect.js';
import { AgencyApi } from '../../gateway/src/rest/agency-api.js';
import { RestClient } from '../../gateway/src/rest/client.js';
import { chatLinkWithText } from '../../gateway/src/visitors/chat-link.js';
import { restJson, type RawPropertyRow } from './support.js';

/** The chat links of the public site over the real API: each click a lead, then the same chat link as before. */
let dataDir: string;
let api: RunningApi;
let database: DatabaseHandle;
let server: Server;
let siteUrl: string;
let property: RawPropertyRow & { code: string };
const logged: string[] = [];

interface LeadRow {
  source: string;
  property_id: number | null;
  broker_id: number | null;
  page: string | null;
}

async function whatsappLeads(): Promise<LeadRow[]> {
  return await database.db.selectFrom('leads').selectAll().where('source', '=', 'whatsapp').execute();
}

async function follow(pathAndQuery: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${siteUrl}${pathAndQuery}`, { redirect: 'manual', headers });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-chat-'));
  api = await startApi({ port: 0, dataDir, seedDemo: true, log: () => {} });
  database = openDatabase(dataDir, undefined);
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(whatsappRedirectRouter(new AgencyApi(new RestClient({ baseUrl: api.url, apiKey: api.apiKey })), (line) => logged.push(line)));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const catalogue = await restJson<{ data: { properties: (RawPropertyRow & { code: string })[] }[] }>(
    api.url,
    api.apiKey,
    '/api/properties',
  );
  const first = catalogue.data[0]?.properties[0];
  if (!first) throw new Error('catálogo de demonstração vazio');
  property = first;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.db.destroy();
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('chat links through the site', () => {
  it('records one lead per property click and sends the visitor on to the agency chat, byte for byte as before', async () => {
    const company = await restJson<{ data: { phone: string | null; whatsapp: string }[] }>(
      api.url,
      api.apiKey,
      '/api/enterprise?properties=0',
    );
    const digits = (company.data[0]?.phone ?? company.data[0]?.whatsapp ?? '').replace(/\D/g, '');
    const text = `Olá! Tenho interesse no imóvel ${property.code}, localizado em Cambuí & Centro. Poderia me passar mais informações?`;
    const before = (await whatsappLeads()).length;
    const query = new URLSearchParams({ texto: text, pagina: `/imovel/${String(property.slug)}` });
    const response = await follow(`/contato/whatsapp/imovel/${encodeURIComponent(property.code)}?${query.toString()}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(chatLinkWithText(`https://wa.me/55${digits}`, text));
    expect(response.headers.get('cache-control')).toBe('no-store');
    const leads = await whatsappLeads();
    expect(leads).toHaveLength(before + 1);
    expect(leads.at(-1)).toMatchObject({ property_id: property.id, page: `/imovel/${String(property.slug)}` });
  });

  it('sends a consultant click to that consultant on duty and records it; an unknown one is a pt-BR 404', async () => {
    const consultants = await restJson<{ data: { id: number; phone: string | null; is_plantao: number }[] }>(
      api.url,
      api.apiKey,
      '/api/brokers?is_active=1&role[]=broker&role[]=adminbroker',
    );
    const onDuty = consultants.data.find((consultant) => consultant.is_plantao === 1 && consultant.phone);
    if (!onDuty) throw new Error('nenhum consultor de plantão na demonstração');
    const before = (await whatsappLeads()).length;
    const response = await follow(`/contato/whatsapp/corretor/${onDuty.id}?pagina=%2F`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`https://wa.me/55${(onDuty.phone ?? '').replace(/\D/g, '')}`);
    const leads = await whatsappLeads();
    expect(leads).toHaveLength(before + 1);
    expect(leads.at(-1)).toMatchObject({ broker_id: onDuty.id, page: '/', property_id: null });

    const unknown = await follow('/contato/whatsapp/corretor/999999');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Não há WhatsApp para esta conversa. Use o formulário de contato do site.' });
  });

  it('still sends the visitor on when the click cannot be recorded, and says so in the log', async () => {
    const before = (await whatsappLeads()).length;
    const response = await follow('/contato/whatsapp/imovel/NAO-EXISTE-1?texto=Oi&pagina=%2F');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^https:\/\/wa\.me\/\d+\?text=Oi$/);
    expect((await whatsappLeads()).length).toBe(before);
    expect(logged.some((line) => line.includes('NAO-EXISTE-1'))).toBe(true);
  });

  it('takes the page only as a path of this site', async () => {
    await follow(`/contato/whatsapp/imovel/${encodeURIComponent(property.code)}?pagina=https%3A%2F%2Fmalicioso.exemplo`);
    expect((await whatsappLeads()).at(-1)?.page).toBeNull();
  });
});
