import { Checkbox } from '@blueprintjs/core';
import { useField } from 'react-final-form';
import type { ChoiceOption } from './SelectInputField';

function CheckboxOption<V extends string>({ name, option }: { name: string; option: ChoiceOption<V> }) {
  const { input } = useField<V[]>(name, { type: 'checkbox', value: option.value, subscription: { value: true } });
  return (
    <Checkbox
      name={name}
      value={option.value}
      label={option.label}
      checked={input.checked === true}
      onChange={(event) => input.onChange(event)}
    />
  );
}

interface CheckboxListFieldProps<V extends string> {
  name: string;
  legend: string;
  options: readonly ChoiceOption<V>[];
}

/** A group of Blueprint checkboxes, one per option, for a field that holds the checked values. */
export function CheckboxListField<V extends string>({ name, legend, options }: CheckboxListFieldProps<V>) {
  return (
    <fieldset className="admin-checkbox-list">
      <legend className="admin-visually-hidden">{legend}</legend>
      <div className="admin-checkbox-list__grid">
        {options.map((option) => (
          <CheckboxOption key={option.value} name={name} option={option} />
        ))}
      </div>
    </fieldset>
  );
}
