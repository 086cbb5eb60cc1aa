import { describe, expect, it } from 'vitest';
import type { VideoRow } from '../db/schema.js';
import { toVideoJson } from './video-json.js';

const row: VideoRow = {
  id: 3,
  title: 'Tour',
  description: null,
  video_url: 'https://youtu.be/aqz-KE-bpKQ',
  video_url_embed: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
  type: 'external',
  is_active: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('toVideoJson', () => {
  it('answers the stored player address', () => {
    expect(toVideoJson(row).video_url_embed).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ');
  });

  it('derives the player address of a row stored without one, and none for an address no player plays', () => {
    expect(toVideoJson({ ...row, video_url_embed: null }).video_url_embed).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ');
    expect(toVideoJson({ ...row, video_url: 'https://exemplo.com.br/visita.mp4', video_url_embed: null }).video_url_embed).toBeNull();
  });
});
