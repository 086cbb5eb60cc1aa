import { isPing, leadReading, MALFORMED_NOT_OBJECT, objectOf, phoneDigits, type PortalReading } from './portal-document.js';

/**
 * A lead of Chaves na Mão, posted with HTTP Basic authentication: the lead's `id`, the person's `name`, `email`,
 * `phone` and `message`, and the listing in `ad` (`ad.reference` is our property's code).
 * `fixtures/chaves-na-mao-lead.json` is one.
 */
export function readChavesNaMaoLead(document: unknown): PortalReading {
  const lead = objectOf(document);
  if (lead === null) return { kind: 'malformed', reason: MALFORMED_NOT_OBJECT };
  if (isPing(lead)) return { kind: 'ping' };
  const ad = objectOf(lead.ad);
  return leadReading({
    source: 'chavesnamao',
    originLeadId: lead.id,
    listingCode: ad?.reference,
    name: lead.name,
    email: lead.email,
    phone: phoneDigits(lead.phone),
    message: lead.message,
    interest: null,
  });
}
