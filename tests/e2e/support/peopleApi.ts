import type { CreatedRecords } from './createdRecords';
import { requiredEnv, stackEnv } from './env';
import { adminBearer } from './staff';

interface GraphqlAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

/** Runs one GraphQL operation on the gateway as the first administrator; any error fails the test. */
export async function asAdmin<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${requiredEnv(stackEnv.baseUrl)}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminBearer()}` },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as GraphqlAnswer<T>;
  if (!answer.data || answer.errors) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** A text no other test run shares, for names and e-mails. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Eleven-digit mobile phone numbers, distinct per index. */
export function mobilePhone(index: number): string {
  return `1998${String(index).padStart(7, '0')}`;
}

interface SavedPerson {
  ok: boolean;
  error: { message: string } | null;
}

function saved(result: SavedPerson, what: string): void {
  if (!result.ok) throw new Error(`${what} was refused: ${result.error?.message ?? ''}`);
}

/** Creates clients (recorded for the clean-up) named `${prefix} 01`… through the gateway. */
export async function createClients(records: CreatedRecords, prefix: string, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const name = `${prefix} ${String(index).padStart(2, '0')}`;
    const data = await asAdmin<{ createClient: SavedPerson }>(
      'mutation ($input: ClientInput!) { createClient(input: $input) { ok error { message } } }',
      {
        input: {
          name,
          phone: mobilePhone(index),
          email: `${prefix.toLowerCase().replace(/\W/g, '')}${index}@exemplo.com.br`,
          isActive: true,
        },
      },
    );
    saved(data.createClient, name);
    records.client(name);
    names.push(name);
  }
  return names;
}

/** Creates brokers (recorded for the clean-up) named `${prefix} 01`… (password "segredo1") through the gateway. */
export async function createBrokers(records: CreatedRecords, prefix: string, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const name = `${prefix} ${String(index).padStart(2, '0')}`;
    const data = await asAdmin<{ createBroker: SavedPerson }>(
      'mutation ($input: BrokerInput!) { createBroker(input: $input) { ok error { message } } }',
      {
        input: {
          name,
          creci: `${90000 + index}-F`,
          phone: mobilePhone(index),
          email: `${prefix.toLowerCase().replace(/\W/g, '')}${index}@exemplo.com.br`,
          password: 'segredo1',
          isActive: true,
          onDuty: index % 2 === 0,
        },
      },
    );
    saved(data.createBroker, name);
    records.staff(name);
    names.push(name);
  }
  return names;
}

/** Creates users (recorded for the clean-up) named `${prefix} 01`… of role Administrativo (password "segredo1") through the gateway. */
export async function createUsers(records: CreatedRecords, prefix: string, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const name = `${prefix} ${String(index).padStart(2, '0')}`;
    const data = await asAdmin<{ createUser: SavedPerson }>(
      'mutation ($input: UserInput!) { createUser(input: $input) { ok error { message } } }',
      {
        input: {
          name,
          phone: mobilePhone(index),
          email: `${prefix.toLowerCase().replace(/\W/g, '')}${index}@exemplo.com.br`,
          password: 'segredo1',
          isActive: true,
          role: 'ADMINISTRATIVE',
          permissionIds: [],
        },
      },
    );
    saved(data.createUser, name);
    records.staff(name);
    names.push(name);
  }
  return names;
}
