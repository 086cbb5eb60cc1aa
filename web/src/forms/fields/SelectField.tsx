import { fieldMessages } from '../fieldMessages';
import { useTypedBeforeHydration } from '../../lib/useTypedBeforeHydration';
import { FieldFrame } from './FieldFrame';
import { useChoice } from './useBoundField';

interface SelectOption<V extends string> {
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
  const field = useChoice(name, options, hint, onChosen);
  const ref = useTypedBeforeHydration<HTMLSelectElement>(field.chosen, field.choose);

  return (
    <FieldFrame id={field.id} label={label} required={required} hint={hint} error={field.error}>
      <select {...field.control} ref={ref} value={field.chosen} required={required} onChange={(event) => field.choose(event.target.value)}>
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
