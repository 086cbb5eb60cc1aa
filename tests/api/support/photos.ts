import { open } from 'node:fs/promises';
import sharp from 'sharp';

/** A photo of `width` × `height` with a blue band down its left side on red, so its orientation shows. */
export async function bandedPhoto(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const band = Math.max(1, Math.round(width / 4));
  const image = sharp({ create: { width, height, channels: 3, background: '#cc2222' } }).composite([
    { input: { create: { width: band, height, channels: 3, background: '#2233cc' } }, left: 0, top: 0 },
  ]);
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

/**
 * A phone photo as cameras write it: pixels stored sideways (band on the left) with EXIF orientation 6
 * (turn 90° clockwise to view: the band belongs on top), plus camera make and GPS position.
 */
export async function sidewaysPhoneJpeg(): Promise<Buffer> {
  const stored = await bandedPhoto(800, 400);
  return sharp(stored)
    .withExif({
      IFD0: { Make: 'Celular', Model: 'Modelo X' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '22/1 54/1 1200/100', GPSLongitudeRef: 'W', GPSLongitude: '47/1 3/1 3000/100' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Whether EXIF data (as sharp's `metadata().exif` gives it) has a GPS section, read from its TIFF structure. */
export function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let index = 0; index < entries; index += 1) {
    if (u16(ifd0 + 2 + index * 12) === 0x8825) return true;
  }
  return false;
}

/** The mean colour of a small area: which colour dominates around (x, y). */
export async function colourAt(image: Buffer, x: number, y: number): Promise<'red' | 'blue' | 'other'> {
  const { data } = await sharp(image).extract({ left: x, top: y, width: 4, height: 4 }).raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  let blue = 0;
  for (let offset = 0; offset < data.length; offset += 3) {
    red += data[offset] ?? 0;
    blue += data[offset + 2] ?? 0;
  }
  if (red > blue * 2) return 'red';
  if (blue > red * 2) return 'blue';
  return 'other';
}

/** A PDF document, whatever name and type it is sent under. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** Writes a file of exactly `bytes` bytes that starts as a JPEG (`head`), without holding it all in memory. */
export async function writeSizedFile(file: string, head: Buffer, bytes: number): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.write(head, 0, head.length, 0);
    await handle.truncate(bytes);
  } finally {
    await handle.close();
  }
}
