import type { CreatedRecords } from './createdRecords';
import { graphqlQuery } from './graphql';
import { createNumbered } from './numberedRecords';
import { adminBearer } from './staff';

/** Runs one GraphQL operation on the gateway as the first administrator; any error fails the test. */
export async function asAdmin<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  return graphqlQuery<T>(query, variables, await adminBearer());
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

/** One kind of person the gateway creates: its mutation and input type, the fields only it has, and how the clean-up learns of it. */
interface PersonKind<Field extends string> {
  mutation: Field;
  inputType: string;
  ownFields: (index: number) => Record<string, unknown>;
  record: (records: CreatedRecords, name: string) => void;
}

/** Creates active people of one kind named `${prefix} 01`… through the gateway, each recorded for the clean-up. */
function createPeople<Field extends string>(
  records: CreatedRecords,
  prefix: string,
  count: number,
  kind: PersonKind<Field>,
): Promise<string[]> {
  return createNumbered(prefix, count, async (name, index) => {
    const data = await asAdmin<Record<Field, SavedPerson>>(
      `mutation ($input: ${kind.inputType}!) { ${kind.mutation}(input: $input) { ok error { message } } }`,
      {
        input: {
          name,
          phone: mobilePhone(index),
          email: `${prefix.toLowerCase().replace(/\W/g, '')}${index}@exemplo.com.br`,
          isActive: true,
          ...kind.ownFields(index),
        },
      },
    );
    saved(data[kind.mutation], name);
    kind.record(records, name);
  });
}

/** Creates clients (recorded for the clean-up) named `${prefix} 01`… through the gateway. */
export function createClients(records: CreatedRecords, prefix: string, count: number): Promise<string[]> {
  return createPeople(records, prefix, count, {
    mutation: 'createClient',
    inputType: 'ClientInput',
    ownFields: () => ({}),
    record: (created, name) => created.client(name),
  });
}

/** Creates brokers (recorded for the clean-up) named `${prefix} 01`… (password "segredo1") through the gateway. */
export function createBrokers(records: CreatedRecords, prefix: string, count: number): Promise<string[]> {
  return createPeople(records, prefix, count, {
    mutation: 'createBroker',
    inputType: 'BrokerInput',
    ownFields: (index) => ({ creci: `${90000 + index}-F`, password: 'segredo1', onDuty: index % 2 === 0 }),
    record: (created, name) => created.staff(name),
  });
}

/** Creates users (recorded for the clean-up) named `${prefix} 01`… of role Administrativo (password "segredo1") through the gateway. */
export function createUsers(records: CreatedRecords, prefix: string, count: number): Promise<string[]> {
  return createPeople(records, prefix, count, {
    mutation: 'createUser',
    inputType: 'UserInput',
    ownFields: () => ({ password: 'segredo1', role: 'ADMINISTRATIVE', permissionIds: [] }),
    record: (created, name) => created.staff(name),
  });
}
