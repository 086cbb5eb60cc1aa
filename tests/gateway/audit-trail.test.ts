/**
 * The audit trail through the gateway against the real API: a client created and changed through GraphQL comes back
 * in the 'Auditoria' search (by record, by person and period) and in the client's 'Histórico', newest first, with its
 * changes as text; a member of staff without usuarios is refused the trail but reads the history of a client they may
 * open; a bad period is BAD_USER_INPUT at its argument, and a visitor is UNAUTHENTICATED.
 */
import { describe, expect, it } from 'vitest';
import { errorsOf, FORBIDDEN } from './back-office-support.js';
import { asUser, CLERK, startSignedInStack } from './staff-stack.js';
import { useSuiteStack } from './suite-stack.js';

const ENTRY_FIELDS = /* GraphQL */ `
  items {
    id
    at
    actor {
      id
      name
    }
    address
    action
    recordType
    recordId
    recordLabel
    changes {
      field
      before
      after
      secret
    }
  }
  page
  perPage
  hasMore
`;

const AUDIT_TRAIL = /* GraphQL */ `
  query AuditTrail($filter: AuditFilter, $page: Int, $perPage: Int) {
    auditTrail(filter: $filter, page: $page, perPage: $perPage) {
      ${ENTRY_FIELDS}
    }
  }
`;

const RECORD_HISTORY = /* GraphQL */ `
  query RecordHistory($recordType: AuditRecordType!, $recordId: ID!, $page: Int) {
    recordHistory(recordType: $recordType, recordId: $recordId, page: $page) {
      ${ENTRY_FIELDS}
    }
  }
`;

const CREATE_CLIENT = /* GraphQL */ `
  mutation CreateClient($input: ClientInput!) {
    createClient(input: $input) {
      ok
      client {
        id
      }
    }
  }
`;

const UPDATE_CLIENT = /* GraphQL */ `
  mutation UpdateClient($id: ID!, $input: ClientInput!) {
    updateClient(id: $id, input: $input) {
      ok
    }
  }
`;

const ME = /* GraphQL */ `
  query Me {
    me {
      id
    }
  }
`;

interface AuditEntryData {
  id: string;
  at: string;
  actor: { id: string | null; name: string } | null;
  address: string | null;
  action: string;
  recordType: string;
  recordId: string | null;
  recordLabel: string | null;
  changes: { field: string; before: string | null; after: string | null; secret: boolean }[];
}

interface AuditPageData {
  items: AuditEntryData[];
  page: number;
  perPage: number;
  hasMore: boolean;
}

const suite = useSuiteStack(async () => {
  const signedIn = await startSignedInStack(CLERK);
  const asAdmin = asUser(signedIn, signedIn.adminToken);
  const created = await asAdmin<{ createClient: { ok: boolean; client: { id: string } } }>(CREATE_CLIENT, {
    input: { name: 'Helena Prado', phone: '(19) 98888-7777', email: 'helena.prado@cliente.test', isActive: true },
  });
  const clientId = created.data?.createClient.client.id;
  if (clientId === undefined) throw new Error(`createClient failed: ${JSON.stringify(created.errors)}`);
  const updated = await asAdmin<{ updateClient: { ok: boolean } }>(UPDATE_CLIENT, {
    id: clientId,
    input: { phone: '(19) 97777-6666' },
  });
  if (updated.data?.updateClient.ok !== true) throw new Error(`updateClient failed: ${JSON.stringify(updated)}`);
  const me = await asAdmin<{ me: { id: string } }>(ME);
  const adminId = me.data?.me.id;
  if (adminId === undefined) throw new Error('The administrator has no id');
  return { ...signedIn, clientId, adminId, close: () => signedIn.stack.close() };
}, 60_000);

