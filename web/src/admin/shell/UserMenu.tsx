import { Button, PopoverNext, PopupKind } from '@blueprintjs/core';
import { adminMessages, roleLabels } from '../../forms/adminMessages';
import { adminRoutes } from '../adminRoutes';
import { ButtonLink } from '../layout/ButtonLink';
import { firstNameOf, initialsOf } from '../session/sessionStore';
import { useSession, useSignedInSession } from '../session/SessionContext';

const texts = adminMessages.shell;

/** The avatar with the user's initials; its panel greets the user, opens their profile and signs out. */
export function UserMenu() {
  const { user, permissions } = useSignedInSession();
  const { signOut } = useSession();
  const panel = (
    <div className="admin-user-panel">
      <p className="admin-user-panel__greeting">{texts.greeting(firstNameOf(user.name))}</p>
      <p className="admin-user-panel__detail">{user.email}</p>
      <p className="admin-user-panel__detail">{texts.role(roleLabels[user.role])}</p>
      {permissions.includes('usuarios') && <ButtonLink to={adminRoutes.users.profile(user.id)} text={texts.myProfile} variant="minimal" />}
      <Button icon="log-out" text={texts.signOut} fill alignText="start" variant="minimal" onClick={() => void signOut()} />
    </div>
  );
  return (
    <PopoverNext content={panel} placement="bottom-end" popupKind={PopupKind.DIALOG}>
      <Button variant="minimal" className="admin-avatar-button">
        <span className="admin-avatar" aria-hidden>
          {initialsOf(user.name)}
        </span>
        <span className="admin-visually-hidden">{texts.userMenu(user.name)}</span>
      </Button>
    </PopoverNext>
  );
}
