import { sql, type Migration } from 'kysely';
import { oneOf, withId, type DialectName, type MigrationDatabase } from './columns.js';

/** The values each check allowed when this migration was written; later migrations change them, never this one. */
const MAIL_KINDS = ['contact_message', 'property_status'];
const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
const CONTACT_INTERESTS = ['buy', 'rent', 'sell', 'rent_out', 'others'] as const;
type ContactInterest = (typeof CONTACT_INTERESTS)[number];
type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** How the contact form named each interest when this migration was written. */
const CONTACT_INTEREST_LABELS: Record<ContactInterest, string> = {
  buy: 'Quero comprar',
  rent: 'Quero alugar',
  sell: 'Quero vender meu imóvel',
  rent_out: 'Quero colocar meu imóvel para alugar',
  others: 'Outros assuntos',
};

const receivedAtFormat = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** A contact message as migration 0002 stored it, with its delivery state. */
interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  interest: ContactInterest | null;
  message: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** One line of header text: line breaks and tabs become spaces. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}

/**
 * The agency's mail for a stored contact message, rendered as the site rendered it when this migration was
 * written (a copy kept here, so that today's mail code never changes what this migration produces).
 */
function contactMail(message: StoredContactMessage): { subject: string; text: string; replyTo: { name: string; address: string } } {
  const name = oneLine(message.name);
  const interest = message.interest === null ? undefined : CONTACT_INTEREST_LABELS[message.interest];
  const subject = interest === undefined ? `Contato pelo site: ${name}` : `Contato pelo site: ${name} — ${interest}`;
  const text = [
    'Nova mensagem recebida pelo formulário de contato do site.',
    '',
    `Nome: ${name}`,
    `E-mail: ${oneLine(message.email)}`,
    `Telefone: ${oneLine(message.phone)}`,
    `Interesse: ${interest ?? 'Não informado'}`,
    `Recebida em: ${receivedAtFormat.format(new Date(message.created_at))} (horário de Brasília)`,
    '',
    'Mensagem:',
    message.message,
    '',
    `Para responder, use "Responder": a resposta vai direto para ${oneLine(message.email)}.`,
  ].join('\n');
  return { subject, text, replyTo: { name, address: oneLine(message.email) } };
}

const DELIVERY_COLUMNS = ['status', 'attempts', 'next_attempt_at', 'last_error', 'sent_at'] as const;

async function createOutbox(db: MigrationDatabase, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('outbox'), dialect)
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('reference_id', 'integer')
    .addColumn('to_address', 'text')
    .addColumn('reply_to_name', 'text')
    .addColumn('reply_to_address', 'text')
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addCheckConstraint('outbox_kind_known', oneOf('kind', MAIL_KINDS))
    .addCheckConstraint('outbox_status_known', oneOf('status', OUTBOX_STATUSES))
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_reference_idx').on('outbox').columns(['kind', 'reference_id']).execute();
}

/** Moves the delivery state of every stored contact message into the outbox, with its mail rendered. */
async function moveContactDeliveries(db: MigrationDatabase): Promise<void> {
  const { rows } = await sql<StoredContactMessage>`select * from contact_messages order by id`.execute(db);
  for (const row of rows) {
    const mail = contactMail(row);
    await sql`
      insert into outbox (kind, reference_id, to_address, reply_to_name, reply_to_address, subject, body,
                          status, attempts, next_attempt_at, last_error, sent_at, created_at)
      values ('contact_message', ${row.id}, null, ${mail.replyTo.name}, ${mail.replyTo.address}, ${mail.subject},
              ${mail.text}, ${row.status}, ${row.attempts}, ${row.next_attempt_at}, ${row.last_error}, ${row.sent_at},
              ${row.created_at})`.execute(db);
  }
}

/**
 * SQLite cannot drop a column named in a table check, so the table is rebuilt without the delivery
 * columns (ids kept). PostgreSQL drops them, with their index and check, in place.
 */
async function dropContactDeliveryColumns(db: MigrationDatabase, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table contact_messages ${sql.join(DELIVERY_COLUMNS.map((column) => sql`drop column ${sql.ref(column)}`))}`.execute(db);
    return;
  }
  await withId(db.schema.createTable('contact_messages_rebuilt'), dialect)
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('interest', 'text')
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addCheckConstraint('contact_messages_interest_known', sql`interest is null or ${oneOf('interest', CONTACT_INTERESTS)}`)
    .execute();
  await sql`insert into contact_messages_rebuilt (id, name, email, phone, interest, message, created_at)
            select id, name, email, phone, interest, message, created_at from contact_messages`.execute(db);
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.alterTable('contact_messages_rebuilt').renameTo('contact_messages').execute();
}

/** One outbox for every outgoing mail; contact messages keep only what the visitor wrote. */
export function outboxMigration(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDatabase) {
      const steps = async (transaction: MigrationDatabase) => {
        await createOutbox(transaction, dialect);
        await moveContactDeliveries(transaction);
        await dropContactDeliveryColumns(transaction, dialect);
      };
      // PostgreSQL migrations already run in a transaction; SQLite ones do not, so this one opens its own.
      if (db.isTransaction) await steps(db);
      else await db.transaction().execute(steps);
    },
    async down(db: MigrationDatabase) {
      await db.schema
        .alterTable('contact_messages')
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending'))
        .execute();
      await db.schema
        .alterTable('contact_messages')
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      for (const column of ['next_attempt_at', 'last_error', 'sent_at']) {
        await db.schema.alterTable('contact_messages').addColumn(column, 'text').execute();
      }
      await sql`update contact_messages set
          status = coalesce((select status from outbox where kind = 'contact_message' and reference_id = contact_messages.id), 'sent'),
          attempts = coalesce((select attempts from outbox where kind = 'contact_message' and reference_id = contact_messages.id), 0),
          next_attempt_at = (select next_attempt_at from outbox where kind = 'contact_message' and reference_id = contact_messages.id),
          last_error = (select last_error from outbox where kind = 'contact_message' and reference_id = contact_messages.id),
          sent_at = (select sent_at from outbox where kind = 'contact_message' and reference_id = contact_messages.id)`.execute(db);
      await db.schema.createIndex('contact_messages_outbox_idx').on('contact_messages').columns(['status', 'next_attempt_at']).execute();
      await db.schema.dropTable('outbox').execute();
    },
  };
}
