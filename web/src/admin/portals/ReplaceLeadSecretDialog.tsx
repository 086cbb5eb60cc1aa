import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { adminMessages } from '../../forms/adminMessages';
import { portalMessages } from '../../forms/portalMessages';

const texts = portalMessages.leads;

interface ReplaceLeadSecretDialogProps {
  isOpen: boolean;
  busy: boolean;
  /** The portal's name as the agency knows it. */
  portal: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before replacing a portal's lead address: the current one stops working and the portal must receive the new one. */
export function ReplaceLeadSecretDialog({ isOpen, busy, portal, onCancel, onConfirm }: ReplaceLeadSecretDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title={texts.confirmTitle} className="admin-dialog" isCloseButtonShown={false}>
      <DialogBody>
        <p>{texts.confirmText(portal)}</p>
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
