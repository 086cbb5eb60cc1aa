import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PropertyType } from '../../db/schema.js';
import { PHOTO_HEIGHT, PHOTO_WIDTH, photoView, propertyPhotoSvg } from './property-photo.js';

const KINDS: readonly PropertyType[] = ['house', 'apartment', 'land', 'rural', 'commercial'];
const SAMPLE_WIDTH = 120;
const SAMPLE_HEIGHT = 80;

/** A photo drawn small, as raw RGB: enough to tell two drawings apart. */
async function sample(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(SAMPLE_WIDTH, SAMPLE_HEIGHT).removeAlpha().raw().toBuffer();
}

/** Mean absolute difference per channel value (0…255). */
function difference(first: Buffer, second: Buffer): number {
  let total = 0;
  for (let index = 0; index < first.length; index += 1) total += Math.abs((first[index] ?? 0) - (second[index] ?? 0));
  return total / first.length;
}

describe('propertyPhotoSvg', () => {
  it('draws shapes only: no SVG text or font anywhere in the drawing code or in any photo', async () => {
    const folder = import.meta.dirname;
    const sources = (await readdir(folder)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(sources).toContain('property-photo.ts');
    for (const name of sources) {
      const code = await readFile(path.join(folder, name), 'utf8');
      expect(code, name).not.toMatch(/<text|<tspan|font-|@font-face/);
    }
    for (const type of KINDS) {
      for (let index = 0; index < 5; index += 1) {
        const svg = propertyPhotoSvg({ type, seed: 7, index });
        expect(svg, `${type} ${index}`).not.toMatch(/<text|<tspan|font/);
      }
    }
  });

  it('is drawn at the photo size, and each kind of property looks different', async () => {
    const house = propertyPhotoSvg({ type: 'house', seed: 0, index: 0 });
    expect(await sharp(Buffer.from(house)).metadata()).toMatchObject({ width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
    const samples = await Promise.all(KINDS.map((type) => sample(propertyPhotoSvg({ type, seed: 0, index: 0 }))));
    for (let first = 0; first < samples.length; first += 1) {
      for (let second = first + 1; second < samples.length; second += 1) {
        expect(difference(samples[first] as Buffer, samples[second] as Buffer), `${KINDS[first]} / ${KINDS[second]}`).toBeGreaterThan(8);
      }
    }
  });

  it.each(KINDS)('varies the photos of one %s and draws each the same every time', async (type) => {
    const svgs = [0, 1, 2, 3].map((index) => propertyPhotoSvg({ type, seed: 3, index }));
    expect(propertyPhotoSvg({ type, seed: 3, index: 2 })).toBe(svgs[2]);
    const samples = await Promise.all(svgs.map(sample));
    for (let first = 0; first < samples.length; first += 1) {
      for (let second = first + 1; second < samples.length; second += 1) {
        expect(difference(samples[first] as Buffer, samples[second] as Buffer), `${first} / ${second}`).toBeGreaterThan(5);
      }
    }
    expect(propertyPhotoSvg({ type, seed: 4, index: 0 })).not.toBe(svgs[0]);
  });

  it('shows the front first, rooms inside buildings, and a plot only from outside', () => {
    for (const type of KINDS) expect(photoView(type, 0, 0)).toMatchObject({ place: 'outside', view: 'front' });
    expect([0, 1, 2, 3, 4].map((index) => photoView('house', 0, index).place)).toContain('inside');
    expect([0, 1, 2, 3, 4, 5].map((index) => photoView('land', 0, index).place)).not.toContain('inside');
  });
});
