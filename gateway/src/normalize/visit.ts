import type { Visit, VisitBroker, VisitProperty } from '../generated/resolvers.js';
import type { RawVisit, RawVisitProperty } from '../rest/agenda-types.js';
import type { RawId, RawText } from '../rest/types.js';
import { toId, toNumber, toText } from './scalars.js';
import { toVisitRecords } from './visit-record.js';
import { toVisitStatus } from './visit-status.js';

/** A map search for an address, to open from a phone in the field. */
function mapUrlOf(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

function toVisitProperty(raw: RawVisitProperty): VisitProperty | null {
  const id = toId(raw.id);
  if (id === null) return null;
  const street = [toText(raw.address), toText(raw.number)].filter((part) => part !== null).join(', ');
  const city = [toText(raw.city), toText(raw.state)].filter((part) => part !== null).join(' - ');
  const address =
    street === '' ? null : [street, toText(raw.neighborhood), city].filter((part) => part !== null && part !== '').join(' — ');
  return {
    id,
    code: toText(raw.code) ?? '',
    title: toText(raw.title) ?? '',
    address,
    mapUrl: mapUrlOf(address ?? city),
  };
}

/** One REST visit → the GraphQL `Visit`; null without an id, a known status, its times, property or broker. */
export function toVisit(raw: RawVisit | null | undefined): Visit | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const id = toId(raw.id);
  const status = toVisitStatus(raw.status);
  const startsAt = toText(raw.starts_at);
  const endsAt = toText(raw.ends_at);
  const property = raw.property ? toVisitProperty(raw.property) : null;
  const brokerId = toId(raw.broker?.id);
  if (id === null || status === null || startsAt === null || endsAt === null || property === null || brokerId === null) return null;
  return {
    id,
    status,
    startsAt,
    endsAt,
    name: toText(raw.name) ?? '',
    phone: toText(raw.phone) ?? '',
    email: toText(raw.email),
    cancelReason: toText(raw.cancel_reason),
    interest: toNumber(raw.interest),
    outcomeComment: toText(raw.outcome_comment),
    outcomeAt: toText(raw.outcome_at),
    visitorConfirmedAt: toText(raw.visitor_confirmed_at),
    leadId: toId(raw.lead_id),
    clientId: toId(raw.client_id),
    createdAt: toText(raw.created_at) ?? '',
    property,
    broker: { id: brokerId, name: toText(raw.broker?.name) ?? '' },
    records: toVisitRecords(id, raw.records),
  };
}

/** The visits of a period, those the schema can show, in the API's order of time. */
export function toVisits(raw: readonly RawVisit[] | null | undefined): Visit[] {
  return (Array.isArray(raw) ? raw : []).map(toVisit).filter((visit): visit is Visit => visit !== null);
}

/** The agenda's brokers: those without an id are left out, a missing name is empty. */
export function toVisitBrokers(raw: readonly { id?: RawId | null; name?: RawText }[] | null | undefined): VisitBroker[] {
  return (raw ?? []).flatMap((broker) => {
    const id = toId(broker.id);
    return id === null ? [] : [{ id, name: toText(broker.name) ?? '' }];
  });
}
