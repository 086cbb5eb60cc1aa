import { rm } from 'node:fs/promises';
import { badUserInput } from '../errors.js';
import type { PhotoField, PropertyPhoto } from '../rest/property-form.js';
import {
  createUploadDir,
  PHOTO_TOO_LARGE_MESSAGE,
  PhotoNotReceivedError,
  receivePhotos,
  type PendingPhoto,
  type ReceivedPhotos,
} from './photo-uploads.js';

/** A property form's summary when any field is at fault (spec §5). */
export const FORM_ERRORS_MESSAGE = 'Por favor, corrija os erros destacados.';
const PHOTOS_NOT_RECEIVED_MESSAGE = 'Não foi possível receber as fotos enviadas. Verifique sua conexão e tente novamente.';

/** The `Upload` arguments of a property mutation, main photo first, then the others in order. */
export function pendingPhotosOf(mainImage: unknown, otherImages: readonly unknown[] | null | undefined): PendingPhoto[] {
  return [
    ...(mainImage === null || mainImage === undefined ? [] : [{ field: 'mainImage' as const, upload: mainImage }]),
    ...(otherImages ?? []).map((upload) => ({ field: 'otherImages' as const, upload })),
  ];
}

/** The field messages of photos over 15 MB, one per field. */
export function tooLargeFieldErrors(fields: readonly PhotoField[]): { field: PhotoField; message: string }[] {
  return fields.map((field) => ({ field, message: PHOTO_TOO_LARGE_MESSAGE }));
}

export interface PhotoMutation<T> {
  /** The answer when photos are over 15 MB, by the fields they came in (each field once); the API is not asked. */
  refuseTooLarge(fields: readonly PhotoField[]): T;
  /** Sends the form with the photos received, streamed from their temporary files. */
  send(photos: readonly PropertyPhoto[]): Promise<T>;
}

/**
 * A property form with photos: receives them into temporary files, refuses any over 15 MB at its field
 * (without asking the API), otherwise sends the form with the photos streamed from disk. A photo that
 * never arrives is BAD_USER_INPUT. The temporary files are removed whatever happens.
 */
export async function withReceivedPhotos<T>(pending: readonly PendingPhoto[], mutation: PhotoMutation<T>): Promise<T> {
  const dir = pending.length > 0 ? await createUploadDir() : null;
  try {
    const received = dir === null ? { photos: [], tooLarge: [] } : await receiveAll(dir, pending);
    if (received.tooLarge.length > 0) return mutation.refuseTooLarge([...new Set(received.tooLarge)]);
    return await mutation.send(received.photos);
  } finally {
    if (dir !== null) await rm(dir, { recursive: true, force: true });
  }
}

async function receiveAll(dir: string, pending: readonly PendingPhoto[]): Promise<ReceivedPhotos> {
  try {
    return await receivePhotos(dir, pending);
  } catch (error) {
    if (error instanceof PhotoNotReceivedError) throw badUserInput(PHOTOS_NOT_RECEIVED_MESSAGE);
    throw error;
  }
}
