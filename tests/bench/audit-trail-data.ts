import { sql, type Insertable, type Kysely } from 'kysely';
import type { DialectName } from '../../api/src/db/connect.js';
import type { Database } from '../../api/src/db/schema.js';
import type { AuditAction, AuditRecordType, AuditValue, FieldChange } from '../../api/src/audit/audit-types.js';

/**
 * A long audit trail written straight into the database for the 'Auditoria' benchmark: two years of entries by 40
 * members of staff (some much busier than others), of every kind of record in a plausible mix (properties and leads
 * most, sign-ins every day, the agency's settings now and then), each changing one to three fields; the values of a
 * client's, a lead's or a property owner's own fields kept apart in `audit_personal_values` as the API keeps them,
 * except for the few people already erased. Entries are numbered in the order of their time, as the API appends them.
 * SQLite: multi-row inserts in one transaction; PostgreSQL: batches of arrays unnested by one INSERT each.
 */

/** How far back the trail goes: two years. */
const SPAN_MS = 2 * 365 * 24 * 60 * 60 * 1000;
const STAFF = 40;
/** SQLite: entries per INSERT (10 values a row, under SQLite's limit of bound values). */
const SQLITE_ROWS = 2_000;
/** PostgreSQL: entries per INSERT … SELECT FROM unnest(…). */
const POSTGRES_ROWS = 20_000;
/** Share of the people (clients, leads) already erased under the LGPD: their entries keep no personal values. */
const ERASED_SHARE = 0.03;

const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João'];
const SURNAMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Ferreira', 'Almeida', 'Costa', 'Ribeiro'];

type Random = () => number;

/** A small deterministic generator, so every run writes the same trail. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [choice, weight] of choices) {
    left -= weight;
    if (left < 0) return choice;
  }
  return choices[choices.length - 1]![0];
}

function personName(random: Random): string {
  return `${FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]} ${SURNAMES[Math.floor(random() * SURNAMES.length)]}`;
}

/** The changes and label of one entry, before the personal values are split off. */
interface EntryContent {
  action: AuditAction;
  recordId: number | null;
  label: string | null;
  changes: FieldChange[];
  /** Who acted: a member of staff, or nobody (a failed sign-in). */
  byStaff: boolean;
}

/** One kind of record: how often it is written, how many there are, and what an entry about one says. */
interface RecordKind {
  type: AuditRecordType;
  weight: number;
  /** The fields of it that are a person's own (split off), and whether its label is (a person's name). */
  personalFields: readonly string[];
  labelIsPersonal: boolean;
  entry(random: Random, actorId: number): EntryContent;
}

function changed(field: string, before: AuditValue, after: AuditValue): FieldChange {
  return { field, before, after };
}

function updated(recordId: number, label: string, changes: FieldChange[]): EntryContent {
  return { action: 'updated', recordId, label, changes, byStaff: true };
}

