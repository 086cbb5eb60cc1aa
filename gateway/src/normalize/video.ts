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
    embedUrl: toText(raw.video_url_embed) ?? embedUrlFor(url),
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

/** The embeddable player address of a YouTube or Vimeo link; null for other addresses. */
export function embedUrlFor(videoUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const youtubeId =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? (url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? '')
        : null;
  if (youtubeId !== null) {
    return /^[\w-]{6,}$/.test(youtubeId) ? `https://www.youtube.com/embed/${youtubeId}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeoId = /(\d{5,})/.exec(url.pathname)?.[1];
    return vimeoId ? `https://player.vimeo.com/video/${vimeoId}` : null;
  }
  return null;
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
