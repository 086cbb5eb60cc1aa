/**
 * One version of the product as the audit write benchmark writes to it: its API signed in directly, the back office
 * signed in through a gateway in front of that API, and the records the writes go round, each with its form's values
 * as the back office loads them.
 */
import { DEFAULT_ADMIN_EMAIL } from '../../api/src/config.js';
import { valuesOfClient, type ClientFormValues } from '../../web/src/admin/clients/clientFormValues.js';
import { ClientQuery } from '../../web/src/admin/graphql/people.js';
import { StaffPropertyQuery } from '../../web/src/admin/graphql/properties.js';
import { valuesOfLoadedProperty } from '../../web/src/admin/properties/form/loadedValues.js';
import type { PropertyFormValues } from '../../web/src/admin/properties/form/propertyFormValues.js';
import { sendOperation, signInBackOffice, type BackOfficeSession } from './back-office-graphql.js';
import type { CheckoutApi } from './checkout-api-process.js';

/** An API and the administrator's session on it. */
export interface ApiSession {
  api: CheckoutApi;
  token: string;
}

/** A record the writes go round, with the values its back-office form shows. */
export interface WrittenRecord<Form> {
  id: number;
  form: Form;
}

export interface Target {
  api: ApiSession;
  backOffice: BackOfficeSession;
  clients: WrittenRecord<ClientFormValues>[];
  properties: WrittenRecord<PropertyFormValues>[];
}

export type RecordType = 'client' | 'property';

export function recordsOf(target: Target, recordType: RecordType): WrittenRecord<unknown>[] {
  return recordType === 'client' ? target.clients : target.properties;
}

export function apiHeaders(session: ApiSession): Record<string, string> {
  return { 'x-api-key': session.api.apiKey, authorization: `Bearer ${session.token}` };
}

/** The JSON of an answer; any status but 2xx throws, naming `what`. */
export async function expectOk(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

async function signInApi(api: CheckoutApi, password: string): Promise<ApiSession> {
  const response = await fetch(`${api.url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': api.apiKey },
    body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password }),
  });
  return { api, token: ((await expectOk(response, 'login do administrador')) as { token: string }).token };
}

async function firstIds(session: ApiSession, listPath: string): Promise<number[]> {
  const response = await fetch(`${session.api.url}${listPath}`, { headers: apiHeaders(session) });
  const { data } = (await expectOk(response, listPath)) as { data: { id: number }[] };
  if (data.length === 0) throw new Error(`${listPath}: nenhum registro no conteúdo de demonstração`);
  return data.map((row) => row.id);
}

async function clientForm(backOffice: BackOfficeSession, id: number): Promise<WrittenRecord<ClientFormValues>> {
  const { client } = await sendOperation(backOffice, ClientQuery, { id: String(id) });
  if (!client) throw new Error(`cliente ${id}: o formulário não o encontrou`);
  return { id, form: valuesOfClient(client) };
}

async function propertyForm(backOffice: BackOfficeSession, id: number): Promise<WrittenRecord<PropertyFormValues>> {
  const { staffProperty } = await sendOperation(backOffice, StaffPropertyQuery, { id: String(id) });
  if (!staffProperty) throw new Error(`imóvel ${id}: o formulário não o encontrou`);
  return { id, form: valuesOfLoadedProperty(staffProperty) };
}

/**
 * Signs the administrator in on `api` and on the back office through `gatewayUrl`, and loads the first `count`
 * clients and properties of the API's lists into their forms.
 */
export async function targetOf(api: CheckoutApi, gatewayUrl: string, password: string, count: number): Promise<Target> {
  const session = await signInApi(api, password);
  const backOffice = await signInBackOffice(gatewayUrl, password);
  const clientIds = await firstIds(session, `/api/clients?page=1&per_page=${count}`);
  const propertyIds = await firstIds(session, `/api/properties/fetch?page=1&per_page=${count}`);
  return {
    api: session,
    backOffice,
    clients: await Promise.all(clientIds.map((id) => clientForm(backOffice, id))),
    properties: await Promise.all(propertyIds.map((id) => propertyForm(backOffice, id))),
  };
}
