import { useRef, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { messages } from '../../forms/messages';
import { ErrorIdNote } from '../layout/ErrorIdNote';
import { contactFormProblem, emptyContactFields, toContactMessageInput, type ContactFields } from '../lib/contactForm';
import { graphqlErrorId } from '../lib/graphqlErrorId';
import { graphqlErrorText } from '../lib/graphqlErrorText';
import { SendContactMessageMutation } from '../mutations';
import { PrivacyNoticeLink } from '../privacy/PrivacyNoticeLink';
import { ContactFormFields } from './ContactFormFields';
import { ContactSent } from './ContactSent';

type ContactState = { step: 'editing' } | { step: 'sending' } | { step: 'sent'; confirmation: string };

/** What the form shows above its button: a field missing, a refusal, or a failure (with its error's code if the servers failed). */
interface ContactProblem {
  text: string;
  errorId: string | null;
}

const problemOf = (text: string, errorId: string | null = null): ContactProblem => ({ text, errorId });

/**
 * The contact form, loaded after the first paint: editing, then sending (button disabled, 'Enviando...'),
 * then a success screen whose 'Enviar outra mensagem' brings back an empty form. A failure keeps what was
 * typed and shows the server's text, else the generic message, with the error's code when the servers failed.
 * Beside the button, the privacy notice's link: sending accepts the version the page shows, which goes with the message.
 */
export default function ContactForm() {
  const client = useApolloClient();
  const [fields, setFields] = useState<ContactFields>(emptyContactFields);
  const [state, setState] = useState<ContactState>({ step: 'editing' });
  const [problem, setProblem] = useState<ContactProblem | null>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  const send = async (toSend: ContactFields) => {
    setProblem(null);
    setState({ step: 'sending' });
    try {
      const { data } = await client.mutate({
        mutation: SendContactMessageMutation,
        variables: { input: toContactMessageInput(toSend) },
      });
      const result = data?.sendContactMessage;
      if (result?.ok) {
        setFields(emptyContactFields);
        setState({ step: 'sent', confirmation: result.message ?? messages.contact.sent });
        return;
      }
      setProblem(problemOf(result?.error?.message ?? messages.contact.sendFailure));
    } catch (error) {
      setProblem(problemOf(graphqlErrorText(error) ?? messages.contact.sendFailure, graphqlErrorId(error)));
    }
    setState({ step: 'editing' });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.step === 'sending') return;
    const found = contactFormProblem(fields);
    if (found) {
      setProblem(problemOf(found));
      return;
    }
    void send(fields);
  };

  const writeAnother = () => {
    setProblem(null);
    setState({ step: 'editing' });
    requestAnimationFrame(() => firstFieldRef.current?.focus());
  };

  if (state.step === 'sent') return <ContactSent confirmation={state.confirmation} onWriteAnother={writeAnother} />;

  return (
    <form className="contact__form" noValidate onSubmit={submit} aria-labelledby="contact-title" aria-busy={state.step === 'sending'}>
      <ContactFormFields
        fields={fields}
        firstFieldRef={firstFieldRef}
        onChange={(change) => setFields((current) => ({ ...current, ...change }))}
      />
      {problem && (
        <p className="form-error field--wide" role="alert">
          {problem.text}
          <ErrorIdNote id={problem.errorId} />
        </p>
      )}
      <div className="field--wide">
        <p>
          {messages.contact.consentBefore}
          <PrivacyNoticeLink newTabHint={messages.contact.opensInNewTab}>{messages.contact.consentLink}</PrivacyNoticeLink>
          {messages.contact.consentAfter}
        </p>
        <button type="submit" className="button button--primary" disabled={state.step === 'sending'}>
          {state.step === 'sending' ? messages.contact.sending : messages.contact.submit}
        </button>
      </div>
    </form>
  );
}
