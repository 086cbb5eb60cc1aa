import { messages } from '../../forms/messages';
import { centsFromTyping, priceFieldText } from '../../forms/priceInput';
import { useTypedBeforeHydration } from '../../lib/useTypedBeforeHydration';

interface PriceFieldProps {
  id: string;
  label: string;
  cents: number | null;
  onChange: (cents: number | null) => void;
}

/** A price typed as digits (cents) and shown in BRL while typing. */
export function PriceField({ id, label, cents, onChange }: PriceFieldProps) {
  const text = priceFieldText(cents);
  const ref = useTypedBeforeHydration<HTMLInputElement>(text, (typed) => onChange(centsFromTyping(typed)));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={messages.filters.pricePlaceholder}
        value={text}
        onChange={(event) => onChange(centsFromTyping(event.target.value))}
      />
    </div>
  );
}
