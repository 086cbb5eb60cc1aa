import { addressPrivacyLabels, adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { useChoice } from '../../../forms/fields/useBoundField';
import { AdminSelect } from '../../fields/AdminSelect';
import { FieldShell } from '../../fields/FieldShell';
import { TextInputField } from '../../fields/TextInputField';
import { useStaffPostalCodeField } from '../../fields/useStaffPostalCodeField';
import { FormSection } from '../../layout/FormSection';
import { addressPrivacyChoices } from './propertyFormValues';

const texts = adminPropertyMessages.form;
const privacyOptions = addressPrivacyChoices.map((value) => ({ value, label: addressPrivacyLabels[value] }));

/** 'Endereço público': how much of the address the site, its link preview and the portals show. */
function AddressPrivacyField() {
  const field = useChoice('addressPrivacy', privacyOptions, texts.hints.addressPrivacy);
  return (
    <FieldShell id={field.id} label={texts.labels.addressPrivacy} hint={texts.hints.addressPrivacy} error={field.error}>
      <AdminSelect {...field.control} fill value={field.chosen} onChange={(event) => field.choose(event.currentTarget.value)}>
        {privacyOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </AdminSelect>
    </FieldShell>
  );
}

/** CEP (with its mask, looked up at 8 digits), street, number, complement, neighbourhood, city, UF and how much of it is public. */
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
      <AddressPrivacyField />
    </FormSection>
  );
}
