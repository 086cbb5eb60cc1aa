import { maskPhone } from '../../forms/masks';
import { peopleCommonMessages } from '../../forms/peopleMessages';
import { TextInputField } from '../fields/TextInputField';

const fields = peopleCommonMessages.fields;

/** A person's name, required, as the client, user and broker forms ask it. */
export function PersonNameField() {
  return <TextInputField name="name" label={fields.name} required autoComplete="off" maxLength={255} />;
}

/** A person's phone, required, masked as it is typed. */
export function PersonPhoneField() {
  return (
    <TextInputField name="phone" label={fields.phone} required type="tel" inputMode="tel" mask={maskPhone} placeholder="(00) 00000-0000" />
  );
}

/** A person's e-mail, required. */
export function PersonEmailField() {
  return <TextInputField name="email" label={fields.email} required type="email" autoComplete="off" maxLength={255} />;
}

/** Name, phone and e-mail in that order, as the client and user forms ask them. */
export function PersonContactFields() {
  return (
    <>
      <PersonNameField />
      <PersonPhoneField />
      <PersonEmailField />
    </>
  );
}
