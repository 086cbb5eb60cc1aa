import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { describedBy, shownError } from './fieldMeta';

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  /** The id of text that explains the choice, if any. */
  describedById?: string;
}

/** A labelled yes/no checkbox bound to a boolean final-form field. */
export function CheckboxField({ name, label, describedById }: CheckboxFieldProps) {
  const id = useId();
  const { input, meta } = useField<boolean>(name, {
    type: 'checkbox',
    subscription: { value: true, touched: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const error = shownError(meta);
  const description = [describedById, describedBy(id, null, error)].filter(Boolean).join(' ') || undefined;

  return (
    <div className="check-field">
      <div className="check">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={input.checked === true}
          aria-invalid={error ? true : undefined}
          aria-describedby={description}
          onChange={(event) => {
            input.onChange(event.target.checked);
            input.onBlur();
          }}
          onFocus={() => input.onFocus()}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
