import type { ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { SubmissionErrors, ValidationErrors } from 'final-form';
import { Form } from 'react-final-form';

interface VisitChangeDialogProps<V extends object> {
  isOpen: boolean;
  title: string;
  /** What the dialog is about, above its fields. */
  about: string;
  initialValues: V;
  validate?: (values: V) => ValidationErrors;
  submitText: string;
  backText: string;
  /** Sends the change; its refusal's messages come back under their fields. */
  onSubmit: (values: V) => Promise<SubmissionErrors | undefined>;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog with the form of one change of a visit (cancel, reschedule, outcome): 'Voltar' and the change's button. */
export function VisitChangeDialog<V extends object>({
  isOpen,
  title,
  about,
  initialValues,
  validate,
  submitText,
  backText,
  onSubmit,
  onClose,
  children,
}: VisitChangeDialogProps<V>) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} className="admin-dialog" isCloseButtonShown={false}>
      {isOpen && (
        <Form<V>
          onSubmit={onSubmit}
          validate={validate}
          initialValues={initialValues}
          subscription={{ submitting: true }}
          render={({ handleSubmit, submitting }) => (
            <form noValidate onSubmit={(event) => void handleSubmit(event)}>
              <DialogBody>
                <p className="admin-dialog__about">{about}</p>
                {children}
              </DialogBody>
              <DialogFooter
                actions={
                  <>
                    <Button text={backText} variant="minimal" disabled={submitting} onClick={onClose} />
                    <Button type="submit" intent="primary" text={submitText} loading={submitting} />
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
