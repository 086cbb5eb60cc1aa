import { adminMessages } from '../../forms/adminMessages';
import { useDisclosure } from '../../lib/useDisclosure';

const texts = adminMessages.login;

/** 'Esqueci minha senha': shows whom to ask for a new password (an administrator sets it in 'Usuários'). */
export function ForgotPassword() {
  const help = useDisclosure();
  return (
    <div className="admin-login__forgot">
      <button type="button" className="admin-login__forgot-button" {...help.buttonProps}>
        {texts.forgotPassword}
      </button>
      <p id={help.panelId} className="admin-login__forgot-help" hidden={!help.expanded}>
        {texts.forgotPasswordHelp}
      </p>
    </div>
  );
}
