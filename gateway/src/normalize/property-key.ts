import type { KeyCheckout, KeyHolder, KeyPerson, OverdueKeys, KeyRecord, PropertyKeys } from '../generated/resolvers.js';
import type {
  RawKeyCheckout,
  RawKeyHolder,
  RawKeyPerson,
  RawOverdueKeys,
  RawPropertyKey,
  RawPropertyKeys,
} from '../rest/property-keys-types.js';
import { toBool, toCount, toId, toText } from './scalars.js';

function present<T>(value: T | null): value is T {
  return value !== null;
}

function toKeyPerson(raw: RawKeyPerson | null | undefined): KeyPerson | null {
  const id = toId(raw?.id);
  return id === null ? null : { id, name: toText(raw?.name) ?? '' };
}

function toKeyHolder(raw: RawKeyHolder | null | undefined): KeyHolder | null {
  const checkoutId = toId(raw?.checkout_id);
  const broker = toKeyPerson(raw?.broker);
  const since = toText(raw?.since);
  const dueAt = toText(raw?.due_at);
  if (checkoutId === null || broker === null || since === null || dueAt === null) return null;
  return { checkoutId, broker, since, dueAt, overdue: toBool(raw?.overdue) ?? false, visitId: toId(raw?.visit_id) };
}

/** One REST key → the GraphQL `KeyRecord`; null without an id, a property or a label. */
export function toPropertyKey(raw: RawPropertyKey | null | undefined): KeyRecord | null {
  const id = toId(raw?.id);
  const propertyId = toId(raw?.property_id);
  const label = toText(raw?.label);
  if (id === null || propertyId === null || label === null) return null;
  return { id, propertyId, label, location: toText(raw?.location) ?? '', code: toText(raw?.code), holder: toKeyHolder(raw?.holder) };
}

/** One REST loan → the GraphQL `KeyCheckout`; null without its key, property, broker or times. */
function toKeyCheckout(raw: RawKeyCheckout | null | undefined): KeyCheckout | null {
  const id = toId(raw?.id);
  const keyId = toId(raw?.key?.id);
  const propertyId = toId(raw?.property?.id);
  const broker = toKeyPerson(raw?.broker);
  const checkedOutAt = toText(raw?.checked_out_at);
  const dueAt = toText(raw?.due_at);
  if (id === null || keyId === null || propertyId === null || broker === null || checkedOutAt === null || dueAt === null) return null;
  return {
    id,
    keyId,
    keyLabel: toText(raw?.key?.label) ?? '',
    property: { id: propertyId, code: toText(raw?.property?.code) ?? '', title: toText(raw?.property?.title) ?? '' },
    broker,
    visitId: toId(raw?.visit_id),
    checkedOutAt,
    checkedOutBy: toKeyPerson(raw?.checked_out_by),
    dueAt,
    checkedInAt: toText(raw?.checked_in_at),
    checkedInBy: toKeyPerson(raw?.checked_in_by),
    overdue: toBool(raw?.overdue) ?? false,
  };
}

function listOf<R, T>(raw: readonly R[] | null | undefined, read: (row: R) => T | null): T[] {
  return (Array.isArray(raw) ? raw : []).map(read).filter(present);
}

/** A property's 'Chaves' tab: keys, history and the check-out form's choices, the rows the schema can show. */
export function toPropertyKeys(raw: RawPropertyKeys): PropertyKeys {
  return {
    keys: listOf(raw.data, toPropertyKey),
    history: listOf(raw.history, toKeyCheckout),
    brokers: listOf(raw.choices?.brokers, toKeyPerson),
    visits: listOf(raw.choices?.visits, (visit) => {
      const id = toId(visit.id);
      const brokerId = toId(visit.broker_id);
      const startsAt = toText(visit.starts_at);
      return id === null || brokerId === null || startsAt === null ? null : { id, brokerId, startsAt, name: toText(visit.name) ?? '' };
    }),
  };
}

/** The overdue keys of the top bar. */
export function toOverdueKeys(raw: RawOverdueKeys): OverdueKeys {
  return { everyone: raw.scope === 'all', total: toCount(raw.total), items: listOf(raw.data, toKeyCheckout) };
}
