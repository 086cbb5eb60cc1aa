import { useMemo, useRef } from 'react';
import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { useFormState } from 'react-final-form';
import { focusFirstField } from '../../forms/focusFirstField';
import { leadDistributionModeTexts, leadMessages } from '../../forms/leadMessages';
import type { LeadDistributionMode } from '../../gql/graphql';
import { RadioGroupField } from '../fields/RadioGroupField';
import { TextInputField } from '../fields/TextInputField';
import { RecordForm } from '../records/RecordForm';
import { settleSave, type SaveHandling } from '../records/settleSave';
import { useNotify } from '../toaster/ToasterContext';
import { LeadDistributionQuery, SaveLeadDistributionMutation } from './leadDocuments';
import {
  leadDistributionFormFields,
  leadDistributionFormValues,
  leadDistributionModes,
  minutesTyped,
  toLeadDistributionVariables,
  validateLeadDistributionForm,
  type LeadDistributionFormField,
  type LeadDistributionFormValues,
} from './leadDistributionValues';

const texts = leadMessages.distribution;
const modeOptions = leadDistributionModes.map((value) => ({ value, ...leadDistributionModeTexts[value] }));

/** 'Salvar', which reads 'Salvando...' and takes no second click while the setting is saved. */
function SaveButton() {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button
      type="submit"
      intent="primary"
      icon="floppy-disk"
      size="large"
      className="admin-lead-distribution__save"
      disabled={submitting}
      text={submitting ? texts.saving : texts.save}
    />
  );
}

/**
 * The distribution setting: the mode (one radio button each, with what it does) and the minutes a lead waits to be
 * taken. Saved once however often 'Salvar' is clicked, it stays on screen as saved; the server's refusals show at
 * their fields.
 */
export function LeadDistributionForm({ saved }: { saved: { mode: LeadDistributionMode; handoverMinutes: number } }) {
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  const [save] = useMutation(SaveLeadDistributionMutation, {
    update: (cache, { data }) => {
      const distribution = data?.saveLeadDistribution.distribution;
      if (distribution) cache.writeQuery({ query: LeadDistributionQuery, data: { leadDistribution: distribution } });
    },
  });
  const initialValues = useMemo(() => leadDistributionFormValues(saved), [saved]);
  const handling: SaveHandling<LeadDistributionFormField> = {
    formFields: leadDistributionFormFields,
    savedText: texts.saved,
    failureText: texts.saveFailure,
    notify,
    // The form stays: the setting is on the inbox's own screen.
    leave: () => undefined,
    focus: (names) => focusFirstField(formRef.current, names),
  };

  const submit = (values: LeadDistributionFormValues): Promise<SubmissionErrors> =>
    settleSave(async () => (await save({ variables: toLeadDistributionVariables(values) })).data?.saveLeadDistribution, handling);

  return (
    <RecordForm<LeadDistributionFormValues>
      onSubmit={submit}
      validate={validateLeadDistributionForm}
      initialValues={initialValues}
      formRef={formRef}
      label={texts.title}
      summary={texts.summary}
    >
      <RadioGroupField name="mode" legend={texts.mode} options={modeOptions} required />
      <TextInputField
        name="handoverMinutes"
        label={texts.minutes}
        required
        hint={texts.minutesHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        mask={minutesTyped}
        className="admin-lead-distribution__minutes"
      />
      <SaveButton />
    </RecordForm>
  );
}
