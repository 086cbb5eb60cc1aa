import { useMutation } from '@apollo/client/react';
import { holidayMessages } from '../../forms/holidayMessages';
import { formatDate } from '../../lib/format';
import { DeleteConfirmDialog } from '../records/DeleteConfirmDialog';
import { DeleteHolidayMutation } from './holidayDocuments';

const texts = holidayMessages.deleteDialog;

export interface HolidayRow {
  id: string;
  day: string;
  name: string;
}

interface DeleteHolidayDialogProps {
  /** The holiday to delete; null keeps the dialog closed. */
  holiday: HolidayRow | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before removing a holiday, which opens its day to visits again. */
export function DeleteHolidayDialog({ holiday, onClose, onDeleted }: DeleteHolidayDialogProps) {
  const [deleteHoliday] = useMutation(DeleteHolidayMutation);
  return (
    <DeleteConfirmDialog
      question={holiday && texts.question(holiday.name, formatDate(holiday.day))}
      texts={texts}
      remove={async () => holiday && (await deleteHoliday({ variables: { id: holiday.id } })).data?.deleteHoliday}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
