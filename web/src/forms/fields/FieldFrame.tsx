import type { ReactNode } from 'react';
import { fieldMessages } from '../fieldMessages';

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string | null;
  error?: string | null;
  /** A note about work in progress (e.g. a lookup), read out politely. */
  status?: string | null;
  wide?: boolean;
  children: ReactNode;
}

/** A field's label, control, hint and message, linked by ids. */
export function FieldFrame({ id, label, required, hint, error, status, wide, children }: FieldFrameProps) {
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required && <span className="field__required"> {fieldMessages.required}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {status && (
        <p className="field__status" role="status">
          {status}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
