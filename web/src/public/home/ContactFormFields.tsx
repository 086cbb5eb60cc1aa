import { useId, type RefObject } from 'react';
import { contactInterestLabels, messages } from '../../forms/messages';
import { useTypedBeforeHydration } from '../../lib/useTypedBeforeHydration';
import { contactInterests, isContactInterest, type ContactFields } from '../lib/contactForm';

interface ContactFormFieldsProps {
  fields: ContactFields;
  firstFieldRef: RefObject<HTMLInputElement | null>;
  onChange: (change: Partial<ContactFields>) => void;
}

/** Nome, E-mail, Telefone, Interesse (optional) and Mensagem. */
export function ContactFormFields({ fields, firstFieldRef, onChange }: ContactFormFieldsProps) {
  const id = useId();
  const required = <span className="field__required"> {messages.contact.required}</span>;
  const chooseInterest = (typed: string) => onChange({ interest: isContactInterest(typed) ? typed : '' });
  const nameRef = useTypedBeforeHydration(fields.name, (name) => onChange({ name }), firstFieldRef);
  const emailRef = useTypedBeforeHydration<HTMLInputElement>(fields.email, (email) => onChange({ email }));
  const phoneRef = useTypedBeforeHydration<HTMLInputElement>(fields.phone, (phone) => onChange({ phone }));
  const interestRef = useTypedBeforeHydration<HTMLSelectElement>(fields.interest, chooseInterest);
  const messageRef = useTypedBeforeHydration<HTMLTextAreaElement>(fields.message, (message) => onChange({ message }));

  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-name`}>
          {messages.contact.name}
          {required}
        </label>
        <input
          id={`${id}-name`}
          ref={nameRef}
          name="name"
          autoComplete="name"
          required
          value={fields.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>
          {messages.contact.email}
          {required}
        </label>
        <input
          id={`${id}-email`}
          ref={emailRef}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={(event) => onChange({ email: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>
          {messages.contact.phone}
          {required}
        </label>
        <input
          id={`${id}-phone`}
          ref={phoneRef}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          value={fields.phone}
          onChange={(event) => onChange({ phone: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-interest`}>{messages.contact.interest}</label>
        <select
          id={`${id}-interest`}
          ref={interestRef}
          name="interest"
          value={fields.interest}
          onChange={(event) => chooseInterest(event.target.value)}
        >
          <option value="">{messages.contact.interestPlaceholder}</option>
          {contactInterests.map((interest) => (
            <option key={interest} value={interest}>
              {contactInterestLabels[interest]}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--wide">
        <label htmlFor={`${id}-message`}>
          {messages.contact.message}
          {required}
        </label>
        <textarea
          id={`${id}-message`}
          ref={messageRef}
          name="message"
          rows={5}
          required
          value={fields.message}
          onChange={(event) => onChange({ message: event.target.value })}
        />
      </div>
    </>
  );
}
