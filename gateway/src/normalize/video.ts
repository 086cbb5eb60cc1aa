import type { Video, VideoType } from '../generated/resolvers.js';
import type { RawVideo, RawVideoEnvelope } from '../rest/types.js';
import { toVideoType } from './enums.js';
import { toBool, toId, toText } from './scalars.js';

/** One REST video → the GraphQL `Video`; null without an id, an address or a known type. */
export function toVideo(raw: RawVideo): Video | null {
  const id = toId(raw.id);
  const url = toText(raw.video_url);
  const type = toVideoType(raw.type);
  if (id === null || url === null || type === null) return null;
  return {
    id,
    title: toText(raw.title) ?? '',
    description: toText(raw.description),
    url,
    // The API's player address, derived once there (api/src/videos/embed.ts); null: the video is shown as a link.
    embedUrl: toText(raw.video_url_embed),
    type,
    // The public calls list only active videos and may leave the flag out.
    isActive: toBool(raw.is_active) ?? true,
  };
}

/** Active external videos for the public home, whatever else the upstream sent. */
export function toExternalVideos(envelope: RawVideoEnvelope | null | undefined): Video[] {
  return toActiveVideos(envelope, 'EXTERNAL');
}

/** Active internal videos (training and communication) for the back office, whatever else the upstream sent. */
export function toInternalVideos(envelope: RawVideoEnvelope | null | undefined): Video[] {
  return toActiveVideos(envelope, 'INTERNAL');
}

function toActiveVideos(envelope: RawVideoEnvelope | null | undefined, type: VideoType): Video[] {
  const result: Video[] = [];
  for (const raw of Array.isArray(envelope?.data) ? envelope.data : []) {
    if (typeof raw !== 'object' || raw === null || toBool(raw.is_active) === false) continue;
    const video = toVideo(raw);
    if (video && video.type === type) result.push(video);
  }
  return result;
}

/** Every video of the back-office list, active or not, in the API order; records without an address or a known type are left out. */
export function toVideos(envelope: RawVideoEnvelope | null | undefined): Video[] {
  const result: Video[] = [];
  for (const raw of Array.isArray(envelope?.data) ? envelope.data : []) {
    if (typeof raw !== 'object' || raw === null) continue;
    const video = toVideo(raw);
    if (video) result.push(video);
  }
  return result;
}

/** The video of a `{ data }` answer (one read or a write), or null without a usable one. */
export function toVideoAnswer(answer: { data?: RawVideo | null } | null | undefined): Video | null {
  const raw = answer?.data;
  return typeof raw === 'object' && raw !== null ? toVideo(raw) : null;
}
