import sharp from 'sharp';

/** The link-preview picture (Open Graph `og:image`) of a photo: a 1200×630 progressive JPEG. */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
const SHARE_JPEG_QUALITY = 80;
/**
 * The margins beside the photo are the photo itself stretched over the whole frame, blurred beyond recognition and a
 * little darker, so the photo's own edges still show. Blurring a small copy and enlarging it is a strong blur made
 * cheap; a light blur at full size then smooths the enlargement.
 */
const BACKDROP_WIDTH = 64;
const BACKDROP_HEIGHT = Math.round((BACKDROP_WIDTH * SHARE_HEIGHT) / SHARE_WIDTH);
const SMALL_BLUR_SIGMA = 1.5;
const LARGE_BLUR_SIGMA = 8;
const BACKDROP_BRIGHTNESS = 0.85;

interface RawImage {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** The whole photo, upright and as large as fits inside the frame (enlarged when smaller), as raw pixels. */
async function fitted(source: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(source)
    .rotate()
    .resize({ width: SHARE_WIDTH, height: SHARE_HEIGHT, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

async function backdrop(photo: RawImage): Promise<Buffer> {
  const small = await sharp(photo.data, { raw: photo.raw })
    .resize({ width: BACKDROP_WIDTH, height: BACKDROP_HEIGHT, fit: 'cover' })
    .blur(SMALL_BLUR_SIGMA)
    .modulate({ brightness: BACKDROP_BRIGHTNESS })
    .png()
    .toBuffer();
  return sharp(small).resize({ width: SHARE_WIDTH, height: SHARE_HEIGHT, kernel: 'cubic' }).blur(LARGE_BLUR_SIGMA).png().toBuffer();
}

/**
 * The share picture of a photo: the whole photo, centred and fitted inside 1200×630, on a blurred, stretched copy of
 * itself. A tall or square photo keeps its top and bottom (a cover crop would cut a house's roof in half); a photo of
 * the frame's own shape fills it.
 */
export async function sharePicture(source: Buffer): Promise<Buffer> {
  const photo = await fitted(source);
  return sharp(await backdrop(photo))
    .composite([{ input: photo.data, raw: photo.raw, gravity: 'centre' }])
    .flatten()
    .jpeg({ quality: SHARE_JPEG_QUALITY, progressive: true, mozjpeg: true })
    .toBuffer();
}