const RECORD_KINDS: readonly RecordKind[] = [
  {
    type: 'property',
    weight: 33,
    personalFields: ['contact_name', 'contact_phone', 'contact_email'],
    labelIsPersonal: false,
    entry(random) {
      const id = 1 + Math.floor(random() * 20_000);
      const label = `IM-${String(id).padStart(5, '0')} — Apartamento no Centro`;
      const price = 200_000 + Math.floor(random() * 800) * 1_000;
      const roll = random();
      if (roll < 0.08) return { action: 'created', recordId: id, label, changes: [changed('price', null, price)], byStaff: true };
      if (roll < 0.1) return { action: 'deleted', recordId: id, label, changes: [changed('price', price, null)], byStaff: true };
      if (roll < 0.55) return updated(id, label, [changed('price', price, price - 10_000)]);
      if (roll < 0.8) return updated(id, label, [changed('status', 'in_analysis', 'published')]);
      if (roll < 0.92) return updated(id, label, [changed('title', 'Apartamento no Centro', 'Apartamento reformado no Centro')]);
      return updated(id, label, [
        changed('contact_phone', '11987654321', '11912345678'),
        changed('contact_name', personName(random), personName(random)),
      ]);
    },
  },
  {
    type: 'lead',
    weight: 26,
    personalFields: ['name', 'email', 'phone', 'message'],
    labelIsPersonal: true,
    entry(random, actorId) {
      const id = 1 + Math.floor(random() * 300_000);
      const label = personName(random);
      const roll = random();
      if (roll < 0.55) return updated(id, label, [changed('status', 'new', 'in_progress')]);
      if (roll < 0.85) return updated(id, label, [changed('user_id', null, actorId)]);
      if (roll < 0.97) return updated(id, label, [changed('status', 'in_progress', 'converted')]);
      return updated(id, label, [changed('phone', '11987654321', '11912345678')]);
    },
  },
  {
    type: 'client',
    weight: 12,
    personalFields: ['name', 'email', 'phone'],
    labelIsPersonal: true,
    entry(random) {
      const id = 1 + Math.floor(random() * 30_000);
      const label = personName(random);
      const roll = random();
      if (roll < 0.3) {
        const changes = [
          changed('name', null, label),
          changed('email', null, `cliente${id}@exemplo.com.br`),
          changed('is_active', null, 1),
        ];
        return { action: 'created', recordId: id, label, changes, byStaff: true };
      }
      if (roll < 0.8) return updated(id, label, [changed('phone', '11987654321', '11912345678')]);
      return updated(id, label, [changed('is_active', 1, 0)]);
    },
  },
  {
    type: 'user',
    weight: 20,
    personalFields: [],
    labelIsPersonal: false,
    entry(random, actorId) {
      const roll = random();
      if (roll < 0.6) return { action: 'signed_in', recordId: actorId, label: `Funcionário ${actorId}`, changes: [], byStaff: true };
      if (roll < 0.85) return { action: 'signed_out', recordId: actorId, label: `Funcionário ${actorId}`, changes: [], byStaff: true };
      if (roll < 0.95) return { action: 'sign_in_failed', recordId: null, label: 'alguem@exemplo.com.br', changes: [], byStaff: false };
      const id = 1 + Math.floor(random() * STAFF);
      return updated(id, `Funcionário ${id}`, [{ field: 'password_hash', secret: true }]);
    },
  },
  ...(
    [
      ['video', 2, 400, 'title'],
      ['template', 2, 60, 'name'],
      ['company', 1, 3, 'phone'],
      ['holiday', 1, 200, 'name'],
      ['lead_distribution', 2, 1, 'mode'],
      ['portal_address', 0.5, 6, 'secret'],
      ['portal_feed', 0.5, 1, 'token'],
    ] as const
  ).map(([type, weight, records, field]): RecordKind => ({
    type,
    weight,
    personalFields: [],
    labelIsPersonal: false,
    entry(random) {
      const id = 1 + Math.floor(random() * records);
      const label = `${type} ${id}`;
      if (field === 'secret' || field === 'token') return updated(id, label, [{ field, secret: true }]);
      return updated(id, label, [changed(field, 'antes', 'depois')]);
    },
  })),
];

const KIND_WEIGHTS = RECORD_KINDS.map((kind) => [kind, kind.weight] as const);

/** The staff's ids and how busy each is: a few do most of the writing. */
const STAFF_WEIGHTS: readonly (readonly [number, number])[] = Array.from({ length: STAFF }, (_unused, index) => [
  index + 1,
  1 / (1 + index * 0.25),
]);

/** The filters' values a benchmark can count on finding in the trail written. */
export interface WrittenTrail {
  count: number;
  /** A member of staff of middling activity. */
  typicalActorId: number;
  /** A property with entries. */
  propertyId: number;
}

interface GeneratedEntry {
  entry: Insertable<Database['audit_entries']> & { id: number };
  personal: Insertable<Database['audit_personal_values']> | undefined;
}

