import { useEffect, useId, useState } from 'react';
import { Classes, FormGroup, Icon, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useField } from 'react-final-form';
import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { maskPhone } from '../../../forms/masks';
import { adminRoutes } from '../../adminRoutes';
import { hasErrorCode } from '../../apollo/errorCodes';
import { SelectInputField } from '../../fields/SelectInputField';
import { TextInputField } from '../../fields/TextInputField';
import { ClientsQuery } from '../../graphql/properties';
import { FormSection } from '../../layout/FormSection';
import { searchSettleMs } from '../../lists/useAddressSearch';
import { useNotify } from '../../toaster/ToasterContext';

const texts = adminPropertyMessages.form;

/** A contact phone, optional, masked as it is typed. */
function PhoneField({ name, label }: { name: string; label: string }) {
  return (
    <TextInputField name={name} label={label} type="tel" inputMode="numeric" placeholder={texts.placeholders.phone} mask={maskPhone} />
  );
}

/** A link opening the chosen client's record in a new tab. */
function ClientLink({ name }: { name: string | null }) {
  const { input } = useField<string | undefined>('clientId', { subscription: { value: true } });
  if (!input.value || name === null) return null;
  return (
    <a
      href={adminRoutes.clients.edit(input.value)}
      target="_blank"
      rel="noopener noreferrer"
      className={`${Classes.BUTTON} ${Classes.MINIMAL}`}
      aria-label={texts.openClient(name)}
      title={texts.openClient(name)}
    >
      <Icon icon="share" aria-hidden />
    </a>
  );
}

/** `value`, once it has stayed the same for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The client who owns the property: a search by name on the server, and a select of the first 20 active
 * clients it finds, with the chosen client kept among them (even inactive).
 */
function ClientChoice() {
  const notify = useNotify();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const search = useSettled(typed.trim(), searchSettleMs);
  const { input: chosen } = useField<string | undefined>('clientId', { subscription: { value: true } });
  const { data, previousData, error } = useQuery(ClientsQuery, {
    variables: { search: search === '' ? null : search, chosenId: chosen.value || null },
  });

  useEffect(() => {
    if (error && !hasErrorCode(error, 'UNAUTHENTICATED')) notify('danger', texts.clientsFailure);
  }, [error, notify]);

  // The server offers active clients only, and the chosen one even inactive.
  const clients = (data ?? previousData)?.clientChoices ?? [];
  const options = clients.map((client) => ({ value: client.id, label: client.name }));
  const chosenName = clients.find((client) => client.id === chosen.value)?.name ?? null;

  return (
    <>
      <FormGroup label={texts.labels.clientSearch} labelFor={searchId} helperText={texts.hints.clientSearch}>
        <InputGroup
          id={searchId}
          type="search"
          value={typed}
          placeholder={texts.placeholders.clientSearch}
          onValueChange={setTyped}
          autoComplete="off"
        />
      </FormGroup>
      <SelectInputField
        name="clientId"
        label={texts.labels.clientId}
        options={options}
        emptyLabel={texts.noClient}
        after={<ClientLink name={chosenName} />}
      />
    </>
  );
}

/** The responsible broker's name and phone, and the agency's client who owns the property. */
export function ResponsibleSection() {
  return (
    <FormSection title={texts.sections.responsible}>
      <TextInputField name="responsibleBroker" label={texts.labels.responsibleBroker} maxLength={120} />
      <PhoneField name="responsibleBrokerPhone" label={texts.labels.responsibleBrokerPhone} />
      <ClientChoice />
    </FormSection>
  );
}

/** The owner's contact, as given in an owner registration. */
export function OwnerSection() {
  return (
    <FormSection title={texts.sections.owner}>
      <TextInputField name="contactName" label={texts.labels.contactName} maxLength={120} />
      <PhoneField name="contactPhone" label={texts.labels.contactPhone} />
      <TextInputField name="contactEmail" label={texts.labels.contactEmail} type="email" maxLength={254} />
    </FormSection>
  );
}
