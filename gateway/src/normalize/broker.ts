import type { Broker, Image } from '../generated/resolvers.js';
import type { RawPagedEnvelope } from '../rest/people-types.js';
import type { RawBroker, RawItemEnvelope } from '../rest/types.js';
import { imageFileName, originalAddress, toImage } from './images.js';
import { rowsOf, toPagingEcho, type PagingEcho } from './paging.js';
import type { NormalizeOptions } from './property.js';
import { toPerson } from './person.js';
import { toBool, toId, toText } from './scalars.js';

/**
 * One REST broker → the GraphQL `Broker`; null without an id or with a role outside the product's list.
 * A missing active flag reads as active, a missing on-duty flag as not on duty.
 */
export function toBroker(raw: RawBroker | null | undefined, options: NormalizeOptions = {}): Broker | null {
  return toPerson(raw, (broker) => ({
    creci: toText(broker.creci),
    phone: toText(broker.phone),
    isActive: toBool(broker.is_active) ?? true,
    onDuty: toBool(broker.is_plantao) ?? false,
    leaderId: toId(broker.leadbroker_id),
    photo: toBrokerPhoto(broker.image_url, options),
  }));
}

/**
 * The broker's photo from `image_url`: `/images/<file>` or a bare file name is a stored photo, and so is the public
 * bucket's address of one (the API's `STORAGE_PUBLIC_URL`), each with its WebP widths; any other absolute URL is used
 * as it is, with no widths.
 */
export function toBrokerPhoto(value: unknown, options: NormalizeOptions = {}): Image | null {
  const text = toText(value);
  if (text === null) return null;
  const fileName = imageFileName(text);
  if (fileName === null) return null;
  const stored = !/^https?:\/\//i.test(text) || (Boolean(options.storagePublicUrl) && text === originalAddress(fileName, options));
  if (!stored) return { fileName, url: text, cardUrl: text, srcSet: '', shareUrl: text };
  return toImage(fileName, options);
}

/** `{ data: broker }` → the broker, or null when there is none the back office can show. */
export function toBrokerAnswer(envelope: RawItemEnvelope<RawBroker> | null | undefined, options: NormalizeOptions = {}): Broker | null {
  return toBroker(envelope?.data, options);
}

/** A list of brokers in the API's order, unusable entries left out. */
export function toBrokers(envelope: RawPagedEnvelope<RawBroker> | null | undefined, options: NormalizeOptions = {}): Broker[] {
  const brokers: Broker[] = [];
  for (const raw of rowsOf(envelope)) {
    const broker = toBroker(raw, options);
    if (broker) brokers.push(broker);
  }
  return brokers;
}

/** A page of the broker table: its brokers and what the answer says of its paging. */
export interface BrokerListAnswer {
  brokers: Broker[];
  paging: PagingEcho;
}

export function toBrokerListAnswer(
  envelope: RawPagedEnvelope<RawBroker> | null | undefined,
  options: NormalizeOptions = {},
): BrokerListAnswer {
  return { brokers: toBrokers(envelope, options), paging: toPagingEcho(envelope) };
}

/** The leader select: active brokers of role leadbroker, whatever else the upstream sent. */
export function toLeaders(envelope: RawPagedEnvelope<RawBroker> | null | undefined, options: NormalizeOptions = {}): Broker[] {
  return toBrokers(envelope, options).filter((broker) => broker.role === 'LEADBROKER' && broker.isActive);
}
