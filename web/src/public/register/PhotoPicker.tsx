import { registerMessages } from '../../forms/registerMessages';
import { usePhotoInput } from '../../forms/usePhotoInput';
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
  // The hint element is always shown, so the count added to it changes nothing of the input's description.
  const field = usePhotoInput(name, max, hint);
  const { id, photos, error } = field;
  const countHint = countText ? countText(photos.length) : null;
  const hintText = countHint ? `${hint} ${countHint}` : hint;

  return (
    <div className="field field--wide photo-picker">
      <label htmlFor={id}>
        {label}
        {required && <span className="field__required"> {registerMessages.required}</span>}
      </label>
      <input {...field.inputProps} className="photo-picker__input" />
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
              onRemove={() => field.remove(photo.key)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
