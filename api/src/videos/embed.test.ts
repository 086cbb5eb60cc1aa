import { describe, expect, it } from 'vitest';
import { embedUrlFor } from './embed.js';

describe('embedUrlFor', () => {
  it('turns every YouTube link form into the embed address', () => {
    const embed = 'https://www.youtube.com/embed/hZ4kq3Xb2mA';
    expect(embedUrlFor('https://www.youtube.com/watch?v=hZ4kq3Xb2mA')).toBe(embed);
    expect(embedUrlFor('https://m.youtube.com/watch?v=hZ4kq3Xb2mA&t=30s')).toBe(embed);
    expect(embedUrlFor('https://youtu.be/hZ4kq3Xb2mA')).toBe(embed);
    expect(embedUrlFor('https://www.youtube.com/shorts/hZ4kq3Xb2mA')).toBe(embed);
    expect(embedUrlFor('https://www.youtube.com/embed/hZ4kq3Xb2mA')).toBe(embed);
  });

  it('turns a Vimeo link into its player address', () => {
    expect(embedUrlFor('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('answers null for anything else', () => {
    expect(embedUrlFor('não é url')).toBeNull();
    expect(embedUrlFor('https://exemplo.com.br/video.mp4')).toBeNull();
    expect(embedUrlFor('https://www.youtube.com/watch?v=curto')).toBeNull();
    expect(embedUrlFor('https://www.youtube.com/watch?v=hZ4kq3Xb2mA"><script>')).toBeNull();
  });
});
