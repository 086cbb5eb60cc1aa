import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { SHARE_HEIGHT, SHARE_WIDTH, sharePicture } from './share-picture.js';

interface Pixels {
  data: Buffer;
  width: number;
  channels: number;
}

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A photo whose every part is telling: a red band along the top, a green band along the bottom and a sharp blue
 * checkerboard between them. A crop to 1200×630 loses a band; a plain margin has no blue.
 */
function bandedPhoto(width: number, height: number): Promise<Buffer> {
  const band = Math.round(height / 10);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><pattern id="check" width="40" height="40" patternUnits="userSpaceOnUse">
      <rect width="40" height="40" fill="#1f4fa0"/><rect width="20" height="20" fill="#9cc3ff"/><rect x="20" y="20" width="20" height="20" fill="#9cc3ff"/>
    </pattern></defs>
    <rect width="${width}" height="${height}" fill="url(#check)"/>
    <rect width="${width}" height="${band}" fill="#d02020"/>
    <rect y="${height - band}" width="${width}" height="${band}" fill="#20a030"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
}

async function pixelsOf(image: Buffer | Sharp): Promise<Pixels> {
  const pipeline = Buffer.isBuffer(image) ? sharp(image) : image;
  const { data, info } = await pipeline.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, channels: info.channels };
}

function at(pixels: Pixels, x: number, y: number, channel: number): number {
  return pixels.data[(y * pixels.width + x) * pixels.channels + channel] ?? 0;
}

/** The mean absolute difference, per channel value, between `region` of `picture` and `photo` laid over it. */
function differenceFrom(picture: Pixels, photo: Pixels, region: Region): number {
  let total = 0;
  for (let y = 0; y < region.height; y += 1) {
    for (let x = 0; x < region.width; x += 1) {
      for (let channel = 0; channel < 3; channel += 1)
        total += Math.abs(at(picture, region.left + x, region.top + y, channel) - at(photo, x, y, channel));
    }
  }
  return total / (region.width * region.height * 3);
}

/** Mean colour of a region, and its detail: the mean difference between horizontal neighbours. */
function describeRegion(pixels: Pixels, region: Region): { red: number; green: number; blue: number; detail: number } {
  const sums = [0, 0, 0];
  let detail = 0;
  for (let y = region.top; y < region.top + region.height; y += 1) {
    for (let x = region.left; x < region.left + region.width; x += 1) {
      for (let channel = 0; channel < 3; channel += 1) {
        sums[channel] = (sums[channel] ?? 0) + at(pixels, x, y, channel);
        if (x > region.left) detail += Math.abs(at(pixels, x, y, channel) - at(pixels, x - 1, y, channel));
      }
    }
  }
  const count = region.width * region.height;
  return { red: (sums[0] ?? 0) / count, green: (sums[1] ?? 0) / count, blue: (sums[2] ?? 0) / count, detail: detail / (count * 3) };
}

describe('sharePicture', () => {
  it('makes a 1200×630 progressive JPEG', async () => {
    const picture = await sharePicture(await bandedPhoto(1200, 800));
    expect(await sharp(picture).metadata()).toMatchObject({
      format: 'jpeg',
      width: SHARE_WIDTH,
      height: SHARE_HEIGHT,
      isProgressive: true,
    });
    expect(picture.length).toBeLessThan(300 * 1024);
  });

  it.each([
    ['a tall photo', 500, 1000],
    ['a square photo', 800, 800],
    ['a 3:2 photo', 1200, 800],
  ])('shows %s whole in the middle, on soft margins made from the photo', async (_name, width, height) => {
    const photo = await bandedPhoto(width, height);
    const fitted = await pixelsOf(sharp(photo).resize({ width: SHARE_WIDTH, height: SHARE_HEIGHT, fit: 'inside' }));
    const fittedWidth = Math.round((width * SHARE_HEIGHT) / height);
    const middle: Region = { left: Math.round((SHARE_WIDTH - fittedWidth) / 2), top: 0, width: fittedWidth, height: SHARE_HEIGHT };
    const picture = await pixelsOf(await sharePicture(photo));

    // The whole photo, top band to bottom band, scaled to the frame's height: not a crop.
    expect(differenceFrom(picture, fitted, middle)).toBeLessThan(6);
    const centre = middle.left + Math.round(fittedWidth / 2);
    expect(describeRegion(picture, { left: centre - 20, top: 10, width: 40, height: 20 }).red).toBeGreaterThan(170);
    expect(describeRegion(picture, { left: centre - 20, top: SHARE_HEIGHT - 30, width: 40, height: 20 }).green).toBeGreaterThan(130);

    // Beside it: the photo's colours, blurred past any detail, never the subject cut sharp nor a plain bar.
    const photoDetail = describeRegion(picture, middle).detail;
    for (const side of [
      { left: 0, width: middle.left },
      { left: middle.left + fittedWidth, width: SHARE_WIDTH - middle.left - fittedWidth },
    ]) {
      const margin = describeRegion(picture, { ...side, top: 100, height: 430 });
      expect(margin.blue).toBeGreaterThan(margin.red + 40);
      expect(margin.detail).toBeLessThan(Math.min(2, photoDetail / 5));
    }
  });

  it('enlarges a small photo to the full height of the frame', async () => {
    const picture = await pixelsOf(await sharePicture(await bandedPhoto(200, 200)));
    expect(describeRegion(picture, { left: 590, top: 5, width: 20, height: 10 }).red).toBeGreaterThan(170);
    expect(describeRegion(picture, { left: 590, top: SHARE_HEIGHT - 15, width: 20, height: 10 }).green).toBeGreaterThan(130);
  });
});
