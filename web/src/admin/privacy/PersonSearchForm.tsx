import { useRef } from 'react';
import { Button } from '@blueprintjs/core';
import type { SubmissionErrors } from 'final-form';
import { useFormState } from 'react-final-form';
import { maskPhone } from '../../forms/masks';
import { privacyAdminMessages } from '../../forms/privacyAdminMessages';
import { TextInputField } from '../fields/TextInputField';
import { RecordForm } from '../records/RecordForm';
import { personKeyOf, validatePersonSearch, type PersonKey, type PersonSearchValues } from './personSearch';

const texts = privacyAdminMessages.search;
const NO_VALUES: PersonSearchValues = {};

/** 'Buscar', which reads 'Buscando...' and takes no second click while the search runs. */
function SearchButton() {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button
      type="submit"
      intent="primary"
      icon="search"
      className="admin-privacy-search__submit"
      disabled={submitting}
      text={submitting ? texts.searching : texts.submit}
    />
  );
}

/** The person's e-mail, phone (masked as typed) or both, searched with 'Buscar' once the form's rules pass. */
export function PersonSearchForm({ onSearch }: { onSearch: (key: PersonKey) => Promise<void> }) {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = async (values: PersonSearchValues): Promise<SubmissionErrors> => {
    await onSearch(personKeyOf(values));
    return undefined;
  };
  return (
    <div className="admin-privacy-search">
      <RecordForm<PersonSearchValues>
        onSubmit={submit}
        validate={validatePersonSearch}
        initialValues={NO_VALUES}
        formRef={formRef}
        label={texts.label}
        summary={texts.summary}
      >
        <p className="admin-privacy-search__hint">{texts.hint}</p>
        <div className="admin-privacy-search__fields">
          <TextInputField name="email" label={texts.email} type="email" autoComplete="off" className="admin-privacy-search__field" />
          <TextInputField
            name="phone"
            label={texts.phone}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            mask={maskPhone}
            placeholder="(00) 00000-0000"
            className="admin-privacy-search__field"
          />
          <SearchButton />
        </div>
      </RecordForm>
    </div>
  );
}
