import { sql, type Insertable, type Kysely } from 'kysely';
import type { DialectName } from '../../api/src/db/connect.js';
import {
  CONTACT_INTERESTS,
  type Database,
  type LeadEventsTable,
  type LeadSource,
  type LeadStatus,
  type LeadsTable,
} from '../../api/src/db/schema.js';
import { leadSearchText } from '../../api/src/leads/lead-search-text.js';

/**
 * A large inbox written straight into the database for the lead benchmark: contact messages, owner registrations and
 * chat clicks (by property or by consultant) in a plausible mix, every status, some assigned, newest last, each with
 * the history the API would have written (created, assigned, status, converted) and its `search_text` written by
 * the API's own `leadSearchText`. Multi-row inserts inside one transaction.
 */

/** Leads per INSERT: 15 columns a row, well under either database's limit of bound values. */
const LEAD_ROWS = 500;
/** History rows per INSERT. */
const EVENT_ROWS = 1_000;
/** How far back the inbox goes: two years. */
const SPAN_MS = 2 * 365 * 24 * 60 * 60 * 1000;

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Juliana',
  'Lucas',
  'Mariana',
  'Marcos',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sílvia',
  'Tiago',
  'Vinícius',
  'Conceição',
  'Luís',
  'Beatriz',
  'Rogério',
];
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Ribeiro',
  'Carvalho',
  'Araújo',
  'Albuquerque',
  'Mendes',
  'Nunes',
  'Prado',
  'Rocha',
  'Barbosa',
  'Cavalcanti',
];
const AREA_CODES = ['19', '11', '21', '31', '41', '48', '51', '61', '71', '81'];
const MAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'exemplo.com.br'];

/** The staff a lead may belong to, and the properties (with their responsible user) leads come in for. */
export interface LeadSeedPeople {
  brokerIds: readonly number[];
  properties: ReadonlyArray<{ id: number; code: string | null; user_id: number | null }>;
}

type Random = () => number;

/** A small deterministic generator, so every run seeds the same inbox. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A visitor who typed their name, phone and e-mail (contact form, owner registration). */
function visitor(random: Random, n: number): { name: string; phone: string; email: string } {
  const first = pick(random, FIRST_NAMES);
  const surname = pick(random, SURNAMES);
  const number = String(Math.floor(random() * 100_000_000)).padStart(8, '0');
  const phone = `(${pick(random, AREA_CODES)}) 9${number.slice(0, 4)}-${number.slice(4)}`;
  const email = `${fold(first)}.${fold(surname)}${n}@${pick(random, MAIL_DOMAINS)}`;
  return { name: `${first} ${surname}`, phone, email };
}

function statusOf(random: Random): LeadStatus {
  const roll = random();
  if (roll < 0.2) return 'new';
  if (roll < 0.55) return 'in_progress';
  if (roll < 0.7) return 'converted';
  return 'discarded';
}

function sourceOf(random: Random): LeadSource {
  const roll = random();
  if (roll < 0.45) return 'contact';
  if (roll < 0.85) return 'whatsapp';
  return 'registration';
}

interface SeededLead {
  row: Insertable<LeadsTable>;
  events: Array<Omit<Insertable<LeadEventsTable>, 'lead_id'>>;
}

function seededLead(random: Random, people: LeadSeedPeople, n: number, at: string): SeededLead {
  const source = sourceOf(random);
  const status = statusOf(random);
  const typed = source === 'whatsapp' ? { name: null, phone: null, email: null } : visitor(random, n);
  const byConsultant = source === 'whatsapp' && random() < 0.3;
  const property = source === 'contact' || byConsultant ? undefined : pick(random, people.properties);
  const brokerId = byConsultant ? pick(random, people.brokerIds) : source === 'whatsapp' ? (property?.user_id ?? null) : null;
  const assignee = status === 'new' || random() < 0.3 ? null : pick(random, people.brokerIds);
  const events: SeededLead['events'] = [{ kind: 'created', detail: source, user_id: null, created_at: at }];
  if (assignee !== null) events.push({ kind: 'assigned', detail: String(assignee), user_id: null, created_at: at });
  if (status === 'converted') events.push({ kind: 'converted', detail: null, user_id: null, created_at: at });
  if (status !== 'new') events.push({ kind: 'status', detail: status, user_id: null, created_at: at });
  return {
    row: {
      source,
      status,
      ...typed,
      interest: source === 'contact' ? pick(random, CONTACT_INTERESTS) : null,
      message: source === 'contact' ? 'Gostaria de mais informações e de agendar uma visita.' : null,
      property_id: property?.id ?? null,
      broker_id: brokerId,
      assigned_to: assignee,
      client_id: null,
      page: source === 'whatsapp' ? '/' : null,
      created_at: at,
      updated_at: at,
      search_text: leadSearchText({ ...typed, propertyCode: property?.code ?? null }),
    },
    events,
  };
}

/** Writes `total` leads with their history; answers how many leads the database then holds. */
export async function seedLeads(db: Kysely<Database>, dialect: DialectName, people: LeadSeedPeople, total: number): Promise<number> {
  if (people.brokerIds.length === 0 || people.properties.length === 0) throw new Error('o inbox precisa de corretores e imóveis');
  const random = seededRandom(20_261_125);
  const start = Date.now() - SPAN_MS;
  await db.transaction().execute(async (transaction) => {
    for (let first = 0; first < total; first += LEAD_ROWS) {
      const batch: SeededLead[] = [];
      for (let n = first; n < Math.min(total, first + LEAD_ROWS); n += 1) {
        batch.push(seededLead(random, people, n, new Date(start + Math.floor((SPAN_MS * n) / total)).toISOString()));
      }
      const ids = await transaction
        .insertInto('leads')
        .values(batch.map((lead) => lead.row))
        .returning('id')
        .execute();
      const events = batch.flatMap((lead, index) => lead.events.map((event) => ({ ...event, lead_id: ids[index]!.id })));
      for (let offset = 0; offset < events.length; offset += EVENT_ROWS) {
        await transaction
          .insertInto('lead_events')
          .values(events.slice(offset, offset + EVENT_ROWS))
          .execute();
      }
    }
  });
  // PostgreSQL's autovacuum would analyze the tables after such a load; SQLite's statistics are the API's own
  // (`db/planner-statistics.ts`, at start-up).
  if (dialect === 'postgres') await sql`vacuum analyze leads, lead_events`.execute(db);
  const { count } = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
