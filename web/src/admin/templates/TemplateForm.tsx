import { useMemo } from 'react';
import type { SubmissionErrors } from 'final-form';
import { templateMessages, templateRuleMessages } from '../../forms/templateMessages';
import { adminRoutes } from '../adminRoutes';
import { RecordFormActions } from '../records/RecordFormActions';
import { settleUpload } from '../records/settleSave';
import { TextAreaField } from '../fields/TextAreaField';
import { TextInputField } from '../fields/TextInputField';
import { ToggleField } from '../fields/ToggleField';
import { useSignedInSession } from '../session/SessionContext';
import { sendTemplateForm } from './sendTemplateForm';
import { TemplateFileField } from './TemplateFileField';
import {
  currentDocumentName,
  newTemplateValues,
  templateFormFields,
  toTemplateInput,
  validateTemplateForm,
  valuesOfTemplate,
  type LoadedTemplate,
  type TemplateFormValues,
} from './templateFormValues';
import './templates.css';
import { RecordForm } from '../records/RecordForm';
import { useSaveHandling } from '../records/useSaveHandling';

const texts = templateMessages.form;
const listPath = adminRoutes.templates.list;

/**
 * The template form: title, description, the document and the active switch, sent with the document as
 * one multipart request. Saved, it goes back to the list with a toast; refused, the server's messages
 * land on their fields.
 */
export function TemplateForm({ loaded }: { loaded: LoadedTemplate | null }) {
  const { token } = useSignedInSession();
  const initialValues = useMemo(() => (loaded ? valuesOfTemplate(loaded) : newTemplateValues), [loaded]);
  const creating = loaded === null;
  const { formRef, handling } = useSaveHandling({
    formFields: templateFormFields,
    savedText: creating ? texts.created : texts.updated,
    failureText: texts.saveFailure,
    leaveTo: listPath,
  });

  const submit = async (values: TemplateFormValues): Promise<SubmissionErrors> => {
    const outcome = await sendTemplateForm({ id: loaded?.id ?? null, input: toTemplateInput(values), file: values.file ?? null, token });
    return settleUpload(outcome, handling);
  };

  return (
    <RecordForm<TemplateFormValues>
      onSubmit={submit}
      validate={(values) => validateTemplateForm(values, creating)}
      initialValues={initialValues}
      formRef={formRef}
      label={creating ? texts.newTitle : texts.editTitle}
      summary={templateRuleMessages.summary}
    >
      <div className="admin-form-grid">
        <TextInputField name="title" label={texts.title} required autoComplete="off" className="admin-form-grid__wide" />
        <TextAreaField name="description" label={texts.description} rows={3} className="admin-form-grid__wide" />
        <TemplateFileField required={creating} currentFileName={loaded ? currentDocumentName(loaded, texts.unnamedFile) : undefined} />
      </div>
      <ToggleField name="isActive" label={texts.active} />
      <RecordFormActions backTo={listPath} saveText={creating ? texts.create : texts.update} />
    </RecordForm>
  );
}
