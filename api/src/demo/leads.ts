import type { Transaction } from 'kysely';
import type { Database, LeadEventKind } from '../db/schema.js';
import { leadSearchText } from '../leads/lead-search-text.js';
import { DEMO_LEADS, type DemoLead } from './data/leads.js';
import type { BrokerKey, ClientKey } from './data/types.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface DemoEvent {
  kind: LeadEventKind;
  detail: string | null;
  userId: number | null;
  at: Date;
}

/** The history a demo lead went through: in, handed out, answered, then converted or discarded. */
function historyOf(lead: DemoLead, created: Date, assigneeId: number | null, clientId: number | null): DemoEvent[] {
  const events: DemoEvent[] = [{ kind: 'created', detail: lead.source, userId: null, at: created }];
  if (assigneeId !== null) events.push({ kind: 'assigned', detail: String(assigneeId), userId: null, at: created });
  if (lead.answeredAfter === undefined) return events;
  const answered = new Date(created.getTime() + lead.answeredAfter * MINUTE_MS);
  events.push({ kind: 'status', detail: 'in_progress', userId: assigneeId, at: answered });
  const later = new Date(answered.getTime() + DAY_MS);
  if (lead.status === 'converted' && clientId !== null) {
    events.push({ kind: 'converted', detail: String(clientId), userId: assigneeId, at: later });
    events.push({ kind: 'status', detail: 'converted', userId: assigneeId, at: later });
  }
  if (lead.status === 'discarded') events.push({ kind: 'status', detail: 'discarded', userId: assigneeId, at: later });
  return events;
}

/**
 * The demo inbox: each lead with its property, broker, client and history, dated back from `now`; and the leads that
 * arrive from then on handed to their property's broker.
 */
export async function insertDemoLeads(
  transaction: Transaction<Database>,
  brokers: ReadonlyMap<BrokerKey, { id: number }>,
  clients: ReadonlyMap<ClientKey, number>,
  now: Date,
): Promise<void> {
  await transaction.updateTable('lead_distribution').set({ mode: 'property_broker', updated_at: now.toISOString() }).execute();
  for (const lead of DEMO_LEADS) {
    const property =
      lead.property === undefined
        ? undefined
        : await transaction
            .selectFrom('properties')
            .select(['id', 'code', 'user_id'])
            .where('title', '=', lead.property)
            .executeTakeFirstOrThrow();
    const created = new Date(now.getTime() - lead.daysAgo * DAY_MS - (lead.minutesAgo ?? 0) * MINUTE_MS);
    const assigneeId = lead.assignee === undefined ? null : (brokers.get(lead.assignee)?.id ?? null);
    const clientId = lead.client === undefined ? null : (clients.get(lead.client) ?? null);
    const history = historyOf(lead, created, assigneeId, clientId);
    const { id } = await transaction
      .insertInto('leads')
      .values({
        source: lead.source,
        status: lead.status,
        name: lead.name,
        phone: lead.phone,
        email: lead.email,
        interest: lead.interest ?? null,
        message: lead.message,
        property_id: property?.id ?? null,
        broker_id: property?.user_id ?? null,
        assigned_to: assigneeId,
        client_id: clientId,
        page: null,
        origin_lead_id: lead.source === 'contact' ? null : `demo-${lead.phone}`,
        listing_code: lead.listingCode ?? null,
        first_response_at:
          lead.answeredAfter === undefined ? null : new Date(created.getTime() + lead.answeredAfter * MINUTE_MS).toISOString(),
        created_at: created.toISOString(),
        updated_at: (history.at(-1)?.at ?? created).toISOString(),
        search_text: leadSearchText({
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          propertyCode: property?.code ?? lead.listingCode ?? null,
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await transaction
      .insertInto('lead_events')
      .values(
        history.map((event) => ({
          lead_id: id,
          kind: event.kind,
          detail: event.detail,
          user_id: event.userId,
          created_at: event.at.toISOString(),
        })),
      )
      .execute();
  }
}
