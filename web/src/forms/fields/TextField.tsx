import { useId, type HTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import { describedBy, fieldSubscription, shownError } from './fieldMeta';
import { FieldFrame } from './FieldFrame';

interface TextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'email' | 'tel' | 'date';
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  wide?: boolean;
  /** Rewrites what was typed, e.g. a mask. */
  mask?: (typed: string) => string;
  /** Called with the new value after each change. */
  onTyped?: (value: string) => void;
  /** A message from outside the rules (e.g. a failed lookup), shown until it is cleared. */
  problem?: string | null;
  /** Work in progress about this field, read out politely. */
  status?: string | null;
}

/** A labelled text input or text area bound to a final-form field. */
export function TextField({ name, label, required, hint, mask, onTyped, problem, status, multiline, rows, wide, ...control }: TextFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, { subscription: fieldSubscription });
  const error = problem ?? shownError(meta);
  const change = (typed: string) => {
    const value = mask ? mask(typed) : typed;
    input.onChange(value === '' ? undefined : value);
    onTyped?.(value);
  };
  const shared = {
    id,
    name,
    value: input.value ?? '',
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    onBlur: () => input.onBlur(),
    onFocus: () => input.onFocus(),
  };

  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} status={status} wide={wide ?? multiline}>
      {multiline ? (
        <textarea {...shared} rows={rows ?? 4} maxLength={control.maxLength} onChange={(event) => change(event.target.value)} />
      ) : (
        <input {...shared} {...control} type={control.type ?? 'text'} onChange={(event) => change(event.target.value)} />
      )}
    </FieldFrame>
  );
}
