import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { adminMessages } from '../../forms/adminMessages';
import { adminRoutes } from '../adminRoutes';
import { serverErrorText } from '../apollo/errorCodes';
import { TextInputField } from '../fields/TextInputField';
import { RequestPasswordResetMutation } from '../graphql/session';
import { usePageTitle } from '../layout/usePageTitle';
import { useNotify } from '../toaster/ToasterContext';
import { AuthCard } from './AuthCard';
import { useLoginAgencyName } from './useLoginAgencyName';

const texts = adminMessages.passwordReset;

interface RequestValues {
  email?: string;
}

function validate(values: RequestValues): Partial<Record<keyof RequestValues, string>> {
  return (values.email ?? '').trim() === '' ? { email: texts.emailRequired } : {};
}

/**
 * /app/esqueci-senha — the e-mail of the account; the server mails a link to a new password when the e-mail is
 * anyone's, and its answer, the same either way, is shown on the page.
 */
export default function ForgotPasswordPage() {
  usePageTitle(texts.requestTitle);
  const agencyName = useLoginAgencyName(false);
  const notify = useNotify();
  const [answer, setAnswer] = useState('');
  const [requestReset] = useMutation(RequestPasswordResetMutation);

  const submit = async (values: RequestValues) => {
    try {
      const { data } = await requestReset({ variables: { email: values.email?.trim() ?? '' } });
      const result = data?.requestPasswordReset;
      if (result?.ok) {
        setAnswer(result.message ?? '');
        return undefined;
      }
      const fieldError = result?.error?.fieldErrors.find((error) => error.field === 'email');
      if (fieldError) return { email: fieldError.message };
      notify('danger', result?.error?.message ?? texts.failure);
    } catch (error) {
      notify('danger', serverErrorText(error) ?? texts.failure);
    }
    return undefined;
  };

  return (
    <AuthCard agencyName={agencyName} title={texts.requestTitle} intro={texts.requestIntro}>
      <p className="admin-login__notice" role="status">
        {answer}
      </p>
      <Form<RequestValues>
        onSubmit={submit}
        validate={validate}
        subscription={{ submitting: true }}
        render={({ handleSubmit, submitting }) => (
          <form noValidate aria-label={texts.requestTitle} onSubmit={(event) => void handleSubmit(event)}>
            <TextInputField name="email" label={texts.email} type="email" autoComplete="username" inputMode="email" required />
            <Button type="submit" intent="primary" size="large" fill disabled={submitting} text={submitting ? texts.sending : texts.send} />
          </form>
        )}
      />
      <p className="admin-login__links">
        <Link to={adminRoutes.login}>{texts.backToLogin}</Link>
      </p>
    </AuthCard>
  );
}
