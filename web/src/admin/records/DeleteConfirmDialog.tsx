import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { adminMessages } from '../../forms/adminMessages';
import { failureText } from '../apollo/errorCodes';
import { useNotify } from '../toaster/ToasterContext';

/** What a delete mutation answers. */
interface DeleteOutcome {
  ok: boolean;
  error?: { message: string } | null;
}

interface DeleteConfirmTexts {
  title: string;
  confirm: string;
  success: string;
  failure: string;
}

interface DeleteConfirmDialogProps {
  /** The question naming the record; null keeps the dialog closed. */
  question: string | null;
  texts: DeleteConfirmTexts;
  /** Runs the delete mutation. */
  remove: () => Promise<DeleteOutcome | null | undefined>;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before deleting a record for good; opens on 'Cancelar', and a second click while the record is deleted does
 * nothing. The outcome is told in a toast: the refusal's own text, or the failure's.
 */
export function DeleteConfirmDialog({ question, texts, remove, onClose, onDeleted }: DeleteConfirmDialogProps) {
  const notify = useNotify();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (deleting) return;
    setDeleting(true);
    try {
      const outcome = await remove();
      if (!outcome?.ok) {
        notify('danger', outcome?.error?.message ?? texts.failure);
        return;
      }
      notify('success', texts.success);
      onDeleted();
      onClose();
    } catch (error) {
      notify('danger', failureText(error, texts.failure));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog isOpen={question !== null} onClose={onClose} title={texts.title} className="admin-dialog" isCloseButtonShown={false}>
      {question !== null && (
        <>
          <DialogBody>
            <p>{question}</p>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a destructive confirmation opens on its safe answer (WAI-ARIA alert dialog pattern). */}
                <Button text={adminMessages.common.cancel} onClick={onClose} disabled={deleting} autoFocus />
                <Button intent="danger" icon="trash" text={texts.confirm} onClick={() => void confirm()} loading={deleting} />
              </>
            }
          />
        </>
      )}
    </Dialog>
  );
}
