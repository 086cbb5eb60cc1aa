import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { HOLIDAY_NAME_MAX_LENGTH } from '../../../../shared/holiday-rules';
import { holidayMessages } from '../../forms/holidayMessages';
import { personRuleMessages } from '../../forms/peopleMessages';
import { adminRoutes } from '../adminRoutes';
import { TextInputField } from '../fields/TextInputField';
import { RecordForm } from '../records/RecordForm';
import { RecordFormActions } from '../records/RecordFormActions';
import { settleSave } from '../records/settleSave';
import { useSaveHandling } from '../records/useSaveHandling';
import { CreateHolidayMutation } from './holidayDocuments';
import { holidayFormFields, toHolidayInput, validateHolidayForm, type HolidayFormValues } from './holidayFormValues';

const texts = holidayMessages.form;
const listPath = adminRoutes.holidays.list;
const noValues: HolidayFormValues = {};

/** The holiday form: the day and its name. Saved, it goes back to the list. */
export function HolidayForm() {
  const [createHoliday] = useMutation(CreateHolidayMutation, { refetchQueries: ['Holidays'] });
  const { formRef, handling } = useSaveHandling({
    formFields: holidayFormFields,
    savedText: texts.created,
    failureText: texts.saveFailure,
    leaveTo: listPath,
  });

  const submit = (values: HolidayFormValues): Promise<SubmissionErrors> =>
    settleSave(async () => (await createHoliday({ variables: { input: toHolidayInput(values) } })).data?.createHoliday, handling);

  return (
    <RecordForm<HolidayFormValues>
      onSubmit={submit}
      validate={validateHolidayForm}
      initialValues={noValues}
      formRef={formRef}
      label={texts.newTitle}
      summary={personRuleMessages.summary}
    >
      <div className="admin-form-grid">
        <TextInputField name="day" label={texts.day} type="date" required hint={texts.dayHint} />
        <TextInputField
          name="name"
          label={texts.name}
          required
          autoComplete="off"
          maxLength={HOLIDAY_NAME_MAX_LENGTH}
          placeholder={texts.namePlaceholder}
        />
      </div>
      <RecordFormActions backTo={listPath} saveText={texts.create} />
    </RecordForm>
  );
}
