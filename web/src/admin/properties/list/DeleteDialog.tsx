import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { adminMessages } from '../../../forms/adminMessages';
import { failureText } from '../../apollo/errorCodes';
import { DeletePropertyMutation } from '../../graphql/properties';
import { useNotify } from '../../toaster/ToasterContext';
import type { PropertyRow } from '../../graphql/propertyRows';

const texts = adminMessages.properties.deleteDialog;

interface DeleteDialogProps {
  /** The property to delete; null keeps the dialog closed. */
  property: PropertyRow | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a property (and its photos) for good. */
export function DeleteDialog({ property, onClose, onDeleted }: DeleteDialogProps) {
  const notify = useNotify();
  const [deleteProperty] = useMutation(DeletePropertyMutation);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!property) return;
    setDeleting(true);
    try {
      const { data } = await deleteProperty({ variables: { id: property.id } });
      if (!data?.deleteProperty.ok) {
        notify('danger', data?.deleteProperty.error?.message ?? texts.failure);
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
    <Dialog isOpen={property !== null} onClose={onClose} title={texts.title} className="admin-dialog" isCloseButtonShown={false}>
      {property && (
        <>
          <DialogBody>
            <p>{texts.question(property.code, property.title)}</p>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a destructive confirmation opens on its safe answer (WAI-ARIA alert dialog pattern). */}
                <Button text={adminMessages.common.cancel} onClick={onClose} disabled={deleting} autoFocus />
                <Button intent="danger" icon="trash" text={texts.confirm} onClick={() => void confirm()} disabled={deleting} />
              </>
            }
          />
        </>
      )}
    </Dialog>
  );
}
