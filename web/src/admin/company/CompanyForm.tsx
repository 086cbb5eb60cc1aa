import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { maskCnpj, maskPhone } from '../../forms/masks';
import { companyMessages, peopleCommonMessages, personRuleMessages } from '../../forms/peopleMessages';
import { adminRoutes } from '../adminRoutes';
import { RecordFormActions } from '../records/RecordFormActions';
import { settleSave } from '../records/settleSave';
import { TextInputField } from '../fields/TextInputField';
import { ToggleField } from '../fields/ToggleField';
import { UpdateCompanyMutation } from './companyDocuments';
import { CompanyAddressFields } from './CompanyAddressFields';
import { CompanyFeedContactFields } from './CompanyFeedContactFields';
import {
  companyFormFields,
  toCompanyInput,
  validateCompanyForm,
  valuesOfCompany,
  type CompanyFormValues,
  type LoadedCompany,
} from './companyFormValues';
import { RecordForm } from '../records/RecordForm';
import { useSaveHandling } from '../records/useSaveHandling';

const texts = companyMessages.form;

/** The company record form. Saved, it goes back to the list with a toast. */
export function CompanyForm({ loaded }: { loaded: LoadedCompany }) {
  const { formRef, handling } = useSaveHandling({
    formFields: companyFormFields,
    savedText: texts.updated,
    failureText: texts.saveFailure,
    leaveTo: adminRoutes.company.list,
  });
  const [updateCompany] = useMutation(UpdateCompanyMutation);
  const initialValues = useMemo(() => valuesOfCompany(loaded), [loaded]);

  const submit = (values: CompanyFormValues): Promise<SubmissionErrors> => {
    return settleSave(
      async () => (await updateCompany({ variables: { id: loaded.id, input: toCompanyInput(values) } })).data?.updateCompany,
      handling,
    );
  };

  return (
    <RecordForm<CompanyFormValues>
      onSubmit={submit}
      validate={validateCompanyForm}
      initialValues={initialValues}
      formRef={formRef}
      label={texts.editTitle}
      summary={personRuleMessages.summary}
    >
      <div className="admin-form-grid">
        <TextInputField
          name="document"
          label={texts.document}
          required
          inputMode="numeric"
          mask={maskCnpj}
          placeholder="00.000.000/0000-00"
        />
        <TextInputField name="name" label={texts.name} required maxLength={255} className="admin-form-grid__wide" />
        <TextInputField name="phone" label={texts.phone} type="tel" inputMode="tel" mask={maskPhone} placeholder="(00) 00000-0000" />
        <TextInputField
          name="whatsapp"
          label={texts.whatsapp}
          required
          type="tel"
          inputMode="tel"
          mask={maskPhone}
          placeholder="(00) 00000-0000"
        />
        <TextInputField name="creci" label={texts.creci} required maxLength={50} />
        <TextInputField name="email" label={peopleCommonMessages.fields.email} required type="email" maxLength={255} />
        <CompanyAddressFields />
      </div>
      <ToggleField name="isActive" label={texts.active} />
      <CompanyFeedContactFields />
      <RecordFormActions backTo={adminRoutes.company.list} saveText={peopleCommonMessages.update} />
    </RecordForm>
  );
}
