import { useId } from 'react';
import { useField } from 'react-final-form';
import { maskPhone } from '../../forms/masks';
import { companyMessages } from '../../forms/peopleMessages';
import { TextInputField } from '../fields/TextInputField';

const texts = companyMessages.form.feed;

function useTypedValue(name: string): string | undefined {
  const { input } = useField<string | undefined>(name, { subscription: { value: true } });
  return input.value || undefined;
}

/**
 * The contact the portals' feed gives: name, e-mail, phone and site. Each empty field uses the company's
 * own, shown as its placeholder (the phone: the display phone, else the whatsapp; the site: the public site).
 */
export function CompanyFeedContactFields() {
  const id = useId();
  const name = useTypedValue('name');
  const email = useTypedValue('email');
  const displayPhone = useTypedValue('phone');
  const whatsapp = useTypedValue('whatsapp');
  const publicSite = window.location.origin;
  return (
    <section className="admin-form-section" aria-labelledby={`${id}-title`} aria-describedby={`${id}-help`}>
      <h2 id={`${id}-title`} className="admin-form-section__title">
        {texts.title}
      </h2>
      <p id={`${id}-help`} className="admin-field__hint">
        {texts.help}
      </p>
      <div className="admin-form-grid">
        <TextInputField name="feedContactName" label={texts.contactName} placeholder={name} maxLength={120} />
        <TextInputField name="feedEmail" label={texts.email} type="email" placeholder={email} maxLength={255} />
        <TextInputField
          name="feedPhone"
          label={texts.phone}
          type="tel"
          inputMode="tel"
          mask={maskPhone}
          placeholder={displayPhone ?? whatsapp}
        />
        <TextInputField name="feedWebsite" label={texts.website} type="text" inputMode="url" placeholder={publicSite} maxLength={200} />
      </div>
    </section>
  );
}
