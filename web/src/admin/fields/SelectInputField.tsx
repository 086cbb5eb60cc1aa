import { AdminSelect } from './AdminSelect';
import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { describedBy, fieldSubscription, shownError } from '../../forms/fields/fieldMeta';
import { fieldMessages } from '../../forms/fieldMessages';
import { FieldShell } from './FieldShell';

export interface ChoiceOption<V extends string> {
  value: V;
  label: string;
}

interface SelectInputFieldProps<V extends string> {
  name: string;
  label: string;
  options: readonly ChoiceOption<V>[];
  required?: boolean;
  hint?: string;
  /** The text of the empty choice, which leaves the field undefined. */
  emptyLabel?: string;
  className?: string;
  /** Called after the choice changed, with the new and the former value. */
  onChosen?: (next: V | undefined, previous: V | undefined) => void;
  /** Shown after the select, e.g. a link about the chosen item. */
  after?: ReactNode;
}

/** A labelled Blueprint select bound to a final-form field. */
export function SelectInputField<V extends string>({
  name,
  label,
  options,
  required,
  hint,
  emptyLabel = fieldMessages.selectPlaceholder,
  className,
  onChosen,
  after,
}: SelectInputFieldProps<V>) {
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
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <div className="admin-select-row">
        <AdminSelect
          id={id}
          name={name}
          fill
          value={input.value ?? ''}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => choose(event.currentTarget.value)}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
        >
          <option value="">{emptyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </AdminSelect>
        {after}
      </div>
    </FieldShell>
  );
}
