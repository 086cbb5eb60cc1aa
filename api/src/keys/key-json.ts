import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The newest checkouts a property's key history shows. */
const KEY_HISTORY_LIMIT = 50;
/** The overdue keys the top bar lists; the count covers them all. */
const OVERDUE_LISTED = 5;

interface Person {
  id: number;
  name: string;
}

/** Who holds a key now, since when, until when; `overdue` once the due time has passed ('Atrasada'). */
interface KeyHolderJson {
  checkout_id: number;
  broker: Person;
  since: string;
  due_at: string;
  overdue: boolean;
  visit_id: number | null;
}

export interface PropertyKeyJson {
  id: number;
  property_id: number;
  label: string;
  location: string;
  code: string | null;
  holder: KeyHolderJson | null;
}

/** One checkout: the key and its property, the broker, who lent it and who took it back. */
export interface KeyCheckoutJson {
  id: number;
  key: { id: number; label: string };
  property: { id: number; code: string; title: string };
  broker: Person;
  visit_id: number | null;
  checked_out_at: string;
  checked_out_by: Person | null;
  due_at: string;
  checked_in_at: string | null;
  checked_in_by: Person | null;
  overdue: boolean;
}

function personOf(id: number | null, name: string | null): Person | null {
  return id === null || name === null ? null : { id, name };
}

/** The checkouts with their key, property and people, for the history and the overdue list. */
function checkoutsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('key_checkouts')
    .innerJoin('property_keys', 'property_keys.id', 'key_checkouts.key_id')
    .innerJoin('properties', 'properties.id', 'property_keys.property_id')
    .innerJoin('users as broker', 'broker.id', 'key_checkouts.broker_id')
    .leftJoin('users as lender', 'lender.id', 'key_checkouts.checked_out_by')
    .leftJoin('users as receiver', 'receiver.id', 'key_checkouts.checked_in_by')
    .select([
      'key_checkouts.id',
      'key_checkouts.key_id',
      'property_keys.label',
      'properties.id as property_id',
      'properties.code',
      'properties.title',
      'broker.id as broker_id',
      'broker.name as broker_name',
      'key_checkouts.visit_id',
      'key_checkouts.checked_out_at',
      'key_checkouts.checked_out_by',
      'lender.name as lender_name',
      'key_checkouts.due_at',
      'key_checkouts.checked_in_at',
      'key_checkouts.checked_in_by',
      'receiver.name as receiver_name',
    ]);
}

type CheckoutRow = Awaited<ReturnType<ReturnType<typeof checkoutsQuery>['executeTakeFirstOrThrow']>>;

function checkoutJson(row: CheckoutRow, now: Date): KeyCheckoutJson {
  return {
    id: row.id,
    key: { id: row.key_id, label: row.label },
    property: { id: row.property_id, code: row.code, title: row.title },
    broker: { id: row.broker_id, name: row.broker_name },
    visit_id: row.visit_id,
    checked_out_at: row.checked_out_at,
    checked_out_by: personOf(row.checked_out_by, row.lender_name),
    due_at: row.due_at,
    checked_in_at: row.checked_in_at,
    checked_in_by: personOf(row.checked_in_by, row.receiver_name),
    overdue: row.checked_in_at === null && new Date(row.due_at) < now,
  };
}

/** A property's keys in the order they were registered (removed ones left out), each with who holds it now. */
export async function propertyKeysJson(db: Kysely<Database>, propertyId: number, now: Date): Promise<PropertyKeyJson[]> {
  const rows = await db
    .selectFrom('property_keys')
    .leftJoin('key_checkouts', (join) =>
      join.onRef('key_checkouts.key_id', '=', 'property_keys.id').on('key_checkouts.checked_in_at', 'is', null),
    )
    .leftJoin('users', 'users.id', 'key_checkouts.broker_id')
    .select([
      'property_keys.id',
      'property_keys.property_id',
      'property_keys.label',
      'property_keys.location',
      'property_keys.code',
      'key_checkouts.id as checkout_id',
      'key_checkouts.broker_id',
      'users.name as broker_name',
      'key_checkouts.checked_out_at',
      'key_checkouts.due_at',
      'key_checkouts.visit_id',
    ])
    .where('property_keys.property_id', '=', propertyId)
    .where('property_keys.is_active', '=', 1)
    .orderBy('property_keys.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    property_id: row.property_id,
    label: row.label,
    location: row.location,
    code: row.code,
    holder:
      row.checkout_id === null || row.broker_id === null || row.checked_out_at === null || row.due_at === null
        ? null
        : {
            checkout_id: row.checkout_id,
            broker: { id: row.broker_id, name: row.broker_name ?? '' },
            since: row.checked_out_at,
            due_at: row.due_at,
            overdue: new Date(row.due_at) < now,
            visit_id: row.visit_id,
          },
  }));
}

/** The property's newest checkouts, of every key it had, newest first. */
export async function keyHistoryJson(db: Kysely<Database>, propertyId: number, now: Date): Promise<KeyCheckoutJson[]> {
  const rows = await checkoutsQuery(db)
    .where('property_keys.property_id', '=', propertyId)
    .orderBy('key_checkouts.id', 'desc')
    .limit(KEY_HISTORY_LIMIT)
    .execute();
  return rows.map((row) => checkoutJson(row, now));
}

/** The keys past due: all of them, or one broker's; the count and the most overdue first. */
export async function overdueKeysJson(
  db: Kysely<Database>,
  brokerId: number | undefined,
  now: Date,
): Promise<{ total: number; data: KeyCheckoutJson[] }> {
  let open = checkoutsQuery(db).where('key_checkouts.checked_in_at', 'is', null).where('key_checkouts.due_at', '<', now.toISOString());
  if (brokerId !== undefined) open = open.where('key_checkouts.broker_id', '=', brokerId);
  let counted = db
    .selectFrom('key_checkouts')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('checked_in_at', 'is', null)
    .where('due_at', '<', now.toISOString());
  if (brokerId !== undefined) counted = counted.where('broker_id', '=', brokerId);
  const [rows, count] = await Promise.all([
    open.orderBy('key_checkouts.due_at').limit(OVERDUE_LISTED).execute(),
    counted.executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), data: rows.map((row) => checkoutJson(row, now)) };
}
