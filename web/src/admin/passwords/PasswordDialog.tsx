import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { Form } from 'react-final-form';
import { passwordDialogMessages } from '../../forms/peopleMessages';
import { ChangeBrokerPasswordMutation, ChangeUserPasswordMutation } from '../graphql/people';
import { useNotify } from '../toaster/ToasterContext';
import { PasswordField } from './PasswordField';
import { validatePasswordChange, type PasswordChangeValues } from './passwordRules';

const texts = passwordDialogMessages;

/** Whose password the dialog changes. */
export interface PasswordTarget {
  id: string;
  name: string;
  kind: 'broker' | 'user';
}

interface PasswordDialogProps {
  /** null keeps the dialog closed. */
  target: PasswordTarget | null;
  onClose: () => void;
}

/** The change-password dialog of brokers and users: new password and confirmation, 500px wide. */
export function PasswordDialog({ target, onClose }: PasswordDialogProps) {
  const notify = useNotify();
  const [changeBrokerPassword] = useMutation(ChangeBrokerPasswordMutation);
  const [changeUserPassword] = useMutation(ChangeUserPasswordMutation);

  const submit = async (values: PasswordChangeValues) => {
    if (!target) return;
    const variables = { id: target.id, password: values.password ?? '' };
    try {
      const result =
        target.kind === 'broker'
          ? (await changeBrokerPassword({ variables })).data?.changeBrokerPassword
          : (await changeUserPassword({ variables })).data?.changeUserPassword;
      if (!result?.ok) {
        notify('danger', texts.refused);
        return;
      }
      notify('success', texts.changed);
      onClose();
    } catch {
      notify('danger', texts.callFailed);
    }
  };

  return (
    <Dialog isOpen={target !== null} onClose={onClose} title={texts.title} className="admin-dialog" isCloseButtonShown={false}>
      {target && (
        <Form<PasswordChangeValues>
          onSubmit={submit}
          validate={validatePasswordChange}
          subscription={{ submitting: true }}
          render={({ handleSubmit, submitting }) => (
            <form noValidate aria-label={texts.title} onSubmit={(event) => void handleSubmit(event)}>
              <DialogBody>
                <p className="admin-dialog__about">{texts.intro(target.name)}</p>
                <PasswordField name="password" label={texts.password} required />
                <PasswordField name="confirmation" label={texts.confirmation} required />
              </DialogBody>
              <DialogFooter
                actions={
                  <>
                    <Button text={texts.cancel} onClick={onClose} disabled={submitting} />
                    <Button type="submit" intent="primary" text={submitting ? texts.saving : texts.save} disabled={submitting} />
                  </>
                }
              />
            </form>
          )}
        />
      )}
    </Dialog>
  );
}
