import type { Kysely } from 'kysely';
import type { ContactInterest, Database, LeadEventKind, LeadSource, LeadStatus } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { LEAD_BASE_COLUMNS } from './lead-columns.js';
import { visibleLeads, type LeadViewer } from './lead-visibility.js';

export const LEAD_NOT_FOUND_MESSAGE = 'O lead não foi encontrado.';

interface LeadEventJson {
  id: number;
  kind: LeadEventKind;
  detail: string | null;
  user_id: number | null;
  user_name: string | null;
  /** An `assigned` or `handed_over` event's assignee, by name (null for the other kinds, or when unassigned). */
  assignee_name: string | null;
  /** A `handed_over` event's broker the lead left, and the minutes it waited untaken; null for the other kinds. */
  from_name: string | null;
  minutes: number | null;
  created_at: string;
}

/** What a `handed_over` event's detail holds. */
interface HandOver {
  from: number | null;
  to: number | null;
  minutes: number | null;
}

function handOverOf(kind: LeadEventKind, detail: string | null): HandOver | undefined {
  if (kind !== 'handed_over' || detail === null) return undefined;
  const read = JSON.parse(detail) as Partial<Record<keyof HandOver, unknown>>;
  const number = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);
  return { from: number(read.from), to: number(read.to), minutes: number(read.minutes) };
}

/** A lead as `GET /api/leads/{id}` answers it, with its property, people and history. */
export interface LeadJson {
  id: number;
  source: LeadSource;
  status: LeadStatus;
  name: string | null;
  phone: string | null;
  email: string | null;
  interest: ContactInterest | null;
  message: string | null;
  page: string | null;
  property: { id: number; code: string | null; title: string; slug: string | null } | null;
  broker_id: number | null;
  broker_name: string | null;
  assigned_to: number | null;
  assignee_name: string | null;
  client_id: number | null;
  /** The listing code a portal named when no property has it. */
  listing_code: string | null;
  /** When the lead was first answered; null until then. */
  first_response_at: string | null;
  /** When the distribution passes the lead on if it is still untaken; null when it will not. */
  handover_at: string | null;
  created_at: string;
  updated_at: string;
  events: LeadEventJson[];
}

async function eventsOf(db: Kysely<Database>, leadId: number): Promise<LeadEventJson[]> {
  const events = await db
    .selectFrom('lead_events')
    .leftJoin('users', 'users.id', 'lead_events.user_id')
    .select([
      'lead_events.id',
      'lead_events.kind',
      'lead_events.detail',
      'lead_events.user_id',
      'users.name as user_name',
      'lead_events.created_at',
    ])
    .where('lead_events.lead_id', '=', leadId)
    .orderBy('lead_events.id')
    .execute();
  const handOvers = new Map(events.map((event) => [event.id, handOverOf(event.kind, event.detail)]));
  const userIds = [
    ...new Set([
      ...events.flatMap((event) => (event.kind === 'assigned' ? userIdOf(event.detail) : [])),
      ...[...handOvers.values()].flatMap((handOver) => [handOver?.from ?? [], handOver?.to ?? []].flat()),
    ]),
  ];
  const users = userIds.length === 0 ? [] : await db.selectFrom('users').select(['id', 'name']).where('id', 'in', userIds).execute();
  const names = new Map(users.map((user) => [user.id, user.name]));
  const nameOf = (id: number | null | undefined) => (id === null || id === undefined ? null : (names.get(id) ?? null));
  return events.map((event) => {
    const handOver = handOvers.get(event.id);
    const assignee = event.kind === 'assigned' ? userIdOf(event.detail)[0] : handOver?.to;
    return { ...event, assignee_name: nameOf(assignee), from_name: nameOf(handOver?.from), minutes: handOver?.minutes ?? null };
  });
}

/** The user id an `assigned` event's detail holds, if any. */
function userIdOf(detail: string | null): number[] {
  return detail !== null && /^\d+$/.test(detail) ? [Number(detail)] : [];
}

/** The lead, when the viewer may see it. */
async function findLead(db: Kysely<Database>, viewer: LeadViewer, id: number): Promise<LeadJson | undefined> {
  const row = await visibleLeads(db, viewer)
    .leftJoin('properties', 'properties.id', 'leads.property_id')
    .leftJoin('users as broker', 'broker.id', 'leads.broker_id')
    .leftJoin('users as assignee', 'assignee.id', 'leads.assigned_to')
    .select(LEAD_BASE_COLUMNS)
    .select([
      'leads.interest',
      'leads.message',
      'leads.page',
      'properties.id as property_id',
      'properties.code as property_code',
      'properties.title as property_title',
      'properties.slug as property_slug',
      'broker.name as broker_name',
      'assignee.name as assignee_name',
      'leads.client_id',
      'leads.updated_at',
    ])
    .where('leads.id', '=', id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const { property_id: propertyId, property_code: code, property_title: title, property_slug: slug, ...lead } = row;
  const property = propertyId === null || title === null ? null : { id: propertyId, code, title, slug };
  return { ...lead, property, events: await eventsOf(db, id) };
}

/** The lead, or 404 when it is unknown or not the viewer's. */
export async function leadOrThrow(db: Kysely<Database>, viewer: LeadViewer, id: number): Promise<LeadJson> {
  const lead = await findLead(db, viewer, id);
  if (lead === undefined) throw new HttpError(404, LEAD_NOT_FOUND_MESSAGE);
  return lead;
}

/** 404, as for an unknown lead, unless the viewer may see this one; reads nothing but its id. */
export async function ensureLeadVisible(db: Kysely<Database>, viewer: LeadViewer, id: number): Promise<void> {
  const visible = await visibleLeads(db, viewer).select('leads.id').where('leads.id', '=', id).executeTakeFirst();
  if (visible === undefined) throw new HttpError(404, LEAD_NOT_FOUND_MESSAGE);
}
