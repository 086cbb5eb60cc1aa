import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { adminMessages } from '../../forms/adminMessages';
import { FieldNotes, type FieldFrameTexts } from '../../forms/fields/FieldNotes';

interface FieldShellProps extends FieldFrameTexts {
  className?: string;
  children: ReactNode;
}

/**
 * A Blueprint FormGroup whose label is tied to the control (labelFor + id) and whose hint and message
 * have ids for the control's aria-describedby (see describedBy in forms/fields/fieldMeta).
 */
export function FieldShell({ id, label, required, hint, error, status, className, children }: FieldShellProps) {
  const helper =
    hint || error || status ? <FieldNotes id={id} hint={hint} status={status} error={error} as="span" block="admin-field" /> : undefined;
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
