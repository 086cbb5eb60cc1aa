import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { photoFormatOfFile } from './image-type.js';
import type { ObjectStore } from './object-store.js';
import { imageKey, newImageName } from './storage.js';
import { IMAGE_VARIANTS, storeWidthVariants, variantKey } from './variants.js';
import type { FormReader } from '../http/form.js';
import { MAX_MAIN_PHOTOS, MAX_OTHER_PHOTOS, photoFieldName } from '../http/uploads.js';

const MAIN_PHOTO_MESSAGE = 'Adicione a foto principal.';
const MIN_PHOTOS_MESSAGE = 'Adicione no mínimo 3 fotos (principal + adicionais).';
const PHOTO_TYPE_MESSAGE = 'Apenas arquivos JPG/PNG são permitidos.';
const ONE_MAIN_PHOTO_MESSAGE = 'Envie apenas uma foto principal.';
const MAX_OTHER_PHOTOS_MESSAGE = 'Adicione no máximo 19 fotos adicionais.';
const PHOTO_PIXELS_MESSAGE = 'A imagem tem resolução alta demais: use no máximo 120 megapixels.';
const UNEXPECTED_FILE_MESSAGE = 'Envie as fotos nos campos mainImage e otherImages.';

/** What a form asks of its photos: the owner form needs a main photo and 3 in all; the staff form neither. */
export interface PhotoRules {
  mainRequired: boolean;
  minimum: number;
}

export const OWNER_PHOTO_RULES: PhotoRules = { mainRequired: true, minimum: 3 };
/** Stored originals: long side capped, re-encoded as JPEG (which also drops EXIF, GPS and other metadata). */
const ORIGINAL_MAX_SIDE = 2560;
const ORIGINAL_JPEG_QUALITY = 82;
const MAX_INPUT_PIXELS = 120_000_000;
/** libvips already spreads one photo over the cores; two at a time bounds memory for 20 large photos. */
const PHOTO_CONCURRENCY = 2;

export type PhotoField = 'mainImage' | 'otherImages';

export interface ReceivedPhoto {
  field: PhotoField;
  /** The temporary upload. */
  path: string;
}

interface UploadedFile {
  fieldname: string;
  path: string;
}

/** A photo whose bytes cannot be decoded as the JPEG/PNG they claim to be. */
export class UnreadablePhotoError extends Error {
  constructor(
    readonly field: PhotoField,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'UnreadablePhotoError';
  }
}

/** `otherImages[2]` sorts by its index; plain repeated `otherImages` keep the order they arrived in. */
function indexOf(fieldname: string): number {
  const match = /\[(\d+)\]$/.exec(fieldname);
  return match?.[1] === undefined ? Number.MAX_SAFE_INTEGER : Number(match[1]);
}

/**
 * Sorts the uploaded files into the main photo and the additional ones (in order), recording the spec's
 * messages for a missing main photo, too few or too many photos, and files in unknown fields. The main
 * photo, when sent, comes first.
 */
export function classifyPhotos(files: readonly UploadedFile[], form: FormReader, rules: PhotoRules): ReceivedPhoto[] {
  const main: ReceivedPhoto[] = [];
  const others: Array<ReceivedPhoto & { index: number; arrival: number }> = [];
  files.forEach((file, arrival) => {
    const field = photoFieldName(file.fieldname);
    if (field === 'mainImage') main.push({ field, path: file.path });
    else if (field === 'otherImages') others.push({ field, path: file.path, index: indexOf(file.fieldname), arrival });
    else form.fail(field, UNEXPECTED_FILE_MESSAGE);
  });
  if (rules.mainRequired && main.length === 0) form.fail('mainImage', MAIN_PHOTO_MESSAGE);
  if (main.length > MAX_MAIN_PHOTOS) form.fail('mainImage', ONE_MAIN_PHOTO_MESSAGE);
  if (others.length > MAX_OTHER_PHOTOS) form.fail('otherImages', MAX_OTHER_PHOTOS_MESSAGE);
  if (main.length + others.length < rules.minimum) form.fail('otherImages', MIN_PHOTOS_MESSAGE);
  others.sort((a, b) => a.index - b.index || a.arrival - b.arrival);
  return [...main, ...others.map(({ field, path }) => ({ field, path }))];
}

