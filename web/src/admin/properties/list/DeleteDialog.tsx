import { useMutation } from '@apollo/client/react';
import { adminMessages } from '../../../forms/adminMessages';
import { DeletePropertyMutation } from '../../graphql/properties';
import type { PropertyRow } from '../../graphql/propertyRows';
import { DeleteConfirmDialog } from '../../records/DeleteConfirmDialog';

const texts = adminMessages.properties.deleteDialog;

interface DeleteDialogProps {
  /** The property to delete; null keeps the dialog closed. */
  property: PropertyRow | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a property (and its photos) for good. */
export function DeleteDialog({ property, onClose, onDeleted }: DeleteDialogProps) {
  const [deleteProperty] = useMutation(DeletePropertyMutation);
  return (
    <DeleteConfirmDialog
      question={property && texts.question(property.code, property.title)}
      texts={texts}
      remove={async () => property && (await deleteProperty({ variables: { id: property.id } })).data?.deleteProperty}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
