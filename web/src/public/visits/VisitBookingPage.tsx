import { useId, useState, type FormEvent } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CURRENT_PRIVACY_NOTICE_VERSION, PRIVACY_NOTICE_FIELD } from '../../../../shared/privacy-notice';
import { isEmailAddress } from '../../forms/email';
import { maskPhone } from '../../forms/masks';
import { visitBookingMessages as texts } from '../../forms/visitMessages';
import { submittedFieldError, useSubmittedForm } from '../../lib/submittedForm';
import { useTypedBeforeHydration } from '../../lib/useTypedBeforeHydration';
import { ErrorIdNote } from '../layout/ErrorIdNote';
import { LoadingText } from '../layout/LoadingText';
import { PageMeta } from '../layout/PageMeta';
import { graphqlErrorId } from '../lib/graphqlErrorId';
import { graphqlErrorText } from '../lib/graphqlErrorText';
import { PrivacyNoticeLink } from '../privacy/PrivacyNoticeLink';
import { publicRoutes } from '../routes';
import { SlotPicker } from './SlotPicker';
import { BookVisitMutation, VisitBookingQuery } from './visitDocuments';

interface Problem {
  text: string;
  errorId: string | null;
  fields: Readonly<Record<string, string>>;
  /** The next free slots, after the chosen one was taken meanwhile. */
  offers: readonly string[];
}

const problemOf = (text: string, more: Partial<Problem> = {}): Problem => ({ text, errorId: null, fields: {}, offers: [], ...more });

/**
 * /imovel/:slug/agendar-visita — the visitor picks a free slot of the property's broker and says who they are; the
 * visit is asked for and the visitor lands on its private page. A plain form post without JavaScript: the server
 * books it the same way, or shows the form again with what was typed and why it was refused.
 */
