import { useRef, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { Form } from 'react-final-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { adminMessages } from '../../forms/adminMessages';
import { focusFirstField } from '../../forms/focusFirstField';
import { adminRoutes } from '../adminRoutes';
import { serverErrorText } from '../apollo/errorCodes';
import { TextInputField } from '../fields/TextInputField';
import { LoginMutation } from '../graphql/session';
import { usePageTitle } from '../layout/usePageTitle';
import { useSession } from '../session/SessionContext';
import { loginOutcome } from '../session/sessionFromUser';
import { useNotify } from '../toaster/ToasterContext';
import { AuthCard } from './AuthCard';
import { ForgotPassword } from './ForgotPassword';
import { useLoginAgencyName } from './useLoginAgencyName';

const texts = adminMessages.login;

interface LoginValues {
  email?: string;
  password?: string;
}

/**
 * /app/manager — the agency's name, e-mail and password (with show/hide), 'Entrar' and 'Esqueci minha senha'.
 * Idle, then loading while the server answers, then the dashboard; every refusal is a snackbar of 3 seconds
 * (spec §4, §8).
 */
export default function LoginPage() {
  usePageTitle(texts.pageTitle);
  const { session, signIn } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  const [passwordShown, setPasswordShown] = useState(false);
  const [login] = useMutation(LoginMutation);
  const agencyName = useLoginAgencyName(session !== null);

  if (session) return <Navigate to={adminRoutes.dashboard} replace />;

  const submit = async (values: LoginValues) => {
    const email = values.email?.trim() ?? '';
    const password = values.password ?? '';
    if (email === '' || password === '') {
      notify('danger', texts.missingFields);
      focusFirstField(formRef.current, email === '' ? ['email'] : ['password']);
      return;
    }
    try {
      const { data } = await login({ variables: { email, password } });
      const outcome = loginOutcome(data?.login, texts);
      if (outcome.kind === 'refused') {
        notify('danger', outcome.message);
        return;
      }
      signIn(outcome.session);
      void navigate(adminRoutes.dashboard, { replace: true });
    } catch (error) {
      notify('danger', serverErrorText(error) ?? texts.failure);
    }
  };

  const toggleLabel = passwordShown ? texts.hidePassword : texts.showPassword;
  const toggle = (
    <Button
      variant="minimal"
      icon={passwordShown ? 'eye-off' : 'eye-open'}
      aria-label={toggleLabel}
      title={toggleLabel}
      onClick={() => setPasswordShown((shown) => !shown)}
    />
  );

  return (
    <AuthCard agencyName={agencyName} title={texts.title} intro={texts.intro}>
      <Form<LoginValues>
        onSubmit={submit}
        subscription={{ submitting: true }}
        render={({ handleSubmit, submitting }) => (
          <form ref={formRef} noValidate aria-label={texts.title} onSubmit={(event) => void handleSubmit(event)}>
            <TextInputField name="email" label={texts.email} type="email" autoComplete="username" inputMode="email" />
            <TextInputField
              name="password"
              label={texts.password}
              type={passwordShown ? 'text' : 'password'}
              autoComplete="current-password"
              rightElement={toggle}
            />
            <Button
              type="submit"
              intent="primary"
              size="large"
              fill
              disabled={submitting}
              text={submitting ? texts.submitting : texts.submit}
            />
          </form>
        )}
      />
      <ForgotPassword />
    </AuthCard>
  );
}