function generatedEntry(random: Random, id: number, at: string): GeneratedEntry {
  const kind = weighted(random, KIND_WEIGHTS);
  const actorId = weighted(random, STAFF_WEIGHTS);
  const content = kind.entry(random, actorId);
  const personal = content.changes.filter((change) => kind.personalFields.includes(change.field));
  const kept = content.changes.filter((change) => !kind.personalFields.includes(change.field));
  const personalLabel = kind.labelIsPersonal ? content.label : null;
  const erased = random() < ERASED_SHARE;
  const entry = {
    id,
    at,
    actor_id: content.byStaff ? actorId : null,
    actor_name: content.byStaff ? `Funcionário ${actorId}` : null,
    address: `177.${actorId}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}`,
    action: content.action,
    record_type: kind.type,
    record_id: content.recordId,
    record_label: kind.labelIsPersonal ? null : content.label,
    changes: JSON.stringify(kept),
  };
  const hasPersonal = content.recordId !== null && !erased && (personal.length > 0 || personalLabel !== null);
  return {
    entry,
    personal: hasPersonal
      ? {
          entry_id: id,
          record_type: kind.type,
          record_id: content.recordId!,
          record_label: personalLabel,
          changes: JSON.stringify(personal),
        }
      : undefined,
  };
}

async function insertOnSqlite(db: Kysely<Database>, batch: readonly GeneratedEntry[]): Promise<void> {
  await db
    .insertInto('audit_entries')
    .values(batch.map((generated) => generated.entry))
    .execute();
  const personal = batch.flatMap((generated) => (generated.personal === undefined ? [] : [generated.personal]));
  if (personal.length > 0) await db.insertInto('audit_personal_values').values(personal).execute();
}

async function insertOnPostgres(db: Kysely<Database>, batch: readonly GeneratedEntry[]): Promise<void> {
  const entries = batch.map((generated) => generated.entry);
  const column = <K extends keyof (typeof entries)[number]>(key: K) => entries.map((entry) => entry[key] ?? null);
  await sql`
    insert into audit_entries (id, at, actor_id, actor_name, address, action, record_type, record_id, record_label, changes)
    select * from unnest(${column('id')}::integer[], ${column('at')}::text[], ${column('actor_id')}::integer[],
      ${column('actor_name')}::text[], ${column('address')}::text[], ${column('action')}::text[], ${column('record_type')}::text[],
      ${column('record_id')}::integer[], ${column('record_label')}::text[], ${column('changes')}::text[])`.execute(db);
  const personal = batch.flatMap((generated) => (generated.personal === undefined ? [] : [generated.personal]));
  if (personal.length === 0) return;
  const field = <K extends keyof (typeof personal)[number]>(key: K) => personal.map((row) => row[key] ?? null);
  await sql`
    insert into audit_personal_values (entry_id, record_type, record_id, record_label, changes)
    select * from unnest(${field('entry_id')}::integer[], ${field('record_type')}::text[], ${field('record_id')}::integer[],
      ${field('record_label')}::text[], ${field('changes')}::text[])`.execute(db);
}

/**
 * Appends `total` entries to the trail, the oldest two years ago and the newest now, after whatever it already holds;
 * on PostgreSQL the identity then continues after them and the tables are analyzed, as autovacuum would after a load.
 */
export async function fillAuditTrail(db: Kysely<Database>, dialect: DialectName, total: number): Promise<WrittenTrail> {
  const random = seededRandom(20_261_127);
  const { last } = await db
    .selectFrom('audit_entries')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirstOrThrow();
  const firstId = Number(last ?? 0) + 1;
  const start = Date.now() - SPAN_MS;
  const batchRows = dialect === 'postgres' ? POSTGRES_ROWS : SQLITE_ROWS;
  const insert = dialect === 'postgres' ? insertOnPostgres : insertOnSqlite;
  let propertyId: number | undefined;
  await db.transaction().execute(async (transaction) => {
    for (let first = 0; first < total; first += batchRows) {
      const batch: GeneratedEntry[] = [];
      for (let n = first; n < Math.min(total, first + batchRows); n += 1) {
        const generated = generatedEntry(random, firstId + n, new Date(start + Math.floor((SPAN_MS * n) / total)).toISOString());
        if (generated.entry.record_type === 'property') propertyId = generated.entry.record_id ?? propertyId;
        batch.push(generated);
      }
      await insert(transaction, batch);
    }
  });
  if (dialect === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('audit_entries', 'id'), (select max(id) from audit_entries))`.execute(db);
    await sql`vacuum analyze audit_entries, audit_personal_values`.execute(db);
  }
  if (propertyId === undefined) throw new Error('a trilha gerada não tem imóvel');
  return { count: total, typicalActorId: STAFF / 2, propertyId };
}
