import type { ReactNode } from 'react';
import { fieldMessages } from '../fieldMessages';
import { FieldNotes, type FieldFrameTexts } from './FieldNotes';

interface FieldFrameProps extends FieldFrameTexts {
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
      <FieldNotes id={id} hint={hint} status={status} error={error} as="p" block="field" />
    </div>
  );
}
