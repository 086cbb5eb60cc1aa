import { useEffect, useMemo, useRef, useState } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { focusFirstField } from '../../forms/focusFirstField';
import { brokerMessages, peopleCommonMessages, personRuleMessages } from '../../forms/peopleMessages';
import { PeopleFormActions } from '../records/PeopleFormActions';
import { settleUpload } from '../records/settleSave';
import { useSession, useSignedInSession } from '../session/SessionContext';
import { useNotify } from '../toaster/ToasterContext';
import { BrokerDetailsTab } from './BrokerDetailsTab';
import {
  brokerFormFields,
  newBrokerValues,
  toBrokerInput,
  validateBrokerForm,
  valuesOfBroker,
  type BrokerFormValues,
  type LoadedBroker,
} from './brokerFormValues';
import { BrokerPhotoTab } from './BrokerPhotoTab';
import { sendBrokerForm } from './sendBrokerForm';
import { CheckedFormElement } from '../fields/CheckedFormElement';

const texts = brokerMessages.form;
type BrokerTab = 'detalhes' | 'foto';

/**
 * The broker form, on the tabs Detalhes and Foto. An invalid submit returns to Detalhes and focuses the
 * first field at fault; a valid one is sent with the photo. Saved, it goes back to the list with a toast.
 */
export function BrokerForm({ loaded }: { loaded: LoadedBroker | null }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { token } = useSignedInSession();
  const { expire } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [tab, setTab] = useState<BrokerTab>('detalhes');
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [focusWanted, setFocusWanted] = useState<string[] | null>(null);
  const initialValues = useMemo(() => (loaded ? valuesOfBroker(loaded) : newBrokerValues), [loaded]);
  const creating = loaded === null;

  // Focus once the Detalhes tab is on screen.
  useEffect(() => {
    if (focusWanted && tab === 'detalhes') {
      focusFirstField(formRef.current, focusWanted);
      setFocusWanted(null);
    }
  }, [focusWanted, tab]);

  const showFields = (names: string[]) => {
    setTab('detalhes');
    setFocusWanted(names);
  };

  const submit = async (values: BrokerFormValues): Promise<SubmissionErrors> => {
    const outcome = await sendBrokerForm({ id: loaded?.id ?? null, input: toBrokerInput(values, creating), photo, removePhoto, token });
    return settleUpload(outcome, {
      formFields: brokerFormFields,
      savedText: creating ? texts.created : texts.updated,
      failureText: texts.saveFailure,
      notify,
      leave: () => void navigate('/app/corretores'),
      focus: (names) => showFields(names),
      expire,
    });
  };

  return (
    <Form<BrokerFormValues>
      onSubmit={submit}
      validate={(values) => validateBrokerForm(values, creating)}
      initialValues={initialValues}
      subscription={{}}
      render={({ handleSubmit, form }) => (
        <CheckedFormElement
          formRef={formRef}
          label={creating ? texts.newTitle : texts.editTitle}
          handleSubmit={handleSubmit}
          form={form}
          summary={personRuleMessages.summary}
          onInvalid={showFields}
        >
          <Tabs id="abas-corretor" selectedTabId={tab} onChange={(next) => setTab(next === 'foto' ? 'foto' : 'detalhes')} large>
            <Tab id="detalhes" title={texts.detailsTab} panel={<BrokerDetailsTab creating={creating} />} />
            <Tab
              id="foto"
              title={texts.photoTab}
              panel={
                <BrokerPhotoTab
                  currentUrl={removePhoto ? null : (loaded?.photo?.cardUrl ?? null)}
                  chosen={photo}
                  onChoose={(file) => setPhoto(file)}
                  onRemove={() => {
                    setPhoto(null);
                    setRemovePhoto(true);
                  }}
                />
              }
            />
          </Tabs>
          <PeopleFormActions backTo="/app/corretores" saveText={creating ? texts.create : peopleCommonMessages.update} />
        </CheckedFormElement>
      )}
    />
  );
}
