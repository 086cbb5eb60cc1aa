import { useMemo } from 'react';
import { adminRoutes } from '../adminRoutes';
import { PersonContactFields } from '../records/PersonFields';
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { clientMessages, peopleCommonMessages, personRuleMessages } from '../../forms/peopleMessages';
import { ToggleField } from '../fields/ToggleField';
import { CreateClientMutation, UpdateClientMutation } from '../graphql/people';
import {
  clientFormFields,
  newClientValues,
  toClientInput,
  validateClientForm,
  valuesOfClient,
  type ClientFormValues,
  type LoadedClient,
} from './clientFormValues';
import { RecordFormActions } from '../records/RecordFormActions';
import { settleSave } from '../records/settleSave';
import { RecordForm } from '../records/RecordForm';
import { useSaveHandling } from '../records/useSaveHandling';

const texts = clientMessages.form;

/** The client form: name, phone (masked), e-mail and the active switch. Saved, it goes back to the list. */
export function ClientForm({ loaded }: { loaded: LoadedClient | null }) {
  const [createClient] = useMutation(CreateClientMutation);
  const [updateClient] = useMutation(UpdateClientMutation);
  const initialValues = useMemo(() => (loaded ? valuesOfClient(loaded) : newClientValues), [loaded]);
  const editing = loaded !== null;
  const { formRef, handling } = useSaveHandling({
    formFields: clientFormFields,
    savedText: editing ? texts.updated : texts.created,
    failureText: texts.saveFailure,
    leaveTo: adminRoutes.clients.list,
  });

  const submit = (values: ClientFormValues): Promise<SubmissionErrors> => {
    const input = toClientInput(values);
    return settleSave(
      async () =>
        loaded
          ? (await updateClient({ variables: { id: loaded.id, input } })).data?.updateClient
          : (await createClient({ variables: { input } })).data?.createClient,
      handling,
    );
  };

  return (
    <RecordForm<ClientFormValues>
      onSubmit={submit}
      validate={validateClientForm}
      initialValues={initialValues}
      formRef={formRef}
      label={editing ? texts.editTitle : texts.newTitle}
      summary={personRuleMessages.summary}
    >
      <div className="admin-form-grid">
        <PersonContactFields />
      </div>
      <ToggleField name="isActive" label={texts.active} />
      <RecordFormActions backTo={adminRoutes.clients.list} saveText={editing ? peopleCommonMessages.update : texts.create} />
    </RecordForm>
  );
}