export default function VisitBookingPage() {
  const { slug = '' } = useParams();
  const id = useId();
  const navigate = useNavigate();
  const client = useApolloClient();
  const submitted = useSubmittedForm();
  const { data, loading, error } = useQuery(VisitBookingQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const [slot, setSlot] = useState(submitted?.values.slot ?? '');
  const [name, setName] = useState(submitted?.values.name ?? '');
  const [phone, setPhone] = useState(submitted?.values.phone ?? '');
  const [email, setEmail] = useState(submitted?.values.email ?? '');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(
    submitted ? problemOf(submitted.message, { offers: submitted.offers, fields: fieldsOf(submitted.fieldErrors) }) : null,
  );
  const nameRef = useTypedBeforeHydration<HTMLInputElement>(name, setName);
  const phoneRef = useTypedBeforeHydration<HTMLInputElement>(phone, (typed) => setPhone(maskPhone(typed)));
  const emailRef = useTypedBeforeHydration<HTMLInputElement>(email, setEmail);

  const property = data?.property ?? null;
  if (loading && !data) return <LoadingText />;
  if (!property) {
    return (
      <main id="conteudo" className="page">
        <PageMeta title={texts.title} description={null} />
        <div className="page__inner">
          <h1>{texts.title}</h1>
          <p role="alert">
            {error ? texts.loadFailure : texts.notBookable}
            <ErrorIdNote id={graphqlErrorId(error)} />
          </p>
        </div>
      </main>
    );
  }
  const days = data?.visitSlots ?? [];

  const send = async () => {
    const [day = '', time = ''] = slot.split(' ');
    setSending(true);
    setProblem(null);
    try {
      const { data: answer } = await client.mutate({
        mutation: BookVisitMutation,
        variables: {
          slug,
          input: { day, time, name: name.trim(), phone, email: email.trim(), privacyNoticeVersion: CURRENT_PRIVACY_NOTICE_VERSION },
        },
      });
      const result = answer?.bookVisit;
      if (result?.ok && result.token) {
        void navigate(publicRoutes.visita(result.token), { state: { justBooked: result.message } });
        return;
      }
      const offers = (result?.nextSlots ?? []).map((next) => `${next.day} ${next.time}`);
      if (offers.length > 0) setSlot('');
      setProblem(problemOf(result?.error?.message ?? texts.sendFailure, { offers, fields: fieldsOf(result?.error?.fieldErrors ?? []) }));
    } catch (failure) {
      setProblem(problemOf(graphqlErrorText(failure) ?? texts.sendFailure, { errorId: graphqlErrorId(failure) }));
    }
    setSending(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!slot) return setProblem(problemOf(texts.chooseTime, { fields: { time: texts.chooseTime } }));
    if (!name.trim() || !phone.trim() || !email.trim()) return setProblem(problemOf(texts.missingFields));
    if (!isEmailAddress(email)) return setProblem(problemOf(texts.invalidEmail, { fields: { email: texts.invalidEmail } }));
    void send();
  };

  const fieldError = (field: string) => problem?.fields[field] ?? submittedFieldError(submitted, field);
  const required = <span className="field__required"> {texts.required}</span>;
  return (
    <main id="conteudo" className="page visit-booking">
      <PageMeta title={texts.pageTitle(property.title)} description={texts.description} />
      <div className="page__inner">
        <p>
          <Link to={publicRoutes.detalhes(property.slug)}>{texts.back}</Link>
        </p>
        <h1>{texts.title}</h1>
        <p className="visit-booking__property">
          {property.title} ({property.code})
        </p>
        {days.every((day) => day.times.length === 0) ? (
          <p role="alert">{texts.noSlots}</p>
        ) : (
          <form method="post" action={publicRoutes.agendarVisita(property.slug)} noValidate onSubmit={submit} aria-busy={sending}>
            <p>{texts.intro}</p>
            {problem && problem.offers.length > 0 && (
              <div className="visit-booking__offers">
                <p>{texts.nextSlots}</p>
                <ul className="visit-booking__offer-list">
                  {problem.offers.map((offer) => (
                    <li key={offer}>
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-pressed={slot === offer}
                        onClick={() => setSlot(offer)}
                      >
                        {offerLabel(offer)}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <SlotPicker days={days} chosen={slot} onChoose={setSlot} error={fieldError('time') ?? fieldError('day')} />
            <div className="field">
              <label htmlFor={`${id}-name`}>
                {texts.name}
                {required}
              </label>
              <input
                id={`${id}-name`}
                ref={nameRef}
                name="name"
                autoComplete="name"
                required
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              {fieldError('name') && <p className="form-error">{fieldError('name')}</p>}
            </div>
            <div className="field">
              <label htmlFor={`${id}-phone`}>
                {texts.phone}
                {required}
              </label>
              <input
                id={`${id}-phone`}
                ref={phoneRef}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                value={phone}
                onChange={(event) => setPhone(maskPhone(event.target.value))}
              />
              {fieldError('phone') && <p className="form-error">{fieldError('phone')}</p>}
            </div>
            <div className="field">
              <label htmlFor={`${id}-email`}>
                {texts.email}
                {required}
              </label>
              <input
                id={`${id}-email`}
                ref={emailRef}
                name="email"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              {fieldError('email') && <p className="form-error">{fieldError('email')}</p>}
            </div>
            <input type="hidden" name={PRIVACY_NOTICE_FIELD} value={CURRENT_PRIVACY_NOTICE_VERSION} />
            {problem && (
              <p className="form-error" role="alert">
                {problem.text}
                <ErrorIdNote id={problem.errorId} />
              </p>
            )}
            <p>
              {texts.consentBefore}
              <PrivacyNoticeLink newTabHint={texts.opensInNewTab}>{texts.consentLink}</PrivacyNoticeLink>
              {texts.consentAfter}
            </p>
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? texts.sending : texts.submit}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}

/** The fields of a refusal, each with its first message. */
function fieldsOf(errors: readonly { field: string; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { field, message } of errors) fields[field] ??= message;
  return fields;
}

/** An offered slot ('AAAA-MM-DD HH:MM') as a button reads it: 'sáb., 6 de dez., às 10:00'. */
function offerLabel(offer: string): string {
  const [day = '', time = ''] = offer.split(' ');
  return texts.slotLabel(texts.dayLabel(day), time);
}
