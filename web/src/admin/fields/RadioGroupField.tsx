import { Radio } from '@blueprintjs/core';
import { useId } from 'react';
import { useField } from 'react-final-form';
import { adminMessages } from '../../forms/adminMessages';
import { fieldSubscription, shownError } from '../../forms/fields/fieldMeta';

/** One choice of a radio group, with the line that explains it. */
interface RadioChoice<V extends string> {
  value: V;
  label: string;
  hint?: string;
}

interface RadioOptionProps<V extends string> extends RadioChoice<V> {
  name: string;
  /** The group's message, which every choice is described by. */
  errorId: string | undefined;
}

function RadioOption<V extends string>({ name, value, label, hint, errorId }: RadioOptionProps<V>) {
  const id = useId();
  const { input } = useField<V>(name, { type: 'radio', value, subscription: { value: true } });
  const describedBy = [hint ? `${id}-hint` : null, errorId ?? null].filter(Boolean).join(' ');
  return (
    <div className="admin-radio-group__option">
      <Radio
        id={id}
        name={name}
        value={value}
        label={label}
        checked={input.checked === true}
        aria-describedby={describedBy || undefined}
        onChange={() => {
          input.onChange(value);
          input.onBlur();
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint admin-radio-group__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

interface RadioGroupFieldProps<V extends string> {
  name: string;
  /** The group's name, said before its choices. */
  legend: string;
  options: readonly RadioChoice<V>[];
  required?: boolean;
}

/**
 * A group of labelled radio buttons bound to one final-form field, in a fieldset named by its legend; each choice may
 * explain itself in a line below it, and the group's message (its rule's or the server's) describes every choice.
 */
export function RadioGroupField<V extends string>({ name, legend, options, required }: RadioGroupFieldProps<V>) {
  const id = useId();
  const { meta } = useField<V>(name, { subscription: fieldSubscription });
  const error = shownError(meta);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="admin-radio-group">
      <legend className="admin-radio-group__legend">
        {legend}
        {required && <span className="admin-radio-group__required"> {adminMessages.common.required}</span>}
      </legend>
      {options.map((option) => (
        <RadioOption key={option.value} name={name} errorId={errorId} {...option} />
      ))}
      {error && (
        <p id={errorId} className="admin-field__error admin-radio-group__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
