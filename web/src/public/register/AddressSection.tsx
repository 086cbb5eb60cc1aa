import { useCallback } from 'react';
import { TextField } from '../../forms/fields/TextField';
import { maskZipCode } from '../../forms/masks';
import { registerMessages } from '../../forms/registerMessages';
import type { NotificationKind } from '../layout/useNotifications';
import { usePostalCodeLookup, type PostalCodeOutcome } from '../../forms/usePostalCodeLookup';
import { FormSection } from './FormSection';

const texts = registerMessages;

interface AddressSectionProps {
  notify: (kind: NotificationKind, text: string) => void;
}

/** CEP (looked up at 8 digits), street, number, complement, neighbourhood, city and UF. */
export function AddressSection({ notify }: AddressSectionProps) {
  const onOutcome = useCallback(
    (outcome: PostalCodeOutcome) => {
      if (outcome === 'found') notify('success', texts.postalCode.found);
      else if (outcome === 'notFound') notify('info', texts.postalCode.notFound);
      else notify('error', texts.postalCode.failure);
    },
    [notify],
  );
  const postalCode = usePostalCodeLookup({ onOutcome, failureFieldText: texts.postalCode.failureField });

  return (
    <FormSection title={texts.sections.address}>
      <TextField
        name="zipCode"
        label={texts.labels.zipCode}
        hint={texts.hints.zipCode}
        placeholder={texts.placeholders.zipCode}
        inputMode="numeric"
        autoComplete="postal-code"
        mask={maskZipCode}
        onTyped={postalCode.lookUpWhenComplete}
        problem={postalCode.problem}
        status={postalCode.searching ? texts.postalCode.searching : null}
      />
      <TextField name="street" label={texts.labels.street} hint={texts.hints.street} required autoComplete="address-line1" maxLength={200} />
      <TextField name="number" label={texts.labels.number} required maxLength={20} />
      <TextField name="complement" label={texts.labels.complement} autoComplete="address-line2" maxLength={100} />
      <TextField name="neighborhood" label={texts.labels.neighborhood} required maxLength={100} />
      <TextField name="city" label={texts.labels.city} required autoComplete="address-level2" maxLength={100} />
      <TextField
        name="state"
        label={texts.labels.state}
        hint={texts.hints.state}
        required
        autoComplete="address-level1"
        maxLength={2}
        mask={(typed) => typed.toUpperCase()}
      />
    </FormSection>
  );
}
