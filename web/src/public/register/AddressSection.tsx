import { TextField } from '../../forms/fields/TextField';
import { registerMessages } from '../../forms/registerMessages';
import { usePostalCodeField } from '../../forms/usePostalCodeField';
import type { PostalCodeOutcome } from '../../forms/usePostalCodeLookup';
import type { NotificationKind } from '../layout/useNotifications';
import { FormSection } from './FormSection';

const texts = registerMessages;
const kinds: Readonly<Record<PostalCodeOutcome, NotificationKind>> = { found: 'success', notFound: 'info', failed: 'error' };

interface AddressSectionProps {
  notify: (kind: NotificationKind, text: string) => void;
}

/** CEP (looked up at 8 digits), street, number, complement, neighbourhood, city and UF. */
export function AddressSection({ notify }: AddressSectionProps) {
  const zipCode = usePostalCodeField({ notify, kinds, texts: texts.postalCode });

  return (
    <FormSection title={texts.sections.address}>
      <TextField
        {...zipCode}
        label={texts.labels.zipCode}
        hint={texts.hints.zipCode}
        placeholder={texts.placeholders.zipCode}
        autoComplete="postal-code"
      />
      <TextField
        name="street"
        label={texts.labels.street}
        hint={texts.hints.street}
        required
        autoComplete="address-line1"
        maxLength={200}
      />
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
