import { useId } from 'react';
import { useField } from 'react-final-form';
import { fieldMessages } from '../fieldMessages';
import { describedBy, fieldSubscription, shownError } from './fieldMeta';
import { FieldFrame } from './FieldFrame';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface SelectFieldProps<V extends string> {
  name: string;
  label: string;
  options: readonly SelectOption<V>[];
  required?: boolean;
  hint?: string;
  /** Called after the choice changed, with the new and the former value. */
  onChosen?: (next: V | undefined, previous: V | undefined) => void;
}

/** A labelled select bound to a final-form field; the empty option leaves the field undefined. */
export function SelectField<V extends string>({ name, label, options, required, hint, onChosen }: SelectFieldProps<V>) {
  const id = useId();
  const { input, meta } = useField<V | undefined>(name, { subscription: fieldSubscription });
  const error = shownError(meta);

  const choose = (text: string) => {
    const previous = input.value || undefined;
    const next = options.find((option) => option.value === text)?.value;
    input.onChange(next);
    onChosen?.(next, previous);
  };

  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select
        id={id}
        name={name}
        value={input.value ?? ''}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => choose(event.target.value)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
      >
        <option value="">{fieldMessages.selectPlaceholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
