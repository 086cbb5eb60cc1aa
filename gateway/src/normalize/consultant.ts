import type { Consultant } from '../generated/resolvers.js';
import type { RawBroker, RawBrokerEnvelope } from '../rest/types.js';
import { imageFileName, imagesBase } from './images.js';
import type { NormalizeOptions } from './property.js';
import { chatUrlFor, toBool, toId, toText } from './scalars.js';

/** Roles shown in the public consultants strip. */
const PUBLIC_ROLES = new Set(['broker', 'adminbroker']);

/** One REST broker → the GraphQL `Consultant`; the chat link only for those on duty with a phone. */
function toConsultant(raw: RawBroker, options: NormalizeOptions = {}): Consultant | null {
  const id = toId(raw.id);
  if (id === null) return null;
  const phone = toText(raw.phone);
  const onDuty = toBool(raw.is_plantao) ?? false;
  return {
    id,
    name: toText(raw.name) ?? '',
    creci: toText(raw.creci),
    phone,
    photoUrl: toPhotoUrl(raw.image_url, options.publicUrl),
    onDuty,
    chatUrl: onDuty ? chatUrlFor(phone) : null,
  };
}

/** Whether a broker belongs in the public strip: active, with role broker or adminbroker. */
export function isPublicConsultant(raw: RawBroker): boolean {
  const role = typeof raw.role === 'string' ? raw.role.trim().toLowerCase() : '';
  return toBool(raw.is_active) === true && PUBLIC_ROLES.has(role);
}

/** The public strip out of the brokers answer, applying its rule whatever the upstream sent. */
export function toConsultants(envelope: RawBrokerEnvelope | null | undefined, options: NormalizeOptions = {}): Consultant[] {
  const result: Consultant[] = [];
  for (const raw of Array.isArray(envelope?.data) ? envelope.data : []) {
    if (typeof raw !== 'object' || raw === null || !isPublicConsultant(raw)) continue;
    const consultant = toConsultant(raw, options);
    if (consultant) result.push(consultant);
  }
  return result;
}

/** image_url may be `/images/x.jpg`, a bare file name or an absolute URL. */
export function toPhotoUrl(value: unknown, publicUrl?: string | null): string | null {
  const text = toText(value);
  if (text === null) return null;
  if (/^https?:\/\//i.test(text)) return text;
  if (text.startsWith('/') && !text.startsWith('/images/')) return `${(publicUrl ?? '').replace(/\/+$/, '')}${text}`;
  const fileName = imageFileName(text);
  return fileName === null ? null : imagesBase(publicUrl) + encodeURIComponent(fileName);
}
