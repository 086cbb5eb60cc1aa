import { useTypedBeforeHydration } from '../../lib/useTypedBeforeHydration';
import { FieldFrame } from './FieldFrame';
import { useTypedCents } from './useBoundField';

interface CurrencyFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
}

/** Money typed as digits (cents) and shown as BRL while typing; the field holds cents or null. */
export function CurrencyField({ name, label, required, hint, placeholder }: CurrencyFieldProps) {
  const field = useTypedCents(name, hint);
  const ref = useTypedBeforeHydration<HTMLInputElement>(field.text, field.change);
  return (
    <FieldFrame id={field.id} label={label} required={required} hint={hint} error={field.error}>
      <input
        {...field.control}
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        required={required}
        value={field.text}
        onChange={(event) => field.change(event.target.value)}
      />
    </FieldFrame>
  );
}
