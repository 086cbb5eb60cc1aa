import type { Readable } from 'node:stream';
import type { LeadPortal } from '../generated/resolvers.js';
import type { RestClient } from './client.js';
import { RAW_LEAD_PORTALS } from './portals-types.js';
import { pathSegment } from './request-path.js';
import type { StreamedAnswer } from './streamed-post.js';

/**
 * How long the API may take to receive a lead and answer: a few seconds, after which the portal is told to try again
 * (it retries any answer but 2xx).
 */
const RELAY_TIMEOUT_MS = 8_000;

/** How a portal shows it holds its secret: in its address, or as the password of an HTTP Basic `Authorization`. */
export type PortalSecret = { kind: 'path'; secret: string } | { kind: 'basic'; authorization: string };

/** A document a portal is posting, as the gateway receives it. */
export interface RelayedDocument {
  /** The request's body, passed on as it arrives. */
  body: Readable;
  /** The request's headers that say how to read the body (type, length, encoding). */
  headers: Record<string, string>;
  /** The portal's address, forwarded so the API sees who posted. */
  clientAddress: string | null;
}

/** The API's answer to a relayed document: its status and its text, whatever the status. */
export type RelayedAnswer = StreamedAnswer;

/**
 * The portals' lead addresses, relayed to the API with the API key (`POST /api/portal-leads/{portal}/{secret}`, or
 * `POST /api/portal-leads/{portal}` with the Basic password): the body streams through unread, and the API checks the
 * secret before reading it. Only an unreachable, failing or slow API throws (`RestError.unavailable`); a secret that
 * is no plain path segment is a 404 `RestError`, without calling it.
 */
export class PortalLeadRelay {
  constructor(private readonly client: RestClient) {}

  relay(portal: LeadPortal, secret: PortalSecret, document: RelayedDocument): Promise<RelayedAnswer> {
    const address = `/api/portal-leads/${pathSegment(RAW_LEAD_PORTALS[portal])}`;
    const client = this.client.withBearerToken(null).withClientAddress(document.clientAddress);
    const [path, headers] =
      secret.kind === 'basic'
        ? [address, { ...document.headers, authorization: secret.authorization }]
        : [`${address}/${pathSegment(secret.secret)}`, document.headers];
    return client.relayPost(path, document.body, headers, { timeoutMs: RELAY_TIMEOUT_MS });
  }
}
