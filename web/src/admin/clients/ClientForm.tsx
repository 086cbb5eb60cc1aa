import { useMemo, useRef } from 'react';
import { PersonEmailField, PersonNameField, PersonPhoneField } from '../records/PersonFields';
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { focusFirstField } from '../../forms/focusFirstField';
import { clientMessages, peopleCommonMessages, personRuleMessages } from '../../forms/peopleMessages';
import { ToggleField } from '../fields/ToggleField';
import { CreateClientMutation, UpdateClientMutation } from '../graphql/people';
import { useNotify } from '../toaster/ToasterContext';
import {
  clientFormFields,
  newClientValues,
  toClientInput,
  validateClientForm,
  valuesOfClient,
  type ClientFormValues,
  type LoadedClient,
} from './clientFormValues';
import { PeopleFormActions } from '../records/PeopleFormActions';
import { settleSave } from '../records/settleSave';
import { CheckedFormElement } from '../fields/CheckedFormElement';

const texts = clientMessages.form;

/** The client form: name, phone (masked), e-mail and the active switch. Saved, it goes back to the list. */
export function ClientForm({ loaded }: { loaded: LoadedClient | null }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  const [createClient] = useMutation(CreateClientMutation);
  const [updateClient] = useMutation(UpdateClientMutation);
  const initialValues = useMemo(() => (loaded ? valuesOfClient(loaded) : newClientValues), [loaded]);
  const editing = loaded !== null;

  const submit = (values: ClientFormValues): Promise<SubmissionErrors> => {
    const input = toClientInput(values);
    return settleSave(
      async () =>
        loaded
          ? (await updateClient({ variables: { id: loaded.id, input } })).data?.updateClient
          : (await createClient({ variables: { input } })).data?.createClient,
      {
        formFields: clientFormFields,
        savedText: editing ? texts.updated : texts.created,
        failureText: texts.saveFailure,
        notify,
        leave: () => void navigate('/app/clientes'),
        focus: (names) => focusFirstField(formRef.current, names),
      },
    );
  };

  return (
    <Form<ClientFormValues>
      onSubmit={submit}
      validate={validateClientForm}
      initialValues={initialValues}
      subscription={{}}
      render={({ handleSubmit, form }) => (
        <CheckedFormElement
          formRef={formRef}
          label={editing ? texts.editTitle : texts.newTitle}
          handleSubmit={handleSubmit}
          form={form}
          summary={personRuleMessages.summary}
        >
          <div className="admin-form-grid">
            <PersonNameField />
            <PersonPhoneField />
            <PersonEmailField />
          </div>
          <ToggleField name="isActive" label={texts.active} />
          <PeopleFormActions backTo="/app/clientes" saveText={editing ? peopleCommonMessages.update : texts.create} />
        </CheckedFormElement>
      )}
    />
  );
}
