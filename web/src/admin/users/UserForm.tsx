import { useEffect, useMemo } from 'react';
import { PersonContactFields } from '../records/PersonFields';
import { useMutation, useQuery } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { roleLabels } from '../../forms/adminMessages';
import { peopleCommonMessages, personRuleMessages, userMessages } from '../../forms/peopleMessages';
import { PasswordField } from '../passwords/PasswordField';
import { RecordFormActions } from '../records/RecordFormActions';
import { settleSave } from '../records/settleSave';
import { CheckboxListField } from '../fields/CheckboxListField';
import { SelectInputField } from '../fields/SelectInputField';
import { ToggleField } from '../fields/ToggleField';
import { CreateUserMutation, PermissionsQuery, UpdateUserMutation } from '../graphql/people';
import { useNotify } from '../toaster/ToasterContext';
import {
  newUserValues,
  roles,
  toUserInput,
  userFormFields,
  validateUserForm,
  valuesOfUser,
  type LoadedUser,
  type UserFormValues,
} from './userFormValues';
import { RecordForm } from '../records/RecordForm';
import { useSaveHandling } from '../records/useSaveHandling';

const texts = userMessages.form;
const fields = peopleCommonMessages.fields;
const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

interface UserFormProps {
  loaded: LoadedUser | null;
  /** Where 'Voltar' and a saved form go. */
  backTo: string;
}

/** The user form: who they are, the password on create, the active switch, the role and the permissions. */
export function UserForm({ loaded, backTo }: UserFormProps) {
  const notify = useNotify();
  const [createUser] = useMutation(CreateUserMutation);
  const [updateUser] = useMutation(UpdateUserMutation);
  const permissions = useQuery(PermissionsQuery, { fetchPolicy: 'cache-and-network' });
  const initialValues = useMemo(() => (loaded ? valuesOfUser(loaded) : newUserValues), [loaded]);
  const creating = loaded === null;
  const { formRef, handling } = useSaveHandling({
    formFields: userFormFields,
    savedText: creating ? texts.created : texts.updated,
    failureText: texts.saveFailure,
    leaveTo: backTo,
  });
  const permissionOptions = (permissions.data?.permissions ?? []).map((permission) => ({
    value: permission.id,
    label: permission.description,
  }));

  useEffect(() => {
    if (permissions.error) notify('danger', texts.permissionsFailure);
  }, [permissions.error, notify]);

  const submit = (values: UserFormValues): Promise<SubmissionErrors> => {
    const input = toUserInput(values, creating);
    return settleSave(
      async () =>
        loaded
          ? (await updateUser({ variables: { id: loaded.id, input } })).data?.updateUser
          : (await createUser({ variables: { input } })).data?.createUser,
      handling,
    );
  };

  return (
    <RecordForm<UserFormValues>
      onSubmit={submit}
      validate={(values) => validateUserForm(values, creating)}
      initialValues={initialValues}
      formRef={formRef}
      label={creating ? texts.newTitle : texts.editTitle}
      summary={personRuleMessages.summary}
    >
      <div className="admin-form-grid">
        <PersonContactFields />
        {creating && <PasswordField name="password" label={fields.password} required />}
        <SelectInputField name="role" label={texts.role} options={roleOptions} required emptyLabel={texts.chooseRole} />
      </div>
      <ToggleField name="isActive" label={texts.active} />
      <section className="admin-form-section" aria-labelledby="permissoes-usuario">
        <h2 id="permissoes-usuario" className="admin-form-section__title">
          {texts.permissions}
        </h2>
        <CheckboxListField name="permissionIds" legend={texts.permissions} options={permissionOptions} />
      </section>
      <RecordFormActions backTo={backTo} saveText={creating ? texts.create : peopleCommonMessages.update} />
    </RecordForm>
  );
}
