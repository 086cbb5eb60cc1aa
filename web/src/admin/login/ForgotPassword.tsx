import { Link } from 'react-router-dom';
import { adminMessages } from '../../forms/adminMessages';
import { adminRoutes } from '../adminRoutes';

/** 'Esqueci minha senha' under the login form: the page that mails a link to a new password. */
export function ForgotPassword() {
  return (
    <p className="admin-login__forgot">
      <Link to={adminRoutes.forgotPassword}>{adminMessages.login.forgotPassword}</Link>
    </p>
  );
}
