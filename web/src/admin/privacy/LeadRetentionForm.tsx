import { useMemo, useRef } from 'react';
import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { useFormState } from 'react-final-form';
import { focusFirstField } from '../../forms/focusFirstField';
import { privacyAdminMessages } from '../../forms/privacyAdminMessages';
import { TextInputField } from '../fields/TextInputField';
import { RecordForm } from '../records/RecordForm';
import { settleSave, type SaveHandling } from '../records/settleSave';
import { useNotify } from '../toaster/ToasterContext';
import {
  leadRetentionFormFields,
  leadRetentionFormValues,
  monthsTyped,
  toLeadRetentionVariables,
  validateLeadRetentionForm,
  type LeadRetentionFormField,
  type LeadRetentionFormValues,
} from './leadRetentionValues';
import { PrivacySettingsQuery, SavePrivacySettingsMutation } from './privacyDocuments';

const texts = privacyAdminMessages.retention;

/** 'Salvar', which reads 'Salvando...' and takes no second click while the period is saved. */
function SaveButton() {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button
      type="submit"
      intent="primary"
      icon="floppy-disk"
      className="admin-privacy-retention__save"
      disabled={submitting}
      text={submitting ? texts.saving : texts.save}
    />
  );
}

/**
 * The retention of leads never converted, for the administrators: the months as saved, changed with 'Salvar' (once
 * however often it is clicked); the outcome in a toast, the server's refusal at the field.
 */
export function LeadRetentionForm({ saved }: { saved: { leadRetentionMonths: number } }) {
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  const [save] = useMutation(SavePrivacySettingsMutation, {
    update: (cache, { data }) => {
      const settings = data?.savePrivacySettings.settings;
      if (settings) cache.writeQuery({ query: PrivacySettingsQuery, data: { privacySettings: settings } });
    },
  });
  const initialValues = useMemo(() => leadRetentionFormValues(saved), [saved]);
  const handling: SaveHandling<LeadRetentionFormField> = {
    formFields: leadRetentionFormFields,
    savedText: texts.saved,
    failureText: texts.saveFailure,
    notify,
    // The form stays: the setting is on the privacy screen itself.
    leave: () => undefined,
    focus: (names) => focusFirstField(formRef.current, names),
  };

  const submit = (values: LeadRetentionFormValues): Promise<SubmissionErrors> =>
    settleSave(async () => (await save({ variables: toLeadRetentionVariables(values) })).data?.savePrivacySettings, handling);

  return (
    <RecordForm<LeadRetentionFormValues>
      onSubmit={submit}
      validate={validateLeadRetentionForm}
      initialValues={initialValues}
      formRef={formRef}
      label={texts.title}
      summary={texts.summary}
    >
      <div className="admin-privacy-retention__fields">
        <TextInputField
          name="leadRetentionMonths"
          label={texts.months}
          required
          hint={texts.hint}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          mask={monthsTyped}
          className="admin-privacy-retention__months"
        />
        <SaveButton />
      </div>
    </RecordForm>
  );
}
