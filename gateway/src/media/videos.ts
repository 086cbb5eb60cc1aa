import { requirePermission } from '../auth/permission.js';
import type { SignedInUser } from '../auth/signed-in-user.js';
import type { Video, VideoInput } from '../generated/resolvers.js';
import { recordOutcomeOf, type RecordOutcome } from '../mutations/record-outcome.js';
import { toVideo, toVideoAnswer, toVideos } from '../normalize/video.js';
import type { AgencyApi } from '../rest/agency-api.js';
import type { VideoListQuery } from '../rest/media-api.js';
import type { RawVideoAnswer } from '../rest/media-types.js';
import { foundOrNull } from '../records/found.js';

/** The video screens' permission. */
const VIDEOS_PERMISSION = 'videos';

export type VideoOutcome = RecordOutcome<'video', Video>;

/**
 * Every video, by type and active flag, for a user holding videos. The API also lists the active
 * internal videos (the training page) to any signed-in user, so the gateway checks the permission itself.
 */
export async function loadVideos(api: AgencyApi, signedInUser: SignedInUser, query: VideoListQuery): Promise<Video[]> {
  const [answer] = await Promise.all([api.media.videos(query), requirePermission(signedInUser, VIDEOS_PERMISSION)]);
  return toVideos(answer);
}

export function loadVideo(api: AgencyApi, id: string): Promise<Video | null> {
  return foundOrNull(id, async (videoId) => toVideoAnswer(await api.media.video(videoId)));
}

/** Creates a video; refusals the user can fix come back as data under the input names. */
export function createVideo(api: AgencyApi, input: VideoInput): Promise<VideoOutcome> {
  return videoOutcome(api.media.createVideo(input));
}

export function updateVideo(api: AgencyApi, id: string, input: VideoInput): Promise<VideoOutcome> {
  return videoOutcome(api.media.updateVideo(id, input));
}

function videoOutcome(call: Promise<RawVideoAnswer>): Promise<VideoOutcome> {
  return recordOutcomeOf(call, 'video', (raw) => (typeof raw === 'object' && raw !== null ? toVideo(raw) : null));
}
