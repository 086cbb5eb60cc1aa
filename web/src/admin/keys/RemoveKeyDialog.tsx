import { useMutation } from '@apollo/client/react';
import { keyMessages } from '../../forms/keyMessages';
import { DeleteConfirmDialog } from '../records/DeleteConfirmDialog';
import { RemoveKeyMutation } from './keyDocuments';

interface RemoveKeyDialogProps {
  /** The key to remove; null keeps the dialog closed. */
  keyToRemove: { id: string; label: string } | null;
  onClose: () => void;
  onRemoved: () => void;
}

/** Asks before removing a key; a key still lent is refused by the API, its message in a toast. */
export function RemoveKeyDialog({ keyToRemove, onClose, onRemoved }: RemoveKeyDialogProps) {
  const [removeKey] = useMutation(RemoveKeyMutation);
  return (
    <DeleteConfirmDialog
      question={keyToRemove && keyMessages.removeDialog.question(keyToRemove.label)}
      texts={keyMessages.removeDialog}
      remove={async () => keyToRemove && (await removeKey({ variables: { id: keyToRemove.id } })).data?.removePropertyKey}
      onClose={onClose}
      onDeleted={onRemoved}
    />
  );
}
