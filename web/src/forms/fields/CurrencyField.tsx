import { useId } from 'react';
import { useField } from 'react-final-form';
import { centsFromTyping, priceFieldText } from '../priceInput';
import { describedBy, fieldSubscription, shownError } from './fieldMeta';
import { FieldFrame } from './FieldFrame';

interface CurrencyFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
}

/** Money typed as digits (cents) and shown as BRL while typing; the field holds cents or null. */
export function CurrencyField({ name, label, required, hint, placeholder }: CurrencyFieldProps) {
  const id = useId();
  const { input, meta } = useField<number | null>(name, { subscription: fieldSubscription });
  const error = shownError(meta);
  const cents = typeof input.value === 'number' ? input.value : null;

  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        required={required}
        value={priceFieldText(cents)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => input.onChange(centsFromTyping(event.target.value))}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
      />
    </FieldFrame>
  );
}
