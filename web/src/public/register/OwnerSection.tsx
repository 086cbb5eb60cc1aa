import { useId } from 'react';
import { CheckboxField } from '../../forms/fields/CheckboxField';
import { TextField } from '../../forms/fields/TextField';
import { maskPhone } from '../../forms/masks';
import { registerMessages } from '../../forms/registerMessages';
import { PrivacyNoticeLink } from '../privacy/PrivacyNoticeLink';
import { FormSection } from './FormSection';

const texts = registerMessages;

/**
 * The owner's name, phone and e-mail, and the Declaração de Responsabilidade with its checkbox and, beside it, the
 * privacy notice's link (sending the form accepts the notice).
 */
export function OwnerSection() {
  const termsId = useId();
  return (
    <>
      <FormSection title={texts.sections.contact}>
        <TextField name="contactName" label={texts.labels.contactName} required autoComplete="name" maxLength={120} />
        <TextField
          name="contactPhone"
          label={texts.labels.contactPhone}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={texts.placeholders.phone}
          mask={maskPhone}
        />
        <TextField name="contactEmail" label={texts.labels.contactEmail} required type="email" autoComplete="email" maxLength={254} />
      </FormSection>
      <section className="terms" aria-labelledby={`${termsId}-title`}>
        <h2 id={`${termsId}-title`} className="form-section__title">
          {texts.terms.title}
        </h2>
        <div id={`${termsId}-text`} className="terms__text">
          {texts.terms.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <CheckboxField name="termsAccepted" label={texts.terms.accept} describedById={`${termsId}-text`} />
        <p>
          {texts.terms.privacyBefore}
          <PrivacyNoticeLink newTabHint={texts.terms.opensInNewTab}>{texts.terms.privacyLink}</PrivacyNoticeLink>
          {texts.terms.privacyAfter}
        </p>
      </section>
    </>
  );
}
