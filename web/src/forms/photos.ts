import { MAIN_PHOTOS_MAX, OTHER_PHOTOS_MAX, PHOTO_MAX_BYTES } from '../../../shared/photo-rules';
import { fieldMessages } from './fieldMessages';

/** Photo rules of the owner registration (spec §5 and §9). */

/** 15 MB per photo. */
export const maxPhotoBytes = PHOTO_MAX_BYTES;
export const maxMainPhotos = MAIN_PHOTOS_MAX;
export const maxOtherPhotos = OTHER_PHOTOS_MAX;
/** The main photo plus the additional ones, at least. */
export const minPhotos = 3;
/** What the file pickers offer; the bytes decide. */
export const acceptedPhotoTypes = 'image/jpeg,image/png,.jpg,.jpeg,.png';
/** How many leading bytes tell JPEG and PNG apart from anything else. */
const photoSignatureLength = 8;

export type ImageKind = 'jpeg' | 'png';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** JPEG or PNG by the file's first bytes, whatever its name or declared type; null for anything else. */
export function imageKindOf(head: Uint8Array): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= pngSignature.length && pngSignature.every((byte, index) => head[index] === byte)) return 'png';
  return null;
}

/** Why a photo cannot be sent, from its size and first bytes; null when it can. */
export function photoProblem(size: number, head: Uint8Array): string | null {
  if (imageKindOf(head) === null) return fieldMessages.photoType;
  if (size > maxPhotoBytes) return fieldMessages.photoSize;
  return null;
}

/** A photo the owner chose, with a key that stays the same while it is on the list. */
export interface ChosenPhoto {
  key: string;
  file: File;
}

/** A file just picked and what is wrong with it, if anything. */
export interface PhotoCandidate<T> {
  photo: T;
  problem: string | null;
}

let nextPhotoKey = 1;

/** A picked file as a chosen photo with a fresh key, and what is wrong with it, read from its first bytes. */
export async function readPhotoCandidate(file: File): Promise<PhotoCandidate<ChosenPhoto>> {
  const head = new Uint8Array(await file.slice(0, photoSignatureLength).arrayBuffer());
  return { photo: { key: `foto-${nextPhotoKey++}`, file }, problem: photoProblem(file.size, head) };
}

export interface PhotoChoice<T> {
  photos: T[];
  /** The first reason a picked file was left out. */
  problem: string | null;
}

/**
 * Adds the acceptable picked photos to a list that holds at most `max`; with `max` 1 a new photo
 * replaces the current one. Files with a problem, or past the limit, are left out and reported.
 */
export function addPhotos<T>(current: readonly T[], candidates: readonly PhotoCandidate<T>[], max: number): PhotoChoice<T> {
  const accepted = candidates.filter((candidate) => candidate.problem === null).map((candidate) => candidate.photo);
  const problem = candidates.find((candidate) => candidate.problem !== null)?.problem ?? null;
  if (max === 1) {
    const replacement = accepted[0];
    return { photos: replacement === undefined ? [...current] : [replacement], problem };
  }
  const room = Math.max(0, max - current.length);
  const photos = [...current, ...accepted.slice(0, room)];
  const overLimit = accepted.length > room ? fieldMessages.maxOtherPhotos : null;
  return { photos, problem: problem ?? overLimit };
}

/** "1234567" bytes → "1,2". */
export function megabytesText(bytes: number): string {
  return new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(bytes / 1_048_576);
}
