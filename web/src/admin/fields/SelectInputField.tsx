import type { ReactNode } from 'react';
import { useChoice } from '../../forms/fields/useBoundField';
import { fieldMessages } from '../../forms/fieldMessages';
import { AdminSelect } from './AdminSelect';
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
  const field = useChoice(name, options, hint, onChosen);
  return (
    <FieldShell id={field.id} label={label} required={required} hint={hint} error={field.error} className={className}>
      <div className="admin-select-row">
        <AdminSelect
          {...field.control}
          fill
          value={field.chosen}
          required={required}
          onChange={(event) => field.choose(event.currentTarget.value)}
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
