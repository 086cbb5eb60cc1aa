import { InputGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { useField } from 'react-final-form';
import { describedBy, fieldSubscription, shownError } from '../../forms/fields/fieldMeta';
import { centsFromTyping, priceFieldText } from '../../forms/priceInput';
import { FieldShell } from './FieldShell';

interface MoneyFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
}

/** Money typed as digits (cents) and shown as BRL while typing; the field holds cents or null. */
export function MoneyField({ name, label, required, hint, placeholder }: MoneyFieldProps) {
  const id = useId();
  const { input, meta } = useField<number | null>(name, { subscription: fieldSubscription });
  const error = shownError(meta);
  const cents = typeof input.value === 'number' ? input.value : null;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <InputGroup
        id={id}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        required={required}
        value={priceFieldText(cents)}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => input.onChange(centsFromTyping(event.target.value))}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
      />
    </FieldShell>
  );
}
