import type { VideoRow, VideoType } from '../db/schema.js';
import { embedUrlFor } from './embed.js';

export interface VideoJson {
  id: number;
  title: string;
  description: string | null;
  video_url: string;
  video_url_embed: string | null;
  type: VideoType;
  is_active: number;
}

/**
 * A video as every call answers it. `video_url_embed` is the player address stored with the save; a row written
 * before it was stored gets it derived here, so the API is the one place that knows players' addresses.
 */
export function toVideoJson(row: VideoRow): VideoJson {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    video_url: row.video_url,
    video_url_embed: row.video_url_embed ?? embedUrlFor(row.video_url),
    type: row.type,
    is_active: row.is_active,
  };
}
