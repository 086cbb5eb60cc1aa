import { useQuery } from '@apollo/client/react';
import { PersonEmailField, PersonNameField, PersonPhoneField } from '../records/PersonFields';
import { useEffect } from 'react';
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
        <PersonNameField />
        <TextInputField name="creci" label={texts.creci} required autoComplete="off" maxLength={50} />
        <PersonPhoneField />
        <SelectInputField name="leaderId" label={texts.leader} options={leaders} emptyLabel={texts.noLeader} />
        <PersonEmailField />
        {creating && <PasswordField name="password" label={fields.password} required />}
      </div>
      <ToggleField name="isActive" label={texts.active} />
      <ToggleField name="onDuty" label={texts.onDuty} />
    </div>
  );
}
