import { useMemo, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { focusFirstField } from '../../forms/focusFirstField';
import { maskCnpj, maskPhone } from '../../forms/masks';
import { companyMessages, peopleCommonMessages, personRuleMessages } from '../../forms/peopleMessages';
import { PeopleFormActions } from '../records/PeopleFormActions';
import { settleSave } from '../records/settleSave';
import { TextInputField } from '../fields/TextInputField';
import { ToggleField } from '../fields/ToggleField';
import { UpdateCompanyMutation } from './companyDocuments';
import { useNotify } from '../toaster/ToasterContext';
import { CompanyAddressFields } from './CompanyAddressFields';
import {
  companyFormFields,
  toCompanyInput,
  validateCompanyForm,
  valuesOfCompany,
  type CompanyFormValues,
  type LoadedCompany,
} from './companyFormValues';
import { CheckedFormElement } from '../fields/CheckedFormElement';

const texts = companyMessages.form;

/** The company record form. Saved, it goes back to the list with a toast. */
export function CompanyForm({ loaded }: { loaded: LoadedCompany }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  const [updateCompany] = useMutation(UpdateCompanyMutation);
  const initialValues = useMemo(() => valuesOfCompany(loaded), [loaded]);

  const submit = (values: CompanyFormValues): Promise<SubmissionErrors> => {
    return settleSave(
      async () => (await updateCompany({ variables: { id: loaded.id, input: toCompanyInput(values) } })).data?.updateCompany,
      {
        formFields: companyFormFields,
        savedText: texts.updated,
        failureText: texts.saveFailure,
        notify,
        leave: () => void navigate('/app/empresa'),
        focus: (names) => focusFirstField(formRef.current, names),
      },
    );
  };

  return (
    <Form<CompanyFormValues>
      onSubmit={submit}
      validate={validateCompanyForm}
      initialValues={initialValues}
      subscription={{}}
      render={({ handleSubmit, form }) => (
        <CheckedFormElement
          formRef={formRef}
          label={texts.editTitle}
          handleSubmit={handleSubmit}
          form={form}
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
          <PeopleFormActions backTo="/app/empresa" saveText={peopleCommonMessages.update} />
        </CheckedFormElement>
      )}
    />
  );
}
