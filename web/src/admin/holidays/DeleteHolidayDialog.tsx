import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { adminMessages } from '../../forms/adminMessages';
import { holidayMessages } from '../../forms/holidayMessages';
import { formatDate } from '../../lib/format';
import { failureText } from '../apollo/errorCodes';
import { useNotify } from '../toaster/ToasterContext';
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

/** Asks before removing a holiday; a second click while it is removed does nothing. */
export function DeleteHolidayDialog({ holiday, onClose, onDeleted }: DeleteHolidayDialogProps) {
  const notify = useNotify();
  const [deleteHoliday] = useMutation(DeleteHolidayMutation);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!holiday || deleting) return;
    setDeleting(true);
    try {
      const { data } = await deleteHoliday({ variables: { id: holiday.id } });
      if (!data?.deleteHoliday.ok) {
        notify('danger', data?.deleteHoliday.error?.message ?? texts.failure);
        return;
      }
      notify('success', data.deleteHoliday.message ?? texts.success);
      onDeleted();
      onClose();
    } catch (error) {
      notify('danger', failureText(error, texts.failure));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog isOpen={holiday !== null} onClose={onClose} title={texts.title} className="admin-dialog" isCloseButtonShown={false}>
      {holiday && (
        <>
          <DialogBody>
            <p>{texts.question(holiday.name, formatDate(holiday.day))}</p>
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
