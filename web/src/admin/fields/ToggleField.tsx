import { Checkbox, Switch } from '@blueprintjs/core';
import { useId } from 'react';
import { useField } from 'react-final-form';

interface ToggleFieldProps {
  name: string;
  label: string;
  hint?: string;
  /** A switch (on/off settings) or a checkbox (a choice about this action). */
  kind?: 'switch' | 'checkbox';
}

/** A labelled Blueprint switch or checkbox bound to a boolean final-form field. */
export function ToggleField({ name, label, hint, kind = 'switch' }: ToggleFieldProps) {
  const id = useId();
  const { input } = useField<boolean>(name, { type: 'checkbox', subscription: { value: true } });
  const Control = kind === 'switch' ? Switch : Checkbox;
  return (
    <div className="admin-toggle">
      <Control
        id={id}
        name={name}
        label={label}
        checked={input.checked === true}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          input.onChange(event.currentTarget.checked);
          input.onBlur();
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
