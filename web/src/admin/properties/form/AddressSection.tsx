import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { TextInputField } from '../../fields/TextInputField';
import { useStaffPostalCodeField } from '../../fields/useStaffPostalCodeField';
import { FormSection } from '../../layout/FormSection';

const texts = adminPropertyMessages.form;

/** CEP (with its mask, looked up at 8 digits), street, number, complement, neighbourhood, city and UF. */
export function AddressSection() {
  const zipCode = useStaffPostalCodeField();

  return (
    <FormSection title={texts.sections.address}>
      <TextInputField
        {...zipCode}
        label={texts.labels.zipCode}
        hint={texts.hints.zipCode}
        placeholder={texts.placeholders.zipCode}
        autoComplete="off"
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
