import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { adminMessages } from '../../forms/adminMessages';

interface FieldShellProps {
  /** The control's id: the label points at it, the hint and message ids derive from it. */
  id: string;
  label: string;
  required?: boolean;
  hint?: string | null;
  error?: string | null;
  /** Work in progress about the field (e.g. a lookup), read out politely. */
  status?: string | null;
  className?: string;
  children: ReactNode;
}

/**
 * A Blueprint FormGroup whose label is tied to the control (labelFor + id) and whose hint and message
 * have ids for the control's aria-describedby (see describedBy in forms/fields/fieldMeta).
 */
export function FieldShell({ id, label, required, hint, error, status, className, children }: FieldShellProps) {
  const helper =
    hint || error || status ? (
      <>
        {hint && (
          <span id={`${id}-hint`} className="admin-field__hint">
            {hint}
          </span>
        )}
        {status && (
          <span className="admin-field__status" role="status">
            {status}
          </span>
        )}
        {error && (
          <span id={`${id}-error`} className="admin-field__error">
            {error}
          </span>
        )}
      </>
    ) : undefined;
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={id}
      labelInfo={required ? adminMessages.common.required : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={helper}
    >
      {children}
    </FormGroup>
  );
}
