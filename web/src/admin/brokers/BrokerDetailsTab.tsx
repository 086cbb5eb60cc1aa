import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { maskPhone } from '../../forms/masks';
import { brokerMessages, peopleCommonMessages } from '../../forms/peopleMessages';
import { SelectInputField } from '../fields/SelectInputField';
import { TextInputField } from '../fields/TextInputField';
import { ToggleField } from '../fields/ToggleField';
import { LeadersQuery } from '../graphql/people';
import { useNotify } from '../toaster/ToasterContext';
import { PasswordField } from '../passwords/PasswordField';

const texts = brokerMessages.form;
const fields = peopleCommonMessages.fields;

/** The Detalhes tab: who the broker is, their leader, the password on create and the two switches. */
export function BrokerDetailsTab({ creating }: { creating: boolean }) {
  const notify = useNotify();
  const { data, error } = useQuery(LeadersQuery, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) notify('danger', texts.leadersFailure);
  }, [error, notify]);
  const leaders = (data?.leaders ?? []).map((leader) => ({ value: leader.id, label: leader.name }));
  return (
    <div className="admin-form-section">
      <div className="admin-form-grid">
        <TextInputField name="name" label={fields.name} required autoComplete="off" maxLength={255} />
        <TextInputField name="creci" label={texts.creci} required autoComplete="off" maxLength={50} />
        <TextInputField
          name="phone"
          label={fields.phone}
          required
          type="tel"
          inputMode="tel"
          mask={maskPhone}
          placeholder="(00) 00000-0000"
        />
        <SelectInputField name="leaderId" label={texts.leader} options={leaders} emptyLabel={texts.noLeader} />
        <TextInputField name="email" label={fields.email} required type="email" autoComplete="off" maxLength={255} />
        {creating && <PasswordField name="password" label={fields.password} required />}
      </div>
      <ToggleField name="isActive" label={texts.active} />
      <ToggleField name="onDuty" label={texts.onDuty} />
    </div>
  );
}
