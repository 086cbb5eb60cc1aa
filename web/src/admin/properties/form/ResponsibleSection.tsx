import { useEffect } from 'react';
import { Classes, Icon } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useField } from 'react-final-form';
import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { maskPhone } from '../../../forms/masks';
import { hasErrorCode } from '../../apollo/errorCodes';
import { SelectInputField } from '../../fields/SelectInputField';
import { TextInputField } from '../../fields/TextInputField';
import { ClientsQuery } from '../../graphql/properties';
import { FormSection } from '../../layout/FormSection';
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
      href={`/app/clientes/editar/${encodeURIComponent(input.value)}`}
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

/** The responsible broker's name and phone, and the agency's client who owns the property. */
export function ResponsibleSection() {
  const notify = useNotify();
  const { data, error } = useQuery(ClientsQuery);
  const { input: chosen } = useField<string | undefined>('clientId', { subscription: { value: true } });

  useEffect(() => {
    if (error && !hasErrorCode(error, 'UNAUTHENTICATED')) notify('danger', texts.clientsFailure);
  }, [error, notify]);

  const clients = data?.clients ?? [];
  // Inactive clients are offered only when already chosen.
  const options = clients
    .filter((client) => client.isActive || client.id === chosen.value)
    .map((client) => ({ value: client.id, label: client.name }));
  const chosenName = clients.find((client) => client.id === chosen.value)?.name ?? null;

  return (
    <FormSection title={texts.sections.responsible}>
      <TextInputField name="responsibleBroker" label={texts.labels.responsibleBroker} maxLength={120} />
      <PhoneField name="responsibleBrokerPhone" label={texts.labels.responsibleBrokerPhone} />
      <SelectInputField
        name="clientId"
        label={texts.labels.clientId}
        options={options}
        emptyLabel={texts.noClient}
        after={<ClientLink name={chosenName} />}
      />
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
