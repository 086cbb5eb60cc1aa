import { useRef } from 'react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { portalMessages } from '../../forms/portalMessages';
import { useNotify } from '../toaster/ToasterContext';

const texts = portalMessages.leads;

interface CopyFieldProps {
  id: string;
  /** The visible label ('Endereço', 'Usuário', 'Senha'). */
  label: string;
  /** The portal it belongs to, which the field's and the button's accessible names add. */
  portal: string;
  value: string;
}

/**
 * A value to give a portal in a read-only field, with a 'Copiar' button: the clipboard when the browser allows it,
 * else the text selected for the user to copy themselves, told in a toast either way.
 */
export function CopyField({ id, label, portal, value }: CopyFieldProps) {
  const notify = useNotify();
  const field = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify('success', texts.copied);
    } catch {
      field.current?.focus();
      field.current?.select();
      notify('warning', texts.copyFailure);
    }
  };

  return (
    <FormGroup label={label} labelFor={id} className="admin-portal-copy">
      <div className="admin-portal-feed__row">
        <InputGroup
          id={id}
          inputRef={field}
          readOnly
          fill
          value={value}
          aria-label={texts.fieldLabel(label, portal)}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button icon="clipboard" text={texts.copy} aria-label={texts.copyLabel(label, portal)} onClick={() => void copy()} />
      </div>
    </FormGroup>
  );
}