/** Records 'Apenas arquivos JPG/PNG são permitidos.' for every photo whose first bytes are not JPEG or PNG. */
export async function checkPhotoFormats(photos: readonly ReceivedPhoto[], form: FormReader): Promise<void> {
  const formats = await Promise.all(photos.map((photo) => photoFormatOfFile(photo.path)));
  const failed = new Set(photos.filter((_photo, index) => formats[index] === undefined).map((photo) => photo.field));
  for (const field of failed) form.fail(field, PHOTO_TYPE_MESSAGE);
}

/** sharp's own failures (not a file or network error) mean the bytes could not be decoded. */
function isDecodeError(error: unknown): boolean {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).errno !== 'number' && !('$metadata' in error);
}

/** Removes stored photos with every variant made of them (the WebP widths and the share JPEG). */
export async function removeStoredPhotos(store: ObjectStore, names: readonly string[]): Promise<void> {
  const keys = names.flatMap((name) => [imageKey(name), ...IMAGE_VARIANTS.map((variant) => variantKey(name, variant))]);
  await Promise.all(keys.map((key) => store.delete(key)));
}

/**
 * Decodes, turns upright, caps and re-encodes one photo under a new random name, then makes its WebP widths.
 * The re-encoded JPEG streams from the encoder into the store as it is produced; the widths are made from it.
 */
async function storePhoto(store: ObjectStore, photo: ReceivedPhoto, written: string[]): Promise<string> {
  const name = newImageName('jpg');
  written.push(name);
  let decodeFailure: unknown;
  try {
    const metadata = await sharp(photo.path, { limitInputPixels: false }).metadata();
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new UnreadablePhotoError(photo.field, PHOTO_PIXELS_MESSAGE);
    if (metadata.format !== 'jpeg' && metadata.format !== 'png') throw new UnreadablePhotoError(photo.field, PHOTO_TYPE_MESSAGE);
    const encoder = sharp(photo.path, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
      .rotate()
      .resize({ width: ORIGINAL_MAX_SIDE, height: ORIGINAL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: ORIGINAL_JPEG_QUALITY });
    encoder.once('error', (error) => {
      decodeFailure = error;
    });
    await store.put(imageKey(name), encoder, { contentType: 'image/jpeg' });
  } catch (error) {
    if (error instanceof UnreadablePhotoError) throw error;
    // Only what sharp failed to decode is the sender's fault; a failed write is the server's.
    if (decodeFailure === undefined && !isDecodeError(error)) throw error;
    throw new UnreadablePhotoError(photo.field, PHOTO_TYPE_MESSAGE);
  }
  // Read back once, the stored JPEG gives every width: no check for a width that cannot exist yet, no read per width.
  const stored = await store.get(imageKey(name));
  if (stored === undefined) throw new Error(`A foto ${name} não foi encontrada logo depois de gravada.`);
  await storeWidthVariants(store, name, await buffer(stored.stream));
  return name;
}

/**
 * Stores every photo in order (at most two processed at once) and answers their new names. If any photo
 * fails, the others stop, and once nothing is in progress every file already written is removed before
 * the first error is passed on.
 */
export async function storePhotos(store: ObjectStore, photos: readonly ReceivedPhoto[]): Promise<string[]> {
  const written: string[] = [];
  const names = new Array<string>(photos.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  async function worker(): Promise<void> {
    while (failure === undefined && next < photos.length) {
      const index = next;
      next += 1;
      try {
        names[index] = await storePhoto(store, photos[index] as ReceivedPhoto, written);
      } catch (error) {
        failure ??= { error };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PHOTO_CONCURRENCY, photos.length) }, () => worker()));
  if (failure !== undefined) {
    await removeStoredPhotos(store, written);
    throw failure.error;
  }
  return names;
}
