import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import { BROKER_ROLES } from '../auth/broker-roles.js';
import type { DialectName } from '../db/connect.js';
import type { Database, DistributionMode, LeadSource } from '../db/schema.js';
import { queueMail } from '../mail/queue.js';
import { nextInTurn } from './duty-turn.js';
import { leadAssignedMail } from './lead-assigned-mail.js';
import { recordLeadEvent } from './lead-create.js';

/** A lead nobody could take (no broker on duty) is tried again this much later. */
const RETRY_WITHOUT_BROKER_MS = 60_000;

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

/** Who receives a lead, and whether the turn gave them. */
interface Handing {
  to: AbleBroker;
  fromTurn: boolean;
}

/** A broker who may be handed leads: active, of a broker role, holding the leads permission. */
interface AbleBroker {
  id: number;
  name: string;
  email: string;
  onDuty: boolean;
}

async function ableBrokers(transaction: Transaction<Database>): Promise<AbleBroker[]> {
  const rows = await transaction
    .selectFrom('users')
    .innerJoin('user_permissions', 'user_permissions.user_id', 'users.id')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select(['users.id', 'users.name', 'users.email', 'users.is_plantao'])
    .where('permissions.identifier', '=', 'leads')
    .where('users.is_active', '=', 1)
    .where('users.role', 'in', [...BROKER_ROLES])
    .execute();
  return rows.map(({ is_plantao: onDuty, ...broker }) => ({ ...broker, onDuty: onDuty === 1 }));
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

/** A lead the distribution leaves to staff: the property's broker mode, for a lead with no broker of its own. */
const LEFT_TO_STAFF = 'staff';

/**
 * Whom the lead goes to: in the property's broker mode, a new lead goes to its property's broker (one who can take it)
 * or is left to staff; otherwise, and when an untaken lead passes on, to the next broker on duty.
 */
function chooseBroker(
  lead: DueLead,
  mode: Exclude<DistributionMode, 'manual'>,
  able: readonly AbleBroker[],
  lastInTurn: number | null,
): Handing | typeof LEFT_TO_STAFF | undefined {
  if (lead.assigned_to === null && mode === 'property_broker') {
    const owner = able.find((broker) => broker.id === lead.broker_id);
    return owner === undefined ? LEFT_TO_STAFF : { to: owner, fromTurn: false };
  }
  const onDuty = able.filter((broker) => broker.onDuty);
  const next = nextInTurn(
    onDuty.map((broker) => broker.id),
    lastInTurn,
    lead.assigned_to,
  );
  const broker = onDuty.find((candidate) => candidate.id === next);
  return broker === undefined ? undefined : { to: broker, fromTurn: true };
}

/** What one hand-out writes about. */
interface HandOut {
  lead: DueLead;
  handing: Handing;
  setting: { id: number; handover_minutes: number };
  nextAt: string;
  now: Date;
  siteUrl: string;
}

/**
 * Gives the lead to the broker, advances the turn when it gave them, records the hand-out (or the hand-over of an
 * untaken lead) in the history and queues the broker's mail: all in the caller's transaction.
 */
async function handOut(transaction: Transaction<Database>, { lead, handing, setting, nextAt, now, siteUrl }: HandOut): Promise<void> {
  const at = now.toISOString();
  const broker = handing.to;
  await transaction
    .updateTable('leads')
    .set({ assigned_to: broker.id, handover_at: nextAt, updated_at: at })
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
    const handing =
      setting.mode === 'manual' ? LEFT_TO_STAFF : chooseBroker(lead, setting.mode, await ableBrokers(transaction), setting.last_broker_id);
    if (handing === LEFT_TO_STAFF) {
      await transaction.updateTable('leads').set({ handover_at: null }).where('id', '=', lead.id).execute();
      return true;
    }
    // Alone on duty, the broker keeps an untaken lead for another while; a lead nobody holds is tried again soon.
    const waitMs = handing === undefined && lead.assigned_to === null ? RETRY_WITHOUT_BROKER_MS : setting.handover_minutes * 60_000;
    const nextAt = new Date(now.getTime() + waitMs).toISOString();
    if (handing === undefined) {
      await transaction.updateTable('leads').set({ handover_at: nextAt }).where('id', '=', lead.id).execute();
      return true;
    }
    await handOut(transaction, { lead, handing, setting, nextAt, now, siteUrl });
    return true;
  });
}

/**
 * One pass of the distribution: acts on every lead due at `now`, each in its own transaction, until none is left or
 * `signal` aborts (the process stops: the rest stays due for the next pass). Answers how many it acted on. Between
 * two leads the pass gives the event loop back, so that requests arriving meanwhile (a portal's burst, say) are
 * answered between them rather than after the whole backlog: SQLite's statements run synchronously.
 */
export async function distributeDueLeads(context: DistributionContext, now: Date = new Date(), signal?: AbortSignal): Promise<number> {
  let acted = 0;
  while (signal?.aborted !== true && (await distributeOne(context, now))) {
    acted += 1;
    await nextTurnOfEventLoop();
  }
  return acted;
}
