import { TextArea } from '@blueprintjs/core';
import { useTypedText } from '../../forms/fields/useBoundField';
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
  const field = useTypedText(name, { hint });
  return (
    <FieldShell id={field.id} label={label} hint={hint} error={field.error} className={className}>
      <TextArea
        {...field.control}
        rows={rows}
        maxLength={maxLength}
        fill
        value={field.text}
        intent={field.error ? 'danger' : 'none'}
        onChange={(event) => field.change(event.target.value)}
      />
    </FieldShell>
  );
}
