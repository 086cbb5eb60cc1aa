import { InputGroup } from '@blueprintjs/core';
import { useTypedCents } from '../../forms/fields/useBoundField';
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
  const field = useTypedCents(name, hint);
  return (
    <FieldShell id={field.id} label={label} required={required} hint={hint} error={field.error}>
      <InputGroup
        {...field.control}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        required={required}
        value={field.text}
        intent={field.error ? 'danger' : 'none'}
        onChange={(event) => field.change(event.target.value)}
      />
    </FieldShell>
  );
}
