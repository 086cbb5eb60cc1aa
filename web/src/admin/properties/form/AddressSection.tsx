import { useCallback } from 'react';
import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { maskZipCode } from '../../../forms/masks';
import { usePostalCodeLookup, type PostalCodeOutcome } from '../../../forms/usePostalCodeLookup';
import { TextInputField } from '../../fields/TextInputField';
import { FormSection } from '../../layout/FormSection';
import { useNotify } from '../../toaster/ToasterContext';

const texts = adminPropertyMessages.form;

/** CEP (with its mask, looked up at 8 digits), street, number, complement, neighbourhood, city and UF. */
export function AddressSection() {
  const notify = useNotify();
  const onOutcome = useCallback(
    (outcome: PostalCodeOutcome) => {
      if (outcome === 'found') notify('success', texts.postalCode.found);
      else if (outcome === 'notFound') notify('warning', texts.postalCode.notFound);
      else notify('danger', texts.postalCode.failure);
    },
    [notify],
  );
  const postalCode = usePostalCodeLookup({ onOutcome, failureFieldText: texts.postalCode.failure });

  return (
    <FormSection title={texts.sections.address}>
      <TextInputField
        name="zipCode"
        label={texts.labels.zipCode}
        hint={texts.hints.zipCode}
        placeholder={texts.placeholders.zipCode}
        inputMode="numeric"
        autoComplete="off"
        mask={maskZipCode}
        onTyped={postalCode.lookUpWhenComplete}
        problem={postalCode.problem}
        status={postalCode.searching ? texts.postalCode.searching : null}
      />
      <TextInputField name="street" label={texts.labels.street} maxLength={200} className="admin-form-grid__wide" />
      <TextInputField name="number" label={texts.labels.number} maxLength={20} />
      <TextInputField name="complement" label={texts.labels.complement} maxLength={100} />
      <TextInputField name="neighborhood" label={texts.labels.neighborhood} maxLength={100} />
      <TextInputField name="city" label={texts.labels.city} required maxLength={100} />
      <TextInputField name="state" label={texts.labels.state} maxLength={2} mask={(typed) => typed.toUpperCase()} />
    </FormSection>
  );
}
