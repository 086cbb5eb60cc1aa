import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../db/connect.js';
import type { Database, DistributionMode, LeadSource } from '../db/schema.js';
import { queueMail } from '../mail/queue.js';
import { nextInTurn } from './duty-turn.js';
import { leadAssignedMail } from './lead-assigned-mail.js';
import { recordLeadEvent } from './lead-create.js';

/** The roles a lead is handed to. */
const BROKER_ROLES = ['broker', 'leadbroker', 'adminbroker'] as const;
/** A lead nobody could take (no broker on duty) is tried again this much later. */
const RETRY_WITHOUT_BROKER_MS = 60_000;
/** Leads handed out per pass; the next pass takes the rest. */
const BATCH_SIZE = 50;

interface DistributionContext {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The public site, for the link in the broker's mail. */
  siteUrl: string;
}

/** What the distribution reads of a due lead. */
interface DueLead {
  id: number;
  source: LeadSource;
  name: string | null;
  phone: string | null;
  email: string | null;
  message: string | null;
  property_id: number | null;
  broker_id: number | null;
  assigned_to: number | null;
  listing_code: string | null;
}

/** Who receives a lead and how: the first hand-out, or a hand-over of an untaken lead. */
interface Handing {
  to: number;
  fromTurn: boolean;
}

/** The active brokers who may open leads; `onDuty` only those on duty now. */
async function brokers(transaction: Transaction<Database>, onDuty: boolean) {
  return transaction
    .selectFrom('users')
    .innerJoin('user_permissions', 'user_permissions.user_id', 'users.id')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select(['users.id', 'users.name', 'users.email'])
    .where('permissions.identifier', '=', 'leads')
    .where('users.is_active', '=', 1)
    .where('users.role', 'in', [...BROKER_ROLES])
    .$if(onDuty, (query) => query.where('users.is_plantao', '=', 1))
    .execute();
}

/** The next due lead, claimed: on PostgreSQL a lead another process holds is passed over, not waited for. */
function claimDueLead(transaction: Transaction<Database>, dialect: DialectName, now: Date): Promise<DueLead | undefined> {
  return transaction
    .selectFrom('leads')
    .select(['id', 'source', 'name', 'phone', 'email', 'message', 'property_id', 'broker_id', 'assigned_to', 'listing_code'])
    .where('handover_at', '<=', now.toISOString())
    .where('status', '=', 'new')
    .orderBy('handover_at')
    .orderBy('id')
    .limit(1)
    .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked())
    .executeTakeFirst();
}

/** Whom the lead goes to: the property's broker when that is the mode and they can take it, else the next on duty. */
function chooseBroker(
  lead: DueLead,
  mode: DistributionMode,
  onDuty: readonly number[],
  able: readonly number[],
  lastInTurn: number | null,
): Handing | undefined {
  const firstHandOut = lead.assigned_to === null;
  if (firstHandOut && mode === 'property_broker' && lead.broker_id !== null && able.includes(lead.broker_id)) {
    return { to: lead.broker_id, fromTurn: false };
  }
  const next = nextInTurn(onDuty, lastInTurn, lead.assigned_to);
  return next === undefined ? undefined : { to: next, fromTurn: true };
}

/**
 * Acts on one due lead in one transaction: hands it out (or passes it on, untaken, to the next broker on duty),
 * records it in the history, tells the broker by mail through the outbox and sets when to act again. The setting's
 * row is locked for the turn, so that two processes never give one turn twice. Answers false when no lead is due.
 */
async function distributeOne({ db, dialect, siteUrl }: DistributionContext, now: Date): Promise<boolean> {
  return db.transaction().execute(async (transaction) => {
    const lead = await claimDueLead(transaction, dialect, now);
    if (lead === undefined) return false;
    const setting = await transaction
      .selectFrom('lead_distribution')
      .selectAll()
      .orderBy('id')
      .limit(1)
      .$if(dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirstOrThrow();
    const at = now.toISOString();
    if (setting.mode === 'manual') {
      await transaction.updateTable('leads').set({ handover_at: null }).where('id', '=', lead.id).execute();
      return true;
    }
    const able = await brokers(transaction, false);
    const onDuty = (await brokers(transaction, true)).map((broker) => broker.id);
    const handing = chooseBroker(
      lead,
      setting.mode,
      onDuty,
      able.map((broker) => broker.id),
      setting.last_broker_id,
    );
    // Alone on duty, the broker keeps an untaken lead for another while; a lead nobody holds is tried again soon.
    const waitMs = handing === undefined && lead.assigned_to === null ? RETRY_WITHOUT_BROKER_MS : setting.handover_minutes * 60_000;
    const retryAt = new Date(now.getTime() + waitMs);
    const broker = able.find((candidate) => candidate.id === handing?.to);
    if (handing === undefined || broker === undefined) {
      await transaction.updateTable('leads').set({ handover_at: retryAt.toISOString() }).where('id', '=', lead.id).execute();
      return true;
    }
    await transaction
      .updateTable('leads')
      .set({ assigned_to: broker.id, handover_at: retryAt.toISOString(), updated_at: at })
      .where('id', '=', lead.id)
      .execute();
    if (handing.fromTurn)
      await transaction.updateTable('lead_distribution').set({ last_broker_id: broker.id }).where('id', '=', setting.id).execute();
    const handedOver = lead.assigned_to !== null;
    await recordLeadEvent(transaction, {
      leadId: lead.id,
      kind: handedOver ? 'handed_over' : 'assigned',
      detail: handedOver ? JSON.stringify({ from: lead.assigned_to, to: broker.id, minutes: setting.handover_minutes }) : String(broker.id),
      userId: null,
      at,
    });
    const property =
      lead.property_id === null
        ? undefined
        : await transaction.selectFrom('properties').select(['code', 'title']).where('id', '=', lead.property_id).executeTakeFirst();
    await queueMail(
      transaction,
      leadAssignedMail({
        ...lead,
        listingCode: lead.listing_code,
        propertyCode: property?.code ?? null,
        propertyTitle: property?.title ?? null,
        brokerName: broker.name,
        brokerEmail: broker.email,
        handoverMinutes: setting.handover_minutes,
        siteUrl,
      }),
      now,
    );
    return true;
  });
}

/**
 * One pass of the distribution: acts on the leads that are due at `now` (at most `BATCH_SIZE`), each in its own
 * transaction. Answers how many it acted on.
 */
export async function distributeDueLeads(context: DistributionContext, now: Date = new Date()): Promise<number> {
  let acted = 0;
  while (acted < BATCH_SIZE && (await distributeOne(context, now))) acted += 1;
  return acted;
}
