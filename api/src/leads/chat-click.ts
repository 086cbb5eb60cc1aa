import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { createLead } from './lead-create.js';

const UNKNOWN_PROPERTY_MESSAGE = 'O imóvel não foi encontrado.';
const UNKNOWN_BROKER_MESSAGE = 'O corretor não foi encontrado.';
const CLICK_TARGET_MESSAGE = 'Informe o código do imóvel ou o corretor.';
const CLICK_FORM_MESSAGE = 'Por favor, corrija os erros destacados.';

/** The property of a code (case ignored), with its responsible user. */
async function propertyOfCode(db: Kysely<Database>, code: string): Promise<{ id: number; user_id: number | null } | undefined> {
  return db
    .selectFrom('properties')
    .select(['id', 'user_id'])
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
    .executeTakeFirst();
}

async function activeBroker(db: Kysely<Database>, id: number): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').where('id', '=', id).where('is_active', '=', 1).executeTakeFirst();
  return user !== undefined;
}

/**
 * `POST /api/leads/whatsapp-click` `{ property_code?, broker_id?, page? }`: a visitor clicked a property's or a
 * consultant's chat link, on the page given (null when unknown: the click is recorded all the same). The lead's broker is the consultant clicked, or else the property's responsible user.
 * 422 without either, or for an unknown property or broker. Answers the new lead's id.
 */
export async function recordChatClick(db: Kysely<Database>, body: Readonly<Record<string, unknown>>): Promise<number> {
  const form = new FormReader(body);
  const code = form.text('property_code', { maxLength: 60 });
  const brokerId = form.id('broker_id');
  const page = form.text('page', { maxLength: 500 }) ?? null;
  if (form.hasErrors) throw new HttpError(422, CLICK_FORM_MESSAGE, form.errors);
  if (code === undefined && brokerId === undefined)
    throw new HttpError(422, CLICK_TARGET_MESSAGE, { property_code: [CLICK_TARGET_MESSAGE] });
  const property = code === undefined ? undefined : await propertyOfCode(db, code);
  if (code !== undefined && property === undefined) {
    throw new HttpError(422, UNKNOWN_PROPERTY_MESSAGE, { property_code: [UNKNOWN_PROPERTY_MESSAGE] });
  }
  if (brokerId !== undefined && !(await activeBroker(db, brokerId))) {
    throw new HttpError(422, UNKNOWN_BROKER_MESSAGE, { broker_id: [UNKNOWN_BROKER_MESSAGE] });
  }
  return db.transaction().execute((transaction) =>
    createLead(transaction, {
      source: 'whatsapp',
      propertyId: property?.id ?? null,
      brokerId: brokerId ?? property?.user_id ?? null,
      page,
    }),
  );
}
