import { useRef, useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { adminMessages } from '../../forms/adminMessages';
import { privacyAdminMessages } from '../../forms/privacyAdminMessages';
import { failureText } from '../apollo/errorCodes';
import { personKeyText, type PersonKey } from './personSearch';
import { AnonymizePersonMutation } from './privacyDocuments';

const texts = privacyAdminMessages.anonymize;

interface AnonymizeDialogProps {
  /** The person to anonymize, as searched; null keeps the dialog closed. */
  person: PersonKey | null;
  onClose: () => void;
  /** Told once the person is anonymized, with what to say about it. */
  onAnonymized: (message: string) => void;
}

/**
 * Asks before anonymizing a person: says what happens and that it cannot be undone; opens on 'Cancelar', and a second
 * click while the anonymization runs does nothing. A refusal or a failure is told inside the dialog.
 */
export function AnonymizeDialog({ person, onClose, onAnonymized }: AnonymizeDialogProps) {
  const [anonymize] = useMutation(AnonymizePersonMutation);
  const [running, setRunning] = useState(false);
  // Set at the click itself, before the button shows it is busy: a double click anonymizes once.
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (running) return;
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (started.current || person === null) return;
    started.current = true;
    setRunning(true);
    setFailure(null);
    try {
      const result = (await anonymize({ variables: person })).data?.anonymizePerson;
      if (result?.ok && result.counts) {
        onAnonymized(texts.success(result.message ?? '', result.counts));
        onClose();
      } else {
        setFailure(result?.error?.message ?? texts.failure);
      }
    } catch (error) {
      setFailure(failureText(error, texts.failure));
    } finally {
      started.current = false;
      setRunning(false);
    }
  };

  return (
    <Dialog isOpen={person !== null} onClose={close} title={texts.title} className="admin-dialog" isCloseButtonShown={false}>
      {person !== null && (
        <>
          <DialogBody>
            <p>{texts.explanation(personKeyText(person))}</p>
            <p>
              <strong>{texts.irreversible}</strong>
            </p>
            {failure !== null && (
              <Callout intent="danger" role="alert">
                {failure}
              </Callout>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a destructive confirmation opens on its safe answer (WAI-ARIA alert dialog pattern). */}
                <Button text={adminMessages.common.cancel} onClick={close} disabled={running} autoFocus />
                <Button intent="danger" icon="eraser" text={texts.confirm} onClick={() => void confirm()} loading={running} />
              </>
            }
          />
        </>
      )}
    </Dialog>
  );
}
