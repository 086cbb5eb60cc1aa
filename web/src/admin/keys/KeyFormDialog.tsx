import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { Form } from 'react-final-form';
import { KEY_TEXT_LIMITS } from '../../../../shared/key-rules';
import { keyFieldLabels, keyMessages } from '../../forms/keyMessages';
import { TextInputField } from '../fields/TextInputField';
import { useNotify } from '../toaster/ToasterContext';
import { RegisterKeyMutation, UpdateKeyMutation } from './keyDocuments';
import { keyFormFields, toKeyInput, validateKeyForm, type KeyFormValues } from './keyFormValues';
import { settleKeySave } from './keySave';

const texts = keyMessages.form;

/** The key the dialog edits, or a new one for the property. */
export type KeyFormTarget = { kind: 'new'; propertyId: string } | { kind: 'edit'; id: string; values: KeyFormValues };

interface KeyFormDialogProps {
  /** null keeps the dialog closed. */
  target: KeyFormTarget | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Registers or edits a key: what it opens, where it is kept and its code. */
export function KeyFormDialog({ target, onClose, onSaved }: KeyFormDialogProps) {
  const notify = useNotify();
  const [registerKey] = useMutation(RegisterKeyMutation);
  const [updateKey] = useMutation(UpdateKeyMutation);
  const title = target?.kind === 'edit' ? texts.editTitle : texts.newTitle;

  const submit = (values: KeyFormValues) =>
    settleKeySave(
      async () => {
        if (target === null) return null;
        const input = toKeyInput(values);
        return target.kind === 'new'
          ? (await registerKey({ variables: { propertyId: target.propertyId, input } })).data?.registerPropertyKey
          : (await updateKey({ variables: { id: target.id, input } })).data?.updatePropertyKey;
      },
      {
        formFields: keyFormFields,
        savedText: target?.kind === 'edit' ? texts.edited : texts.registered,
        failureText: texts.saveFailure,
        notify,
        done: () => {
          onSaved();
          onClose();
        },
      },
    );

  return (
    <Dialog isOpen={target !== null} onClose={onClose} title={title} className="admin-dialog">
      {target && (
        <Form<KeyFormValues>
          onSubmit={submit}
          validate={validateKeyForm}
          initialValues={target.kind === 'edit' ? target.values : {}}
          subscription={{ submitting: true }}
          render={({ handleSubmit, submitting }) => (
            <form noValidate aria-label={title} onSubmit={(event) => void handleSubmit(event)}>
              <DialogBody>
                <TextInputField
                  name="label"
                  label={keyFieldLabels.label}
                  required
                  maxLength={KEY_TEXT_LIMITS.label}
                  placeholder={texts.labelPlaceholder}
                  autoComplete="off"
                />
                <TextInputField
                  name="location"
                  label={keyFieldLabels.location}
                  required
                  maxLength={KEY_TEXT_LIMITS.location}
                  placeholder={texts.locationPlaceholder}
                  autoComplete="off"
                />
                <TextInputField
                  name="code"
                  label={keyFieldLabels.code}
                  maxLength={KEY_TEXT_LIMITS.code}
                  placeholder={texts.codePlaceholder}
                  autoComplete="off"
                />
              </DialogBody>
              <DialogFooter
                actions={
                  <>
                    <Button text={texts.cancel} onClick={onClose} disabled={submitting} />
                    <Button type="submit" intent="primary" text={texts.save} disabled={submitting} loading={submitting} />
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
