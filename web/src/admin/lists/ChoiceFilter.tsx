import { FormGroup } from '@blueprintjs/core';
import { AdminSelect } from '../fields/AdminSelect';

/** One option of a choice: the value kept and the text shown. */
interface FilterChoice {
  value: string;
  label: string;
}

export interface ChoiceFilterProps {
  id: string;
  label: string;
  value: string;
  options: readonly FilterChoice[];
  /** Gets the chosen option's value as written in the page. */
  onChange: (value: string) => void;
}

/** One of a list's filters: a labelled select of fixed choices. */
export function ChoiceFilter({ id, label, value, options, onChange }: ChoiceFilterProps) {
  return (
    <FormGroup label={label} labelFor={id}>
      <AdminSelect id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </AdminSelect>
    </FormGroup>
  );
}
