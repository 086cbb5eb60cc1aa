import type {
  LeadPortal,
  PortalLeadAddress,
  PortalLeadCredentials,
  PortalLeadReject,
  PortalLeadSecretResult,
} from '../generated/resolvers.js';
import type { RestError } from '../rest/rest-error.js';
import {
  RAW_LEAD_PORTALS,
  type RawPortalLeadAddress,
  type RawPortalLeadAddresses,
  type RawPortalLeadReject,
  type RawPortalLeadRejects,
  type RawPortalLeadSecret,
} from '../rest/portals-types.js';
import { toMutationRefusal, toMutationSuccess } from './mutation-result.js';
import { toId, toText } from './scalars.js';

/** Where the portals post their leads, under the site's public address: `/portais/leads/{portal}[/{secret}]`. */
export const PORTAL_LEADS_PATH = '/portais/leads';

/** The HTTP Basic user given to a portal that sends its secret as the password; the API reads only the password. */
const BASIC_USER = 'imobiliaria';

/** The portals whose secret is the HTTP Basic password rather than part of the address. */
const BASIC_PORTALS: ReadonlySet<LeadPortal> = new Set(['CHAVES_NA_MAO']);

const PORTALS = Object.keys(RAW_LEAD_PORTALS) as LeadPortal[];

/** The portal of a name in an address or an answer (`grupo-olx`, `chaves-na-mao`), or null for any other. */
export function toLeadPortal(name: unknown): LeadPortal | null {
  return PORTALS.find((portal) => RAW_LEAD_PORTALS[portal] === name) ?? null;
}

function toPortalLeadAddress(raw: RawPortalLeadAddress | null | undefined): PortalLeadAddress | null {
  const portal = toLeadPortal(raw?.portal);
  return portal === null ? null : { portal, createdAt: toText(raw?.created_at) };
}

/** Every portal the API lists, in its order, with when its address was generated; portals it does not know are left out. */
export function toPortalLeadAddresses(raw: RawPortalLeadAddresses | null | undefined): PortalLeadAddress[] {
  return (Array.isArray(raw?.data) ? raw.data : [])
    .map(toPortalLeadAddress)
    .filter((address): address is PortalLeadAddress => address !== null);
}

/**
 * The address to give the portal, with its secret: in the address (`{origin}/portais/leads/grupo-olx/{secret}`), or
 * as the Basic password of `{origin}/portais/leads/chaves-na-mao`.
 */
export function toPortalLeadCredentials(portal: LeadPortal, secret: string, origin: string): PortalLeadCredentials {
  const address = `${origin.replace(/\/+$/, '')}${PORTAL_LEADS_PATH}/${RAW_LEAD_PORTALS[portal]}`;
  if (BASIC_PORTALS.has(portal)) return { portal, url: address, user: BASIC_USER, password: secret };
  return { portal, url: `${address}/${encodeURIComponent(secret)}`, user: null, password: null };
}

/** A new secret the API made: its message and the address to give the portal, once; null without a secret in the answer. */
export function toPortalLeadSecretSuccess(
  answer: RawPortalLeadSecret | null | undefined,
  asked: LeadPortal,
  origin: string,
): PortalLeadSecretResult {
  const secret = toText(answer?.secret);
  const portal = toLeadPortal(answer?.portal) ?? asked;
  return { ...toMutationSuccess(answer), credentials: secret === null ? null : toPortalLeadCredentials(portal, secret, origin) };
}

/** A refusal as data (a broker may not generate an address): the API's message, no address. */
export function toPortalLeadSecretRefusal(error: RestError): PortalLeadSecretResult {
  return { ...toMutationRefusal(error), credentials: null };
}

function toPortalLeadReject(raw: RawPortalLeadReject | null | undefined): PortalLeadReject | null {
  const id = toId(raw?.id);
  const portal = toLeadPortal(raw?.portal);
  const receivedAt = toText(raw?.received_at);
  if (id === null || portal === null || receivedAt === null) return null;
  return { id, portal, body: typeof raw?.body === 'string' ? raw.body : '', reason: toText(raw?.reason) ?? '', receivedAt };
}

/** The documents kept as 'Recebidos com erro', in the API's order (newest first); rows without an id, portal or date are left out. */
export function toPortalLeadRejects(raw: RawPortalLeadRejects | null | undefined): PortalLeadReject[] {
  return (Array.isArray(raw?.data) ? raw.data : []).map(toPortalLeadReject).filter((reject): reject is PortalLeadReject => reject !== null);
}
