import type { CompanyRecord } from '../generated/resolvers.js';
import type { RawCompanyRecord, RawPagedEnvelope } from '../rest/people-types.js';
import type { RawItemEnvelope } from '../rest/types.js';
import { toAddress } from './address.js';
import { rowsOf, toPagingEcho, type PagingEcho } from './paging.js';
import { toBool, toId, toText } from './scalars.js';

/** One REST company record → the GraphQL `CompanyRecord`; null without an id. A missing flag reads as active. */
export function toCompanyRecord(raw: RawCompanyRecord | null | undefined): CompanyRecord | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const id = toId(raw.id);
  if (id === null) return null;
  return {
    id,
    name: toText(raw.name) ?? '',
    document: toText(raw.document),
    creci: toText(raw.creci),
    phone: toText(raw.phone),
    whatsapp: toText(raw.whatsapp),
    email: toText(raw.email),
    address: toAddress(raw),
    isActive: toBool(raw.is_active) ?? true,
    feedContact: {
      name: toText(raw.feed_contact_name),
      email: toText(raw.feed_email),
      phone: toText(raw.feed_phone),
      website: toText(raw.feed_website),
    },
  };
}

/** `{ data: company }` → the record, or null when there is none. */
export function toCompanyRecordAnswer(envelope: RawItemEnvelope<RawCompanyRecord> | null | undefined): CompanyRecord | null {
  return toCompanyRecord(envelope?.data);
}

/** A page of company records and what the answer says of its paging (`total` or `meta.total`). */
export interface CompanyListAnswer {
  records: CompanyRecord[];
  paging: PagingEcho;
}

export function toCompanyListAnswer(envelope: RawPagedEnvelope<RawCompanyRecord> | null | undefined): CompanyListAnswer {
  const records: CompanyRecord[] = [];
  for (const raw of rowsOf(envelope)) {
    const record = toCompanyRecord(raw);
    if (record) records.push(record);
  }
  return { records, paging: toPagingEcho(envelope) };
}
