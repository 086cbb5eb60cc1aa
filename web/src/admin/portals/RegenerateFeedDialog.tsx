import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { adminMessages } from '../../forms/adminMessages';
import { portalMessages } from '../../forms/portalMessages';

const texts = portalMessages.feed;

interface RegenerateFeedDialogProps {
  isOpen: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before replacing the feed's address: the current one stops working and the portals must receive the new one. */
export function RegenerateFeedDialog({ isOpen, busy, onCancel, onConfirm }: RegenerateFeedDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title={texts.confirmTitle} className="admin-dialog" isCloseButtonShown={false}>
      <DialogBody>
        <p>{texts.confirmText}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a destructive confirmation opens on its safe answer (WAI-ARIA alert dialog pattern). */}
            <Button text={adminMessages.common.cancel} onClick={onCancel} disabled={busy} autoFocus />
            <Button intent="danger" icon="refresh" text={texts.confirm} onClick={onConfirm} disabled={busy} />
          </>
        }
      />
    </Dialog>
  );
}
