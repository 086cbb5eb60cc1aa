import { useRef, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { messages } from '../../forms/messages';
import { contactFormProblem, emptyContactFields, toContactMessageInput, type ContactFields } from '../lib/contactForm';
import { graphqlErrorText } from '../lib/graphqlErrorText';
import { SendContactMessageMutation } from '../mutations';
import { PrivacyNoticeLink } from '../privacy/PrivacyNoticeLink';
import { ContactFormFields } from './ContactFormFields';
import { ContactSent } from './ContactSent';

type ContactState = { step: 'editing' } | { step: 'sending' } | { step: 'sent'; confirmation: string };

/**
 * The contact form, loaded after the first paint: editing, then sending (button disabled, 'Enviando...'),
 * then a success screen whose 'Enviar outra mensagem' brings back an empty form. A failure keeps what was
 * typed and shows the server's text, else the generic message. Beside the button, the privacy notice's link:
 * sending accepts the version the page shows, which goes with the message.
 */
export default function ContactForm() {
  const client = useApolloClient();
  const [fields, setFields] = useState<ContactFields>(emptyContactFields);
  const [state, setState] = useState<ContactState>({ step: 'editing' });
  const [problem, setProblem] = useState<string | null>(null);
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
      setProblem(result?.error?.message ?? messages.contact.sendFailure);
    } catch (error) {
      setProblem(graphqlErrorText(error) ?? messages.contact.sendFailure);
    }
    setState({ step: 'editing' });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.step === 'sending') return;
    const found = contactFormProblem(fields);
    if (found) {
      setProblem(found);
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
          {problem}
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
