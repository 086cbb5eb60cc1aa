import type { Kysely } from 'kysely';
import { agencyNameOf, findActiveCompanies } from '../catalogue/company.js';
import type { Database, VisitRow, VisitStatus } from '../db/schema.js';
import { formatDisplayPhone } from '../http/field-readers.js';
import { saoPauloDateAndTime, visitPeriodWrittenOut } from '../../../shared/visit-dates.js';
import { visitPlace } from './visit-mails.js';
import type { VisitRecordData } from './visit-record-pdf.js';

/** How the ficha names a visit's status. */
const STATUS_LABELS: Readonly<Record<VisitStatus, string>> = {
  requested: 'Solicitada',
  confirmed: 'Confirmada',
  done: 'Realizada',
  cancelled: 'Cancelada',
  no_show: 'Não compareceu',
};

const NOT_CONFIRMED_LINE = 'O visitante não confirmou a visita pelo link recebido.';

/** '05/12/2026 às 11:20'. */
function dateAtTime(iso: string): string {
  const { date, time } = saoPauloDateAndTime(new Date(iso));
  return `${date} às ${time}`;
}

/** The outcome once recorded: 'Cliente compareceu; interesse 4 de 5. Gostou da varanda.' */
function outcomeLine(visit: VisitRow): string | null {
  if (visit.status === 'no_show') return 'O cliente não compareceu.';
  if (visit.status !== 'done') return null;
  const interest = visit.interest === null ? '' : `; interesse ${visit.interest} de 5`;
  const comment = visit.outcome_comment ? ` ${visit.outcome_comment}` : '';
  return `Cliente compareceu${interest}.${comment}`;
}

/** The visitor's own confirmation on their private link, with when and from which address. */
function confirmationLine(visit: VisitRow): string {
  if (visit.visitor_confirmed_at === null) return NOT_CONFIRMED_LINE;
  const from = visit.visitor_confirmed_address === null ? '' : `, do endereço ${visit.visitor_confirmed_address}`;
  return `Confirmado pelo visitante em ${dateAtTime(visit.visitor_confirmed_at)}${from}`;
}

/** A CRECI as registered ('CRECI-SP 12345-J' or '12345-J'), always read with its name. */
function withCreciName(creci: string): string {
  return /^creci/i.test(creci.trim()) ? creci.trim() : `CRECI ${creci.trim()}`;
}

/**
 * What the visit's ficha shows, read now: the agency's company record (its CNPJ as the company form stores it,
 * formatted, `companies/company-form.ts`), the broker's CRECI from their account, the person as given on the visit, the
 * property's full address (staff see all of it), and who generates it when.
 */
export async function visitRecordData(
  db: Kysely<Database>,
  visit: VisitRow,
  generated: { by: string; at: Date },
): Promise<VisitRecordData> {
  const [property, broker, [agency]] = await Promise.all([
    db.selectFrom('properties').selectAll().where('id', '=', visit.property_id).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(['name', 'creci']).where('id', '=', visit.broker_id).executeTakeFirstOrThrow(),
    findActiveCompanies(db),
  ]);
  return {
    agency: {
      name: agencyNameOf(agency),
      cnpj: agency?.document ?? 'não cadastrado',
      creci: agency === undefined ? 'CRECI não cadastrado' : withCreciName(agency.creci),
    },
    broker: { name: broker.name, creci: broker.creci },
    client: { name: visit.name, phone: visit.phone === '' ? '—' : formatDisplayPhone(visit.phone), email: visit.email },
    property: { code: property.code, address: visitPlace({ ...property, address_privacy: 'full' }) },
    when: visitPeriodWrittenOut(new Date(visit.starts_at), new Date(visit.ends_at)),
    status: STATUS_LABELS[visit.status],
    outcome: outcomeLine(visit),
    visitorConfirmation: confirmationLine(visit),
    generated: `Gerada em ${dateAtTime(generated.at.toISOString())} por ${generated.by}`,
  };
}
