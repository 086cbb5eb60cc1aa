import { privacyMessages } from '../../forms/privacyMessages';
import { useCompany } from '../layout/useCompany';
import { agencyPhoneLines } from './privacyNoticeText';

const texts = privacyMessages.requests;
const labels = privacyMessages.controller;

/** Whom to ask: the agency's e-mail and phone from its record, as the channel of its data protection officer. */
export function RequestsSection() {
  const { company } = useCompany();
  const email = company?.email?.trim() || null;
  const phones = agencyPhoneLines(company?.phone, company?.whatsapp);
  const hasChannel = email !== null || phones.length > 0;

  return (
    <section>
      <h2>{texts.title}</h2>
      {hasChannel ? (
        <>
          <p>{texts.intro}</p>
          <ul>
            {email && (
              <li>
                {labels.email}: <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
            {phones.map((phone) => (
              <li key={phone.kind}>
                {labels[phone.kind]}: <a href={phone.href}>{phone.text}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{texts.noChannel}</p>
      )}
      <p>{texts.authority}</p>
    </section>
  );
}
