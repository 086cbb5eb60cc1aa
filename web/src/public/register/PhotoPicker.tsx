import { useId, useRef } from 'react';
import { describedBy } from '../../forms/fields/fieldMeta';
import { registerMessages } from '../../forms/registerMessages';
import { acceptedPhotoTypes } from '../../forms/photos';
import { usePhotoField } from '../../forms/usePhotoField';
import { PhotoThumb } from './PhotoThumb';

interface PhotoPickerProps {
  name: 'mainImage' | 'otherImages';
  label: string;
  hint: string;
  required?: boolean;
  /** 1: a new photo replaces the current one. */
  max: number;
  altOf: (position: number) => string;
  removeLabelOf: (position: number) => string;
  /** Text about how many photos are chosen, if any. */
  countText?: (count: number) => string;
}

/**
 * A file picker for JPG/PNG photos with previews and removal. Files are checked by their first bytes and
 * their size as they are picked; those refused are left out and the reason is shown at the field.
 */
export function PhotoPicker({ name, label, hint, required, max, altOf, removeLabelOf, countText }: PhotoPickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const field = usePhotoField(name, max);
  const { photos, error } = field;
  const countHint = countText ? countText(photos.length) : null;
  const hintText = countHint ? `${hint} ${countHint}` : hint;

  const remove = (key: string) => {
    field.remove(key);
    inputRef.current?.focus();
  };

  return (
    <div className="field field--wide photo-picker">
      <label htmlFor={id}>
        {label}
        {required && <span className="field__required"> {registerMessages.required}</span>}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={acceptedPhotoTypes}
        multiple={max > 1}
        className="photo-picker__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hintText, error)}
        onChange={(event) => void field.pick(event)}
        onBlur={field.onBlur}
        onFocus={field.onFocus}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hintText}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role={field.pickRefused ? 'alert' : undefined}>
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="photo-picker__list">
          {photos.map((photo, index) => (
            <PhotoThumb
              key={photo.key}
              file={photo.file}
              alt={altOf(index + 1)}
              removeLabel={removeLabelOf(index + 1)}
              onRemove={() => remove(photo.key)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
