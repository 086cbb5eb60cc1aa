import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../api/src/db/schema.js';
import { migrationDatabases } from './support/migration-database.js';
import { postgresUnavailableReason } from './support/postgres.js';

const postgresUnavailable = await postgresUnavailableReason();

async function contactColumns(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from contact_messages order by id`.execute(db);
  return Object.keys(rows[0] ?? {}).sort();
}

describe.each(['sqlite', 'postgres'] as const)('migration 0004-outbox on %s', (dialect) => {
  const databases = migrationDatabases(dialect, 'outbox-migration-');

  it.skipIf(dialect === 'postgres' && postgresUnavailable !== undefined)(
    "moves each contact message's delivery into the outbox, mail rendered, and keeps the message",
    async () => {
      const { handle, migrateTo } = await databases.open();
      expect(await migrateTo('0003-rate-limits')).toBeUndefined();
      const base = {
        email: 'ana@exemplo.com.br',
        phone: '19999990000',
        message: 'Olá!\nPodem ligar?',
        created_at: '2026-11-20T13:00:00.000Z',
      };
      await sql`insert into contact_messages (name, email, phone, interest, message, status, attempts, next_attempt_at, last_error, sent_at, created_at)
                values ('Ana Lima', ${base.email}, ${base.phone}, 'buy', ${base.message}, 'pending', 2, '2026-11-20T13:05:00.000Z', 'ECONNREFUSED', null, ${base.created_at}),
                       ('Caio Reis', ${base.email}, ${base.phone}, null, ${base.message}, 'sent', 1, null, null, '2026-11-20T13:01:00.000Z', ${base.created_at})`.execute(
        handle.db,
      );

      expect(await migrateTo('0004-outbox')).toBeUndefined();
      expect(await contactColumns(handle.db)).toEqual(['created_at', 'email', 'id', 'interest', 'message', 'name', 'phone']);
      const outbox = await handle.db.selectFrom('outbox').selectAll().orderBy('id').execute();
      expect(outbox).toHaveLength(2);
      expect(outbox[0]).toMatchObject({
        kind: 'contact_message',
        to_address: null,
        reply_to_name: 'Ana Lima',
        reply_to_address: 'ana@exemplo.com.br',
        subject: 'Contato pelo site: Ana Lima — Quero comprar',
        status: 'pending',
        attempts: 2,
        next_attempt_at: '2026-11-20T13:05:00.000Z',
        last_error: 'ECONNREFUSED',
        sent_at: null,
        created_at: base.created_at,
      });
      expect(outbox[0]?.body).toContain('Mensagem:\nOlá!\nPodem ligar?');
      expect(outbox[1]).toMatchObject({
        kind: 'contact_message',
        subject: 'Contato pelo site: Caio Reis',
        status: 'sent',
        sent_at: '2026-11-20T13:01:00.000Z',
      });
      const messages = await handle.db.selectFrom('contact_messages').select(['id', 'name']).orderBy('id').execute();
      expect(outbox.map((row) => row.reference_id)).toEqual(messages.map((row) => row.id));

      // New messages keep counting after the old ids.
      const added = await handle.db
        .insertInto('contact_messages')
        .values({ name: 'Nova', email: base.email, phone: base.phone, interest: null, message: 'Oi', created_at: base.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(added.id).toBeGreaterThan(Math.max(...messages.map((row) => row.id)));
    },
  );
});
