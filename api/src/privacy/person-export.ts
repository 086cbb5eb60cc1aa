import { strToU8, zipSync } from 'fflate';
import type { PersonKey } from './person-key.js';
import type { PersonRecords } from './person-records.js';

/** What the export's CSV names each kind of record. */
const RECORD_NAMES: Record<keyof PersonRecords, string> = {
  clients: 'Cliente',
  leads: 'Lead',
  contact_messages: 'Mensagem de contato',
  registrations: 'Imóvel cadastrado pelo proprietário',
  visits: 'Visita',
  visit_records: 'Ficha de visita',
  consents: 'Consentimento',
  portal_rejects: 'Documento de portal recebido com erro',
};

/** A CSV cell: quoted when it holds a separator, a quote or a line break; a formula's first character neutralized. */
function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The records as one CSV, one line per field (registro; id; campo; valor), so that records of every kind sit in one
 * sheet; separated by semicolons, as spreadsheets set up for Brazil read them, with a BOM for the accents.
 */
function personCsv(records: PersonRecords): string {
  const lines = [['registro', 'id', 'campo', 'valor'].join(';')];
  for (const kind of Object.keys(RECORD_NAMES) as (keyof PersonRecords)[]) {
    for (const record of records[kind] as Record<string, string | number | null>[]) {
      for (const [field, value] of Object.entries(record)) {
        if (field === 'id') continue;
        lines.push([RECORD_NAMES[kind], record.id, field, value].map(csvCell).join(';'));
      }
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The export's file name: the day it was made (São Paulo). */
export function exportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return `dados-pessoais-${day}.zip`;
}

/**
 * Everything held about the person, in one download: `dados-pessoais.json` (the records by kind, with what was
 * searched and when) and `dados-pessoais.csv` (the same, one line per field).
 */
export function personExportZip(key: PersonKey, records: PersonRecords, now: Date): Uint8Array {
  const json = JSON.stringify({ exported_at: now.toISOString(), searched: key, ...records }, null, 2);
  return zipSync({
    'dados-pessoais.json': strToU8(json),
    'dados-pessoais.csv': strToU8(personCsv(records)),
  });
}
