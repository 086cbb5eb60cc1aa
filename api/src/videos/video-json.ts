import type { VideoRow, VideoType } from '../db/schema.js';

export interface VideoJson {
  id: number;
  title: string;
  description: string | null;
  video_url: string;
  video_url_embed: string | null;
  type: VideoType;
  is_active: number;
}

export function toVideoJson(row: VideoRow): VideoJson {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    video_url: row.video_url,
    video_url_embed: row.video_url_embed,
    type: row.type,
    is_active: row.is_active,
  };
}
