import { expectStatus, sendJson, staffAccount, type PeopleFixture, type StaffAccount } from './people.js';
import { asStaff } from './staff.js';
import type { TestApi } from './test-api.js';

export interface KeyData {
  id: number;
  label: string;
  location: string;
  code: string | null;
  holder: { broker: { id: number; name: string }; since: string; due_at: string; overdue: boolean; visit_id: number | null } | null;
}

export interface CheckoutData {
  id: number;
  key: { label: string };
  broker: { name: string };
  checked_in_at: string | null;
  checked_in_by: { name: string } | null;
  overdue: boolean;
}

/** São Paulo's `AAAA-MM-DD HH:MM`, `hours` from now. */
export function saoPauloIn(hours: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + hours * 3_600_000));
  const part = (type: string) => parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** `05/12/2026 10:12` of an ISO instant, on São Paulo's clock. */
export function writtenOut(instant: string): string {
  const [day, time] = saoPauloIn((Date.parse(instant) - Date.now()) / 3_600_000).split(' ');
  const [year, month, date] = (day ?? '').split('-');
  return `${date}/${month}/${year} ${time}`;
}

/** A broker (role broker) signed in, with the given permissions (none by default). */
export function brokerAccount(testApi: TestApi, name: string, permissions: string[] = []): Promise<StaffAccount> {
  return staffAccount(testApi, { name, role: 'broker', permissions });
}

/** The calls the keys suites make on their fixture's API. */
export function keyCalls(fixture: () => PeopleFixture) {
  const send = (account: { token: string }, method: string, path: string, body: unknown = {}) =>
    sendJson(fixture().testApi, account.token, method, path, body);
  return {
    send,
    keysOf: async (account: { token: string }, propertyId: number) =>
      (await asStaff(fixture().testApi, account.token, `/api/properties/${propertyId}/keys`)).json as {
        data: KeyData[];
        history: CheckoutData[];
      },
    auditOf: (type: string, id: number) =>
      fixture()
        .testApi.db.selectFrom('audit_entries')
        .select(['action', 'record_label', 'actor_name'])
        .where('record_type', '=', type)
        .where('record_id', '=', id)
        .orderBy('id')
        .execute(),
    /** A key registered by the fixture's administrator. */
    register: async (propertyId: number, label = 'Portão + apartamento'): Promise<KeyData> => {
      const created = await send(fixture().admin, 'POST', `/api/properties/${propertyId}/keys`, {
        label,
        location: 'Quadro da recepção',
        code: 'G-12',
      });
      expectStatus(created, 201);
      return (created.json as { data: KeyData }).data;
    },
  };
}
