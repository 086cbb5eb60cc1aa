import type { Client } from '../generated/resolvers.js';
import type { RawClient, RawClientEnvelope, RawItemEnvelope } from '../rest/types.js';
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

/** `{ data: [...] }` → the clients, in the API's order. */
export function toClients(envelope: RawClientEnvelope | null | undefined): Client[] {
  const clients: Client[] = [];
  for (const raw of Array.isArray(envelope?.data) ? envelope.data : []) {
    const client = toClient(raw);
    if (client) clients.push(client);
  }
  return clients;
}

/** `{ data: client }` → the client, or null when there is none. */
export function toClientAnswer(envelope: RawItemEnvelope<RawClient> | null | undefined): Client | null {
  return toClient(envelope?.data);
}
