import { useId } from 'react';
import { useField } from 'react-final-form';

interface CheckboxOptionProps<V extends string> {
  name: string;
  value: V;
  label: string;
}

/** One checkbox of a group whose field holds the list of checked values. */
function CheckboxOption<V extends string>({ name, value, label }: CheckboxOptionProps<V>) {
  const id = useId();
  const { input } = useField<V[]>(name, { type: 'checkbox', value, subscription: { value: true } });
  return (
    <div className="check">
      <input
        id={id}
        name={name}
        type="checkbox"
        value={value}
        checked={input.checked === true}
        onChange={(event) => input.onChange(event)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

interface CheckboxGroupProps<V extends string> {
  name: string;
  options: readonly { value: V; label: string }[];
}

/** A list of checkboxes, one per option, for a field that holds the checked values. */
export function CheckboxGroup<V extends string>({ name, options }: CheckboxGroupProps<V>) {
  return (
    <div className="check-grid">
      {options.map((option) => (
        <CheckboxOption key={option.value} name={name} value={option.value} label={option.label} />
      ))}
    </div>
  );
}
