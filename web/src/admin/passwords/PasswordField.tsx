import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { peopleCommonMessages } from '../../forms/peopleMessages';
import { TextInputField } from '../fields/TextInputField';

interface PasswordFieldProps {
  name: string;
  label: string;
  required?: boolean;
}

/** A password input with a show/hide toggle. */
export function PasswordField({ name, label, required }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const toggleLabel = shown ? peopleCommonMessages.hidePassword : peopleCommonMessages.showPassword;
  return (
    <TextInputField
      name={name}
      label={label}
      required={required}
      type={shown ? 'text' : 'password'}
      autoComplete="new-password"
      rightElement={
        <Button
          variant="minimal"
          icon={shown ? 'eye-off' : 'eye-open'}
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={() => setShown((now) => !now)}
        />
      }
    />
  );
}
