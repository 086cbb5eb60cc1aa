import { test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The running test's own folder for the files it makes, created if missing. */
export async function photoFolder(): Promise<string> {
  const folder = test.info().outputPath('fotos');
  await mkdir(folder, { recursive: true });
  return folder;
}

/**
 * Real photo files for the owner form, made with sharp in a test's own folder. Random pixels keep the
 * files from compressing away, so that sending them takes a moment.
 */
export async function makePhoto(folder: string, fileName: string, format: 'jpeg' | 'png', width = 480, height = 360): Promise<string> {
  const pixels = randomBytes(width * height * 3);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const bytes = format === 'jpeg' ? await image.jpeg({ quality: 92 }).toBuffer() : await image.png().toBuffer();
  const file = path.join(folder, fileName);
  await writeFile(file, bytes);
  return file;
}

/** Photos of a house for the property forms: the front (a large JPEG), the living room (a PNG) and the kitchen. */
export function makeHousePhotos(folder: string): Promise<string[]> {
  return Promise.all([
    makePhoto(folder, 'fachada.jpg', 'jpeg', 640, 480),
    makePhoto(folder, 'sala.png', 'png', 320, 240),
    makePhoto(folder, 'cozinha.jpg', 'jpeg', 480, 360),
  ]);
}

/** A PDF document saved under a photo's name. */
export async function makePdfNamedAsPhoto(folder: string, fileName: string): Promise<string> {
  const file = path.join(folder, fileName);
  await writeFile(
    file,
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  return file;
}

/** A JPEG just over the 15 MB limit: a real JPEG signature followed by padding. */
export async function makeOversizedJpeg(folder: string, fileName: string): Promise<string> {
  const file = path.join(folder, fileName);
  const signature = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  await writeFile(file, Buffer.concat([signature, Buffer.alloc(15_728_641 - signature.length + 1)]));
  return file;
}
