import type { Client, ClientChoice } from '../generated/resolvers.js';
import type { RawClientChoices, RawClientPage } from '../rest/people-types.js';
import type { RawClient, RawItemEnvelope } from '../rest/types.js';
import { rowsOf, toPagingEcho, type PagingEcho } from './paging.js';
import { toBool, toId, toText } from './scalars.js';

/** One REST client → the GraphQL `Client`; null without an id. A missing flag reads as active. */
export function toClient(raw: RawClient | null | undefined): Client | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const id = toId(raw.id);
  if (id === null) return null;
  return {
    id,
    name: toText(raw.name) ?? '',
    phone: toText(raw.phone),
    email: toText(raw.email),
    isActive: toBool(raw.is_active) ?? true,
  };
}

/** `{ data: [...], total, page, per_page }` → the clients, in the API's order, and what the answer says of its paging. */
export function toClientListAnswer(envelope: RawClientPage | null | undefined): { clients: Client[]; paging: PagingEcho } {
  const clients: Client[] = [];
  for (const raw of rowsOf(envelope)) {
    const client = toClient(raw);
    if (client) clients.push(client);
  }
  return { clients, paging: toPagingEcho(envelope) };
}

/** `{ data: client }` → the client, or null when there is none. */
export function toClientAnswer(envelope: RawItemEnvelope<RawClient> | null | undefined): Client | null {
  return toClient(envelope?.data);
}

/** `{ data: [{ id, name }] }` of the choices call → the select's choices, in the API's order; one without an id is left out. */
export function toClientChoices(envelope: RawClientChoices | null | undefined): ClientChoice[] {
  const choices: ClientChoice[] = [];
  for (const raw of Array.isArray(envelope?.data) ? envelope.data : []) {
    const id = toId(raw?.id);
    if (id !== null) choices.push({ id, name: toText(raw?.name) ?? '' });
  }
  return choices;
}
