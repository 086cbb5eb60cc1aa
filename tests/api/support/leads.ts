import { expect } from 'vitest';
import { ALL_PERMISSIONS, expectStatus, staffAccount, uniqueEmail, type StaffAccount } from './people.js';
import { asStaff, insertTestProperty } from './staff.js';
import { createTestApi, type ApiResponse, type Dialect, type TestApi, type TestApiOptions } from './test-api.js';
import { postJson } from './visitors.js';

export const LEAD_NOT_FOUND = { message: 'O lead não foi encontrado.' };

interface LeadListRow {
  id: number;
  source: string;
  status: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  property_id: number | null;
  property_code: string | null;
  broker_id: number | null;
  broker_name: string | null;
  assigned_to: number | null;
  assignee_name: string | null;
  created_at: string;
}

export interface LeadPage {
  data: LeadListRow[];
  total: number;
  page: number;
  per_page: number;
}

export interface LeadDetail {
  id: number;
  source: string;
  status: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  interest: string | null;
  page: string | null;
  property: { id: number; code: string | null; title: string; slug: string | null } | null;
  broker_id: number | null;
  broker_name: string | null;
  assigned_to: number | null;
  assignee_name: string | null;
  client_id: number | null;
  events: Array<{ kind: string; detail: string | null; user_id: number | null; user_name: string | null; assignee_name: string | null }>;
}

/** An API without demo content, with an administrator, two brokers holding `leads` and a property of each. */
export interface LeadsFixture {
  testApi: TestApi;
  admin: StaffAccount;
  brokerA: StaffAccount;
  brokerB: StaffAccount;
  /** A broker without the permission. */
  outsider: StaffAccount;
  codeA: string;
  codeB: string;
  propertyA: number;
  propertyB: number;
}

export async function createLeadsFixture(dialect: Dialect, options: Omit<TestApiOptions, 'dialect'> = {}): Promise<LeadsFixture> {
  const testApi = await createTestApi({
    dialect,
    seedDemo: false,
    rateLimits: { chatClick: { max: 1000, windowMs: 60_000 } },
    ...options,
  });
  const admin = await staffAccount(testApi, { name: 'Gestora Geral', role: 'administrative', permissions: ALL_PERMISSIONS });
  const brokerA = await staffAccount(testApi, { name: 'Bruno Álvares', role: 'broker', permissions: ['imoveis', 'leads'] });
  const brokerB = await staffAccount(testApi, { name: 'Beatriz Costa', role: 'broker', permissions: ['imoveis', 'leads'] });
  const outsider = await staffAccount(testApi, { name: 'Otávio Sem Leads', role: 'adminbroker', permissions: ['imoveis', 'clientes'] });
  const suffix = Math.random().toString(36).slice(2, 7).toUpperCase();
  const codeA = `LA-${suffix}`;
  const codeB = `LB-${suffix}`;
  const propertyA = await insertTestProperty(testApi, { title: 'Casa do Bruno', code: codeA, user_id: brokerA.id });
  const propertyB = await insertTestProperty(testApi, { title: 'Apartamento da Beatriz', code: codeB, user_id: brokerB.id });
  return { testApi, admin, brokerA, brokerB, outsider, codeA, codeB, propertyA, propertyB };
}

/** `POST /api/leads/whatsapp-click` as the gateway sends it. */
export function clickChat(testApi: TestApi, body: Record<string, unknown>): Promise<ApiResponse> {
  return postJson(testApi, '/api/leads/whatsapp-click', body);
}

export async function clickedLead(testApi: TestApi, body: Record<string, unknown>): Promise<number> {
  const response = await clickChat(testApi, body);
  expectStatus(response, 201);
  return (response.json as { data: { id: number } }).data.id;
}

/** Sends the contact form and answers the e-mail it used. */
export async function sendContact(testApi: TestApi, fields: Record<string, string> = {}): Promise<string> {
  const email = fields.email ?? uniqueEmail('interessado');
  const response = await postJson(testApi, '/api/send-contact-email', {
    name: 'Joana Ribeiro',
    phone: '(19) 98111-2233',
    interest: 'buy',
    message: 'Quero visitar a casa no sábado.',
    ...fields,
    email,
  });
  expectStatus(response, 201);
  return email;
}

export async function leadPage(testApi: TestApi, token: string, query = ''): Promise<LeadPage> {
  const response = await asStaff(testApi, token, `/api/leads${query}`);
  expectStatus(response, 200);
  return response.json as LeadPage;
}

export async function leadDetail(testApi: TestApi, token: string, id: number): Promise<LeadDetail> {
  const response = await asStaff(testApi, token, `/api/leads/${id}`);
  expectStatus(response, 200);
  return (response.json as { data: LeadDetail }).data;
}

export async function leadIdByEmail(testApi: TestApi, token: string, email: string): Promise<number> {
  const page = await leadPage(testApi, token, `?search=${encodeURIComponent(email)}`);
  expect(page.total).toBe(1);
  return page.data[0]!.id;
}

export async function newCount(testApi: TestApi, token: string): Promise<number> {
  const response = await asStaff(testApi, token, '/api/leads/new-count');
  expectStatus(response, 200);
  return (response.json as { total: number }).total;
}
