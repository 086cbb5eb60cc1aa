import type { Kysely } from 'kysely';
import type { ContactInterest, Database, LeadEventKind, LeadSource } from '../db/schema.js';
import { leadSearchText } from './lead-search-text.js';

/** A new lead as its source gives it; the broker is the property's responsible user unless given. */
export interface NewLead {
  source: LeadSource;
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  interest?: ContactInterest | null;
  message?: string | null;
  propertyId?: number | null;
  brokerId?: number | null;
  page?: string | null;
  /** The client the lead is about, when already known. */
  clientId?: number | null;
  /** A portal's own id of the lead. */
  originLeadId?: string | null;
  /** The listing code a portal named. */
  listingCode?: string | null;
}

/** Writes one entry of a lead's history; `userId` null for a visitor. */
export async function recordLeadEvent(
  db: Kysely<Database>,
  event: { leadId: number; kind: LeadEventKind; detail: string | null; userId: number | null; at: string },
): Promise<void> {
  await db
    .insertInto('lead_events')
    .values({ lead_id: event.leadId, kind: event.kind, detail: event.detail, user_id: event.userId, created_at: event.at })
    .execute();
}

/**
 * Stores a lead with its `created` event, in the caller's transaction when it passes one (the contact message,
 * the registered property), due at once for the distribution when it hands leads out by itself. Answers the new id.
 */
export async function createLead(db: Kysely<Database>, lead: NewLead): Promise<number> {
  const property =
    lead.propertyId === undefined || lead.propertyId === null
      ? undefined
      : await db.selectFrom('properties').select(['id', 'code', 'user_id']).where('id', '=', lead.propertyId).executeTakeFirst();
  const now = new Date().toISOString();
  const distribution = await db.selectFrom('lead_distribution').select('mode').orderBy('id').limit(1).executeTakeFirst();
  const name = lead.name ?? null;
  const email = lead.email ?? null;
  const phone = lead.phone ?? null;
  const { id } = await db
    .insertInto('leads')
    .values({
      source: lead.source,
      name,
      phone,
      email,
      interest: lead.interest ?? null,
      message: lead.message ?? null,
      property_id: property?.id ?? null,
      broker_id: lead.brokerId ?? property?.user_id ?? null,
      assigned_to: null,
      client_id: lead.clientId ?? null,
      page: lead.page ?? null,
      origin_lead_id: lead.originLeadId ?? null,
      listing_code: lead.listingCode ?? null,
      // The distribution hands the lead out at its next pass, unless staff hand leads out themselves.
      // A chat click is already a conversation with the broker of its link: not handed to another.
      handover_at: distribution === undefined || distribution.mode === 'manual' || lead.source === 'whatsapp' ? null : now,
      created_at: now,
      updated_at: now,
      search_text: leadSearchText({ name, email, phone, propertyCode: property?.code ?? lead.listingCode ?? null }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordLeadEvent(db, { leadId: id, kind: 'created', detail: lead.source, userId: null, at: now });
  return id;
}
