import { useCallback } from 'react';
import { adminPropertyMessages } from '../../forms/adminPropertyMessages';
import { maskZipCode } from '../../forms/masks';
import { companyMessages } from '../../forms/peopleMessages';
import { usePostalCodeLookup, type PostalCodeOutcome } from '../../forms/usePostalCodeLookup';
import { TextInputField } from '../fields/TextInputField';
import { useNotify } from '../toaster/ToasterContext';

const texts = companyMessages.form;
const postalTexts = adminPropertyMessages.form.postalCode;

/** CEP (looked up at 8 digits, filling the address), street, number, neighbourhood, city and UF. */
export function CompanyAddressFields() {
  const notify = useNotify();
  const onOutcome = useCallback(
    (outcome: PostalCodeOutcome) => {
      if (outcome === 'found') notify('success', postalTexts.found);
      else if (outcome === 'notFound') notify('warning', postalTexts.notFound);
      else notify('danger', postalTexts.failure);
    },
    [notify],
  );
  const postalCode = usePostalCodeLookup({ onOutcome, failureFieldText: postalTexts.failure });
  return (
    <>
      <TextInputField
        name="zipCode"
        label={texts.zipCode}
        placeholder="00000-000"
        inputMode="numeric"
        autoComplete="off"
        mask={maskZipCode}
        onTyped={postalCode.lookUpWhenComplete}
        problem={postalCode.problem}
        status={postalCode.searching ? postalTexts.searching : null}
      />
      <TextInputField name="street" label={texts.street} maxLength={200} className="admin-form-grid__wide" />
      <TextInputField name="number" label={texts.number} maxLength={20} />
      <TextInputField name="neighborhood" label={texts.neighborhood} maxLength={100} />
      <TextInputField name="city" label={texts.city} maxLength={100} />
      <TextInputField name="state" label={texts.state} maxLength={2} mask={(typed) => typed.toUpperCase()} />
    </>
  );
}
