import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { Form } from 'react-final-form';
import { Link, useLocation } from 'react-router-dom';
import { adminMessages } from '../../forms/adminMessages';
import { adminRoutes } from '../adminRoutes';
import { serverErrorText } from '../apollo/errorCodes';
import { ResetPasswordMutation } from '../graphql/session';
import { usePageTitle } from '../layout/usePageTitle';
import { PasswordField } from '../passwords/PasswordField';
import { validatePasswordChange, type PasswordChangeValues } from '../passwords/passwordRules';
import { useNotify } from '../toaster/ToasterContext';
import { AuthCard } from './AuthCard';
import { resetTokenOf } from './resetToken';
import { useLoginAgencyName } from './useLoginAgencyName';

const texts = adminMessages.passwordReset;

/** What the page shows: the form, the server's word that the password changed, or why the link is no good. */
type ResetState = { kind: 'form' } | { kind: 'done'; message: string } | { kind: 'refused'; message: string };

/**
 * /app/redefinir-senha#token=… — the mailed link: a new password and its confirmation (the password rules), then the
 * way to sign in with it; a used, expired or cut link says so and leads to 'Esqueci minha senha'.
 */
export default function ResetPasswordPage() {
  usePageTitle(texts.resetTitle);
  const agencyName = useLoginAgencyName(false);
  const notify = useNotify();
  const token = resetTokenOf(useLocation().hash);
  const [state, setState] = useState<ResetState>(token === null ? { kind: 'refused', message: texts.noToken } : { kind: 'form' });
  const [resetPassword] = useMutation(ResetPasswordMutation);

  const submit = async (values: PasswordChangeValues) => {
    try {
      const { data } = await resetPassword({ variables: { token, password: values.password ?? '' } });
      const result = data?.resetPassword;
      if (result?.ok) {
        setState({ kind: 'done', message: result.message ?? '' });
        return undefined;
      }
      const fieldError = result?.error?.fieldErrors.find((error) => error.field === 'password');
      if (fieldError) return { password: fieldError.message };
      setState({ kind: 'refused', message: result?.error?.message ?? texts.failure });
    } catch (error) {
      notify('danger', serverErrorText(error) ?? texts.failure);
    }
    return undefined;
  };

  return (
    <AuthCard agencyName={agencyName} title={texts.resetTitle} intro={texts.resetIntro}>
      <p className="admin-login__notice" role="status">
        {state.kind === 'form' ? '' : state.message}
      </p>
      {state.kind === 'form' && (
        <Form<PasswordChangeValues>
          onSubmit={submit}
          validate={validatePasswordChange}
          subscription={{ submitting: true }}
          render={({ handleSubmit, submitting }) => (
            <form noValidate aria-label={texts.resetTitle} onSubmit={(event) => void handleSubmit(event)}>
              <PasswordField name="password" label={texts.password} required />
              <PasswordField name="confirmation" label={texts.confirmation} required />
              <Button
                type="submit"
                intent="primary"
                size="large"
                fill
                disabled={submitting}
                text={submitting ? texts.saving : texts.save}
              />
            </form>
          )}
        />
      )}
      <p className="admin-login__links">
        {state.kind === 'refused' ? (
          <Link to={adminRoutes.forgotPassword}>{texts.askAgain}</Link>
        ) : (
          <Link to={adminRoutes.login}>{state.kind === 'done' ? texts.signIn : texts.backToLogin}</Link>
        )}
      </p>
    </AuthCard>
  );
}
