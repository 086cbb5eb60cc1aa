import type { ContactInterest } from '../../db/schema.js';
import {
  isPing,
  leadReading,
  MALFORMED_NOT_OBJECT,
  objectOf,
  phoneDigits,
  textOf,
  type PortalLeadSource,
  type PortalReading,
} from './portal-document.js';

/** Which of the group's sites the lead came from, by `leadOrigin`; a site not named here counts as OLX. */
function sourceOf(origin: unknown): PortalLeadSource {
  const name = (textOf(origin, 40) ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (name.includes('vivareal')) return 'vivareal';
  if (name.includes('zap')) return 'zap';
  return 'olx';
}

/** `transactionType` as the portal writes it: SELL for a sale, RENT for a rental. */
function interestOf(transactionType: unknown): ContactInterest | null {
  const type = (textOf(transactionType, 20) ?? '').toUpperCase();
  if (type === 'SELL' || type === 'SALE') return 'buy';
  if (type === 'RENT' || type === 'RENTAL') return 'rent';
  return null;
}

/**
 * A lead of Grupo OLX (ZAP Imóveis, Viva Real, OLX), one JSON document per lead as its lead integration posts it:
 * `leadOrigin`, `originLeadId`, `originListingId`, `clientListingId` (our property's code, the feed's
 * `ListingID`), `name`, `email`, `ddd` with `phone` (or `phoneNumber` whole), `message`, `temperature`,
 * `transactionType` and `extraData.leadType`. `fixtures/grupo-olx-lead.json` is one.
 */
export function readGrupoOlxLead(document: unknown): PortalReading {
  const lead = objectOf(document);
  if (lead === null) return { kind: 'malformed', reason: MALFORMED_NOT_OBJECT };
  if (isPing(lead)) return { kind: 'ping' };
  return leadReading({
    source: sourceOf(lead.leadOrigin),
    originLeadId: lead.originLeadId,
    listingCode: lead.clientListingId,
    name: lead.name,
    email: lead.email,
    phone: phoneDigits(lead.ddd, lead.phone) ?? phoneDigits(lead.phoneNumber),
    message: lead.message,
    interest: interestOf(lead.transactionType),
  });
}
