import { TextArea } from '@blueprintjs/core';
import { useId } from 'react';
import { useField } from 'react-final-form';
import { describedBy, fieldSubscription, shownError } from '../../forms/fields/fieldMeta';
import { FieldShell } from './FieldShell';

interface TextAreaFieldProps {
  name: string;
  label: string;
  hint?: string;
  rows?: number;
  maxLength?: number;
  className?: string;
}

/** A labelled Blueprint text area bound to a final-form field. */
export function TextAreaField({ name, label, hint, rows = 4, maxLength, className }: TextAreaFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, { subscription: fieldSubscription });
  const error = shownError(meta);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <TextArea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        fill
        value={input.value ?? ''}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => input.onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
      />
    </FieldShell>
  );
}
