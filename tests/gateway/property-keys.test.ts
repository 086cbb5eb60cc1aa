import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CLERK, asUser, startSignedInStack } from './staff-stack.js';
import { errorsOf, FORBIDDEN } from './back-office-support.js';
import { useSuiteStack } from './suite-stack.js';
import { readDatabase } from './visitors-support.js';

const suite = useSuiteStack(
  () => startSignedInStack(CLERK).then((signedIn) => ({ ...signedIn, close: () => signedIn.stack.close() })),
  60_000,
);

const KEY_FIELDS = `id propertyId label location code holder { broker { id name } since dueAt overdue visitId }`;
const KEYS = `query PropertyKeys($propertyId: ID!) {
  propertyKeys(propertyId: $propertyId) { keys { ${KEY_FIELDS} } history { id keyLabel broker { name } checkedInBy { name } overdue } brokers { id name } }
}`;
const OVERDUE = `query { overdueKeys { everyone total items { keyLabel property { id } broker { name } overdue } } }`;
const RESULT = `ok message key { ${KEY_FIELDS} } error { message fieldErrors { field message } }`;
const REGISTER = `mutation Register($propertyId: ID!, $input: PropertyKeyInput!) { registerPropertyKey(propertyId: $propertyId, input: $input) { ${RESULT} } }`;
const CHECK_OUT = `mutation CheckOut($id: ID!, $input: KeyCheckoutInput!) { checkOutKey(id: $id, input: $input) { ${RESULT} } }`;
const REMOVE = `mutation Remove($id: ID!) { removePropertyKey(id: $id) { ok message error { message } } }`;
const CHECK_IN = `mutation CheckIn($id: ID!) { checkInKey(id: $id) { ${RESULT} } }`;

interface KeyData {
  id: string;
  label: string;
  holder: { broker: { id: string; name: string }; overdue: boolean } | null;
}

interface KeyResult {
  ok: boolean;
  message: string | null;
  key: KeyData | null;
  error: { message: string; fieldErrors: { field: string; message: string }[] } | null;
}

/** An ISO instant `hours` from now. */
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function demoBrokerAndProperty(): { brokerId: number; brokerName: string; propertyId: number } {
  const dataDir = suite().stack.dataDir;
  const [broker] = readDatabase<{ id: number; name: string }>(
    dataDir,
    "SELECT id, name FROM users WHERE role = 'broker' AND is_active = 1 ORDER BY id LIMIT 1",
  );
  const [property] = readDatabase<{ id: number }>(dataDir, 'SELECT id FROM properties ORDER BY id LIMIT 1');
  if (broker === undefined || property === undefined) throw new Error('A demonstração não tem corretor ou imóvel.');
  return { brokerId: broker.id, brokerName: broker.name, propertyId: property.id };
}

describe('property keys', () => {
  it('registers a key, lends it, answers a second loan as data naming the holder, shows it overdue, and takes it back', async () => {
    const admin = asUser(suite(), suite().adminToken);
    const { brokerId, brokerName, propertyId } = demoBrokerAndProperty();
    const registered = await admin<{ registerPropertyKey: KeyResult }>(REGISTER, {
      propertyId: String(propertyId),
      input: { label: 'Portão + apartamento', location: 'Quadro da recepção', code: 'G-7' },
    });
    expect(registered.data?.registerPropertyKey).toMatchObject({
      ok: true,
      message: 'Chave cadastrada com sucesso!',
      key: { label: 'Portão + apartamento', holder: null },
    });
    const keyId = registered.data!.registerPropertyKey.key!.id;

    const lent = await admin<{ checkOutKey: KeyResult }>(CHECK_OUT, {
      id: keyId,
      input: { brokerId: String(brokerId), dueAt: inHours(2) },
    });
    expect(lent.data?.checkOutKey).toMatchObject({
      ok: true,
      key: { holder: { broker: { id: String(brokerId), name: brokerName }, overdue: false } },
    });
    const again = await admin<{ checkOutKey: KeyResult }>(CHECK_OUT, {
      id: keyId,
      input: { brokerId: String(brokerId), dueAt: inHours(3) },
    });
    expect(again.data?.checkOutKey.ok).toBe(false);
    expect(again.data?.checkOutKey.error?.message).toMatch(
      new RegExp(`^Esta chave já está com ${brokerName} desde \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\.$`),
    );
    const past = await admin<{ checkOutKey: KeyResult }>(CHECK_OUT, {
      id: keyId,
      input: { brokerId: String(brokerId), dueAt: inHours(-1) },
    });
    expect(past.data?.checkOutKey.error?.fieldErrors).toEqual([
      { field: 'dueAt', message: 'A devolução prevista precisa ser depois de agora.' },
    ]);

    const database = new Database(path.join(suite().stack.dataDir, 'app.db'));
    try {
      database.prepare('UPDATE key_checkouts SET due_at = ? WHERE key_id = ?').run(inHours(-1), Number(keyId));
    } finally {
      database.close();
    }
    const overdue = await admin<{ overdueKeys: { everyone: boolean; total: number; items: { keyLabel: string; overdue: boolean }[] } }>(
      OVERDUE,
    );
    expect(overdue.data?.overdueKeys.everyone).toBe(true);
    expect(overdue.data?.overdueKeys.items).toContainEqual(expect.objectContaining({ keyLabel: 'Portão + apartamento', overdue: true }));

    const lentStill = await admin<{ removePropertyKey: { ok: boolean; error: { message: string } | null } }>(REMOVE, { id: keyId });
    expect(lentStill.data?.removePropertyKey).toEqual({
      ok: false,
      message: null,
      error: { message: 'Esta chave está emprestada: registre a devolução antes de removê-la.' },
    });
    const back = await admin<{ checkInKey: KeyResult }>(CHECK_IN, { id: keyId });
    expect(back.data?.checkInKey).toMatchObject({ ok: true, message: 'Devolução da chave registrada.', key: { holder: null } });
    const read = await admin<{
      propertyKeys: { keys: KeyData[]; history: { keyLabel: string; checkedInBy: { name: string } | null }[]; brokers: unknown[] };
    }>(KEYS, {
      propertyId: String(propertyId),
    });
    expect(read.data?.propertyKeys.history[0]).toMatchObject({
      keyLabel: 'Portão + apartamento',
      checkedInBy: { name: expect.any(String) as string },
    });
    expect(read.data?.propertyKeys.brokers).toContainEqual({ id: String(brokerId), name: brokerName });
    const stored = readDatabase<{ checked_in_at: string | null }>(
      suite().stack.dataDir,
      'SELECT checked_in_at FROM key_checkouts WHERE key_id = ?',
      Number(keyId),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.checked_in_at).not.toBeNull();
  });

  it('is null for an unknown property, FORBIDDEN without imoveis or agenda, and UNAUTHENTICATED without a session', async () => {
    const admin = asUser(suite(), suite().adminToken);
    expect((await admin<{ propertyKeys: unknown }>(KEYS, { propertyId: '999999' })).data?.propertyKeys).toBeNull();
    const clerk = asUser(suite(), suite().staffToken);
    expect(errorsOf(await clerk(KEYS, { propertyId: '1' }))).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['propertyKeys'] }]);
    expect((await clerk<{ overdueKeys: { everyone: boolean; total: number } }>(OVERDUE)).data?.overdueKeys).toMatchObject({
      everyone: false,
      total: 0,
    });
    expect(errorsOf(await asUser(suite(), null)(OVERDUE))[0]?.code).toBe('UNAUTHENTICATED');
  });
});
