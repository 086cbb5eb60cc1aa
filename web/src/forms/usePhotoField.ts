import { useState, type ChangeEvent } from 'react';
import { useField, useForm, type FieldMetaState } from 'react-final-form';
import { fieldSubscription, shownError } from './fields/fieldMeta';
import { addPhotos, readPhotoCandidate, type ChosenPhoto } from './photos';

export interface PhotoField {
  photos: ChosenPhoto[];
  /** The reason a picked file was left out, else the field's own message. */
  error: string | null;
  /** Whether the message is about files just refused (to be announced at once). */
  pickRefused: boolean;
  meta: FieldMetaState<ChosenPhoto[]>;
  /** Adds the acceptable files of a file input's change, then empties the input. */
  pick: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  remove: (key: string) => void;
  onBlur: () => void;
  onFocus: () => void;
}

/**
 * A final-form field holding chosen photos (at most `max`; with 1 a new photo replaces the current one).
 * Picked files are checked by their first bytes and their size; those refused are left out and the
 * reason becomes the field's message until the next pick or removal.
 */
export function usePhotoField(name: string, max: number): PhotoField {
  const form = useForm();
  const { input, meta } = useField<ChosenPhoto[]>(name, { subscription: fieldSubscription });
  const [pickProblem, setPickProblem] = useState<string | null>(null);
  const photos = Array.isArray(input.value) ? input.value : [];

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (picked.length === 0) return;
    const candidates = await Promise.all(picked.map(readPhotoCandidate));
    // Read the list again: it may have changed while the files were being checked.
    const current: unknown = form.getFieldState(name)?.value;
    const choice = addPhotos(Array.isArray(current) ? (current as ChosenPhoto[]) : [], candidates, max);
    setPickProblem(choice.problem);
    input.onChange(choice.photos);
  };

  const remove = (key: string) => {
    setPickProblem(null);
    input.onChange(photos.filter((photo) => photo.key !== key));
    input.onBlur();
  };

  return {
    photos,
    error: pickProblem ?? shownError(meta),
    pickRefused: pickProblem !== null,
    meta,
    pick,
    remove,
    onBlur: () => input.onBlur(),
    onFocus: () => input.onFocus(),
  };
}
