import type { FormReader } from '../http/form.js';
import { MAX_PHOTOS } from '../http/uploads.js';

const IMAGES_TO_DELETE_FORMAT_MESSAGE =
  'Envie imagesToDelete como uma lista JSON de nomes de arquivo, por exemplo ["5f0c2a9e7b1d4c3a.jpg"].';
export const TOO_MANY_IMAGES_MESSAGE = `O imóvel pode ter no máximo ${MAX_PHOTOS} fotos.`;

export function notOwnedImageMessage(names: readonly string[]): string {
  return names.length === 1
    ? `A imagem ${names[0] ?? ''} não pertence a este imóvel.`
    : `As imagens ${names.join(', ')} não pertencem a este imóvel.`;
}

/** `imagesToDelete` as JSON text of file names (or repeated `imagesToDelete[]` fields); empty when absent. */
export function readImagesToDelete(form: FormReader, body: Readonly<Record<string, unknown>>): string[] {
  const value = body.imagesToDelete;
  if (value === undefined || value === null) return [];
  let names: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      names = JSON.parse(value);
    } catch {
      names = undefined;
    }
  }
  if (!Array.isArray(names) || !names.every((name): name is string => typeof name === 'string' && name.length <= 200)) {
    form.fail('imagesToDelete', IMAGES_TO_DELETE_FORMAT_MESSAGE);
    return [];
  }
  return [...new Set(names)];
}

/** Names asked to be deleted that are not among the property's photos. */
export function imagesNotOwned(current: readonly string[], toDelete: readonly string[]): string[] {
  return toDelete.filter((name) => !current.includes(name));
}

export interface ImageChanges {
  /** The property's photos now; the first is the main one. */
  current: readonly string[];
  toDelete: readonly string[];
  /** A new main photo replaces the current first one. */
  newMain: string | undefined;
  /** Appended after the kept photos, in order. */
  newOthers: readonly string[];
}

export interface ImagePlan {
  images: string[];
  /** Photos that leave the property: their files go once the change is committed. */
  removed: string[];
}

/** The property's photo list after an update, and the photos it drops. */
export function planImages({ current, toDelete, newMain, newOthers }: ImageChanges): ImagePlan {
  const replaced = newMain === undefined ? [] : current.slice(0, 1);
  const removed = [...new Set([...replaced, ...toDelete.filter((name) => current.includes(name))])];
  const kept = current.filter((name) => !removed.includes(name));
  return { images: [...(newMain === undefined ? [] : [newMain]), ...kept, ...newOthers], removed };
}
