import { InputGroup } from '@blueprintjs/core';
import { useId, type HTMLAttributes, type ReactElement } from 'react';
import { useField } from 'react-final-form';
import { describedBy, fieldSubscription, shownError } from '../../forms/fields/fieldMeta';
import { FieldShell } from './FieldShell';

interface TextInputFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'email' | 'tel' | 'date' | 'password';
  maxLength?: number;
  readOnly?: boolean;
  className?: string;
  /** Rewrites what was typed, e.g. a mask. */
  mask?: (typed: string) => string;
  /** Called with the new value after each change. */
  onTyped?: (value: string) => void;
  /** A message from outside the rules (e.g. a failed lookup), shown until it is cleared. */
  problem?: string | null;
  /** Work in progress about this field, read out politely. */
  status?: string | null;
  rightElement?: ReactElement;
}

/** A labelled Blueprint text input bound to a final-form field; an emptied field holds undefined. */
export function TextInputField({ name, label, required, hint, mask, onTyped, problem, status, className, rightElement, ...control }: TextInputFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, { subscription: fieldSubscription });
  const error = problem ?? shownError(meta);
  const change = (typed: string) => {
    const value = mask ? mask(typed) : typed;
    input.onChange(value === '' ? undefined : value);
    onTyped?.(value);
  };
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} status={status} className={className}>
      <InputGroup
        {...control}
        id={id}
        name={name}
        type={control.type ?? 'text'}
        value={input.value ?? ''}
        required={required}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        rightElement={rightElement}
        onChange={(event) => change(event.target.value)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
      />
    </FieldShell>
  );
}
