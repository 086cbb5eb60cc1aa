import { useId, useRef, type ChangeEvent } from 'react';
import { describedBy } from './fields/fieldMeta';
import { acceptedPhotoTypes } from './photos';
import { usePhotoField } from './usePhotoField';

/**
 * A photo field's file input, whatever frame draws it: picked files are checked and added, a removed
 * photo gives the focus back to the input. `hint` is the text the input's hint element shows.
 */
export function usePhotoInput(name: string, max: number, hint: string | null) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const field = usePhotoField(name, max);
  const remove = (key: string) => {
    field.remove(key);
    inputRef.current?.focus();
  };
  const inputProps = {
    ref: inputRef,
    id,
    name,
    type: 'file',
    accept: acceptedPhotoTypes,
    multiple: max > 1,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy(id, hint, field.error),
    onChange: (event: ChangeEvent<HTMLInputElement>) => void field.pick(event),
    onBlur: field.onBlur,
    onFocus: field.onFocus,
  } as const;
  return { ...field, id, remove, inputProps };
}
