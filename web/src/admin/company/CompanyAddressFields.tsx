import { companyMessages } from '../../forms/peopleMessages';
import { TextInputField } from '../fields/TextInputField';
import { useStaffPostalCodeField } from '../fields/useStaffPostalCodeField';

const texts = companyMessages.form;

/** CEP (looked up at 8 digits, filling the address), street, number, neighbourhood, city and UF. */
export function CompanyAddressFields() {
  const zipCode = useStaffPostalCodeField();
  return (
    <>
      <TextInputField {...zipCode} label={texts.zipCode} placeholder="00000-000" autoComplete="off" />
      <TextInputField name="street" label={texts.street} maxLength={200} className="admin-form-grid__wide" />
      <TextInputField name="number" label={texts.number} maxLength={20} />
      <TextInputField name="neighborhood" label={texts.neighborhood} maxLength={100} />
      <TextInputField name="city" label={texts.city} maxLength={100} />
      <TextInputField name="state" label={texts.state} maxLength={2} mask={(typed) => typed.toUpperCase()} />
    </>
  );
}