/** Today in São Paulo, as the trail's periods are written. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** The client's two entries, newest first, as the trail and the history both answer them. */
function clientEntries(): unknown[] {
  const common = {
    actor: { id: suite().adminId, name: 'Administrador' },
    address: '127.0.0.1',
    recordType: 'CLIENT',
    recordId: suite().clientId,
    recordLabel: 'Helena Prado',
  };
  return [
    {
      ...common,
      action: 'UPDATED',
      changes: [{ field: 'phone', before: '19988887777', after: '19977776666', secret: false }],
    },
    {
      ...common,
      action: 'CREATED',
      changes: [
        { field: 'name', before: null, after: 'Helena Prado', secret: false },
        { field: 'email', before: null, after: 'helena.prado@cliente.test', secret: false },
        { field: 'phone', before: null, after: '19988887777', secret: false },
        { field: 'is_active', before: null, after: '1', secret: false },
      ],
    },
  ].map((entry): unknown => expect.objectContaining(entry));
}

describe('the audit trail', () => {
  it("finds the client's writes by record, newest first, with who did them, from where and what changed", async () => {
    const answer = await asUser(suite(), suite().adminToken)<{ auditTrail: AuditPageData }>(AUDIT_TRAIL, {
      filter: { recordType: 'CLIENT', recordId: suite().clientId },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.auditTrail).toEqual({ items: clientEntries(), page: 1, perPage: 20, hasMore: false });
    const [newest, older] = answer.data?.auditTrail.items ?? [];
    expect(Number(newest?.id)).toBeGreaterThan(Number(older?.id));
    expect(Date.parse(newest?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(older?.at ?? ''));
  });

  it('finds them by person and period, a page at a time', async () => {
    const asAdmin = asUser(suite(), suite().adminToken)<{ auditTrail: AuditPageData }>;
    const filter = { userId: suite().adminId, from: today(), to: today() };
    const first = await asAdmin(AUDIT_TRAIL, { filter, perPage: 1 });
    expect(first.errors).toBeUndefined();
    expect(first.data?.auditTrail).toMatchObject({ page: 1, perPage: 1, hasMore: true });
    expect(first.data?.auditTrail.items).toEqual([clientEntries()[0]]);
    const second = await asAdmin(AUDIT_TRAIL, { filter, page: 2, perPage: 1 });
    expect(second.data?.auditTrail.items).toEqual([clientEntries()[1]]);

    const anotherDay = await asAdmin(AUDIT_TRAIL, { filter: { ...filter, from: '2031-03-03', to: '2031-03-16' } });
    expect(anotherDay.data?.auditTrail).toEqual({ items: [], page: 1, perPage: 20, hasMore: false });
  });

  it("answers the client's history to the administrator and to a member of staff holding clientes", async () => {
    for (const token of [suite().adminToken, suite().staffToken]) {
      const answer = await asUser(suite(), token)<{ recordHistory: AuditPageData }>(RECORD_HISTORY, {
        recordType: 'CLIENT',
        recordId: suite().clientId,
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.recordHistory).toEqual({ items: clientEntries(), page: 1, perPage: 10, hasMore: false });
    }
  });

  it('refuses the trail to a member of staff without usuarios, and a history to one without the record’s permission', async () => {
    const asClerk = asUser(suite(), suite().staffToken);
    expect(errorsOf(await asClerk(AUDIT_TRAIL))).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['auditTrail'] }]);
    expect(errorsOf(await asClerk(RECORD_HISTORY, { recordType: 'PROPERTY', recordId: '1' }))).toEqual([
      { code: 'FORBIDDEN', message: FORBIDDEN, path: ['recordHistory'] },
    ]);
    expect(errorsOf(await asUser(suite(), null)(AUDIT_TRAIL))[0]?.code).toBe('UNAUTHENTICATED');
    expect(errorsOf(await asUser(suite(), null)(RECORD_HISTORY, { recordType: 'CLIENT', recordId: suite().clientId }))[0]?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses a period that ends before it starts at its argument, and a record that does not exist as NOT_FOUND', async () => {
    const asAdmin = asUser(suite(), suite().adminToken);
    const backwards = await asAdmin(AUDIT_TRAIL, { filter: { from: '2031-03-16', to: '2031-03-03' } });
    expect(backwards.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'to', message: 'O fim do período deve ser depois do início.' }] },
    });
    expect(errorsOf(await asAdmin(RECORD_HISTORY, { recordType: 'PROPERTY', recordId: '999999' }))[0]?.code).toBe('NOT_FOUND');
    expect(errorsOf(await asAdmin(AUDIT_TRAIL, { page: 0 }))[0]?.code).toBe('BAD_USER_INPUT');
  });
});
