import type { CreatedRecords } from './createdRecords';
import { createNumbered } from './numberedRecords';
import { asAdmin } from './peopleApi';

export type VideoKind = 'INTERNAL' | 'EXTERNAL';

export interface VideoSeed {
  title: string;
  description: string;
  url: string;
  type: VideoKind;
  isActive: boolean;
}

interface SavedVideo {
  ok: boolean;
  video: { id: string } | null;
  error: { message: string } | null;
}

/** A YouTube address distinct per index (the id only has to look like one: players are stubbed in tests). */
export function youtubeUrl(index: number): string {
  return `https://www.youtube.com/watch?v=tst${String(index).padStart(8, '0')}`;
}

/** Creates one video through the gateway as the first administrator, recorded for the clean-up; answers its id. */
export async function createVideo(records: CreatedRecords, seed: VideoSeed): Promise<string> {
  const data = await asAdmin<{ createVideo: SavedVideo }>(
    'mutation ($input: VideoInput!) { createVideo(input: $input) { ok video { id } error { message } } }',
    { input: seed },
  );
  const id = data.createVideo.video?.id;
  if (!data.createVideo.ok || id === undefined)
    throw new Error(`Video ${seed.title} was refused: ${data.createVideo.error?.message ?? ''}`);
  records.video(seed.title);
  return id;
}

/**
 * Creates `count` videos titled `${prefix} 01`… (descriptions `Descrição ${prefix} 01`…), one after the
 * other so that their order is their number; answers the titles.
 */
export function createVideos(
  records: CreatedRecords,
  prefix: string,
  count: number,
  kind: { type: VideoKind; isActive: boolean },
): Promise<string[]> {
  return createNumbered(prefix, count, (title, index) =>
    createVideo(records, { title, description: `Descrição ${title}`, url: youtubeUrl(index), ...kind }),
  );
}
