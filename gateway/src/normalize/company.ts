import type { Company } from '../generated/resolvers.js';
import type { RawCompany, RawCompanyEnvelope } from '../rest/types.js';
import { toAddress } from './address.js';
import { chatUrlFor, toText } from './scalars.js';

/** One REST company → the GraphQL `Company`; the chat link goes to its phone (its WhatsApp when it has no phone). */
export function toCompany(raw: RawCompany): Company {
  const phone = toText(raw.phone);
  const whatsapp = toText(raw.whatsapp);
  return {
    name: toText(raw.name) ?? '',
    document: toText(raw.document),
    creci: toText(raw.creci),
    phone,
    whatsapp,
    email: toText(raw.email),
    address: toAddress(raw),
    chatUrl: chatUrlFor(phone) ?? chatUrlFor(whatsapp),
  };
}

/** The public company call answers a list whose first item is the company; none → null. */
export function toCompanyAnswer(envelope: RawCompanyEnvelope | null | undefined): Company | null {
  const first = Array.isArray(envelope?.data) ? envelope.data[0] : undefined;
  if (typeof first !== 'object' || first === null) return null;
  return toCompany(first);
}
