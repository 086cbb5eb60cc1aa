import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PORTRAIT_SIZE, portraitSvg } from './portrait.js';

describe('portraitSvg', () => {
  it('draws a square portrait with no lettering, the same for the same person and different for another', async () => {
    const first = portraitSvg(0);
    expect(first).not.toMatch(/<text|<tspan|font/);
    expect(portraitSvg(0)).toBe(first);
    expect(new Set([0, 1, 2, 3, 4, 5].map(portraitSvg)).size).toBe(6);
    expect(await sharp(Buffer.from(first)).metadata()).toMatchObject({ width: PORTRAIT_SIZE, height: PORTRAIT_SIZE });
  });
});
