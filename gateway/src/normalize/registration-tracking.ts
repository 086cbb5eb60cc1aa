import type { RegisterPropertyResult, RegistrationTracking } from '../generated/resolvers.js';
import type { RawRegistrationAnswer, RawRegistrationTrackingEnvelope } from '../rest/types.js';
import { toPropertyStatus } from './enums.js';
import { toImages, type ImageAddressOptions } from './images.js';
import { toMutationSuccess } from './mutation-result.js';
import { toCount, toText } from './scalars.js';

/** Where the owner follows a registered property on the public site. */
const TRACKING_PAGE_PATH = '/cadastre-seu-imovel/acompanhar/';

export function trackingPathOf(token: string): string {
  return `${TRACKING_PAGE_PATH}${encodeURIComponent(token)}`;
}

/** An accepted registration: the API's confirmation and the tracking page of the token it answered once. */
export function toRegistrationSuccess(raw: RawRegistrationAnswer | null | undefined): RegisterPropertyResult {
  const token = toText(raw?.data?.tracking_token);
  return { ...toMutationSuccess(raw), trackingPath: token === null ? null : trackingPathOf(token) };
}

/** What the tracking page shows; null when the answer names no property. Only a rejection keeps its reason. */
export function toRegistrationTracking(
  envelope: RawRegistrationTrackingEnvelope | null | undefined,
  options: ImageAddressOptions = {},
): RegistrationTracking | null {
  const raw = envelope?.data;
  const title = toText(raw?.title);
  const code = toText(raw?.code);
  if (!raw || title === null || code === null) return null;
  const status = toPropertyStatus(raw.status);
  return {
    title,
    code,
    status,
    reason: status === 'REJECTED' ? toText(raw.reason) : null,
    slug: status === 'APPROVED' ? toText(raw.slug) : null,
    photos: toImages(raw.images, options),
    createdAt: toText(raw.created_at),
    visitsDone: toCount(raw.visits_done),
  };
}
