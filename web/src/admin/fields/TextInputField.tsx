import { InputGroup } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import { useTypedText, type TypedTextFieldProps } from '../../forms/fields/useBoundField';
import { FieldShell } from './FieldShell';

interface TextInputFieldProps extends TypedTextFieldProps {
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'password';
  readOnly?: boolean;
  className?: string;
  rightElement?: ReactElement;
}

/** A labelled Blueprint text input bound to a final-form field; an emptied field holds undefined. */
export function TextInputField({
  name,
  label,
  required,
  hint,
  mask,
  onTyped,
  problem,
  status,
  className,
  rightElement,
  ...control
}: TextInputFieldProps) {
  const field = useTypedText(name, { hint, mask, onTyped, problem });
  return (
    <FieldShell id={field.id} label={label} required={required} hint={hint} error={field.error} status={status} className={className}>
      <InputGroup
        {...control}
        {...field.control}
        type={control.type ?? 'text'}
        value={field.text}
        required={required}
        intent={field.error ? 'danger' : 'none'}
        rightElement={rightElement}
        onChange={(event) => field.change(event.target.value)}
      />
    </FieldShell>
  );
}
