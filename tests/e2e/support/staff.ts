import { DEMO_BROKERS, DEMO_PASSWORD } from '../../../api/src/demo/data/brokers';
import { requiredEnv, stackEnv } from './env';

/** A member of staff who signs in to the back office, with the permissions the seed gave them. */
export interface StaffLogin {
  name: string;
  email: string;
  password: string;
  permissions: readonly string[];
}

const allPermissions = ['imoveis', 'clientes', 'corretores', 'videos', 'modelos-documento', 'usuarios', 'empresa'] as const;

function demoLogin(role: string): StaffLogin {
  const person = DEMO_BROKERS.find((candidate) => candidate.role === role && candidate.login !== undefined);
  if (!person?.login) throw new Error(`The demo content has no sign-in for role ${role}`);
  return { name: person.name, email: person.email, password: DEMO_PASSWORD, permissions: person.login };
}

/** The first administrator, with the password the global setup gave the stack; every permission. */
export function adminLogin(): StaffLogin {
  return {
    name: 'Administrador',
    email: requiredEnv(stackEnv.adminEmail),
    password: requiredEnv(stackEnv.adminPassword),
    permissions: allPermissions,
  };
}

export const brokerLogin = (): StaffLogin => demoLogin('broker');
export const adminBrokerLogin = (): StaffLogin => demoLogin('adminbroker');

/** The REST API's headers: its key, JSON, and the bearer token when given. */
export function apiHeaders(token?: string): Record<string, string> {
  return {
    'X-API-Key': requiredEnv(stackEnv.apiKey),
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/** Signs in through the REST API and answers the token. */
export async function apiToken(login: StaffLogin): Promise<string> {
  const response = await fetch(`${requiredEnv(stackEnv.apiUrl)}/api/auth`, {
    method: 'POST',
    headers: apiHeaders(),
    body: JSON.stringify({ email: login.email, password: login.password }),
  });
  if (!response.ok) throw new Error(`POST /api/auth answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Revokes a token through the REST logout, as 'Sair' elsewhere would. */
export async function revokeToken(token: string): Promise<void> {
  const response = await fetch(`${requiredEnv(stackEnv.apiUrl)}/api/auth/logout`, { method: 'POST', headers: apiHeaders(token) });
  if (response.status !== 204) throw new Error(`POST /api/auth/logout answered ${response.status}`);
}

/** The HTTP status of GET /api/auth/me with a token: 200 while it is valid, 401 once revoked. */
export async function tokenStatus(token: string): Promise<number> {
  const response = await fetch(`${requiredEnv(stackEnv.apiUrl)}/api/auth/me`, { headers: apiHeaders(token) });
  return response.status;
}

/** A property as GET /api/properties/fetch lists it for staff. */
export interface StaffListedProperty {
  id: number;
  code: string;
  title: string;
  city: string;
  neighborhood: string | null;
  status: string;
}

/** Every property a member of staff may see, as the REST API lists them for their token. */
export async function propertiesVisibleTo(login: StaffLogin): Promise<StaffListedProperty[]> {
  const response = await fetch(`${requiredEnv(stackEnv.apiUrl)}/api/properties/fetch`, { headers: apiHeaders(await apiToken(login)) });
  if (!response.ok) throw new Error(`GET /api/properties/fetch answered ${response.status}`);
  const body = (await response.json()) as { data: { properties: StaffListedProperty[] }[] };
  return body.data[0]?.properties ?? [];
}

/** How many new leads a member of staff may see, as the REST API counts them for their token. */
export async function newLeadsVisibleTo(login: StaffLogin): Promise<number> {
  const response = await fetch(`${requiredEnv(stackEnv.apiUrl)}/api/leads/new-count`, { headers: apiHeaders(await apiToken(login)) });
  if (!response.ok) throw new Error(`GET /api/leads/new-count answered ${response.status}`);
  return ((await response.json()) as { total: number }).total;
}

/** How many keys past due the top bar counts for the user (every one for administrators), from the API. */
export async function overdueKeysVisibleTo(login: StaffLogin): Promise<number> {
  const response = await fetch(`${requiredEnv(stackEnv.apiUrl)}/api/key-checkouts/overdue`, { headers: apiHeaders(await apiToken(login)) });
  if (!response.ok) throw new Error(`GET /api/key-checkouts/overdue answered ${response.status}`);
  return ((await response.json()) as { total: number }).total;
}

let adminToken: Promise<string> | null = null;

/** The first administrator's token, signed in once per worker. */
export function adminBearer(): Promise<string> {
  adminToken ??= apiToken(adminLogin());
  return adminToken;
}

function adminRequest(method: string, route: string, token: string, body?: Record<string, unknown> | FormData): Promise<Response> {
  const headers = apiHeaders(token);
  if (body instanceof FormData) delete headers['Content-Type'];
  return fetch(`${requiredEnv(stackEnv.apiUrl)}/api/${route}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Calls the REST API as the first administrator (JSON body, or multipart when given form data), signing in
 * again once if a test ended that session; any answer but 2xx fails.
 */
export async function asAdminRest<T>(method: string, route: string, body?: Record<string, unknown> | FormData): Promise<T> {
  let response = await adminRequest(method, route, await adminBearer(), body);
  if (response.status === 401) {
    adminToken = null;
    response = await adminRequest(method, route, await adminBearer(), body);
  }
  if (!response.ok) throw new Error(`${method} /api/${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
