import { useEffect, useMemo, useState } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import type { SubmissionErrors } from 'final-form';
import { focusFirstField } from '../../forms/focusFirstField';
import { brokerMessages, peopleCommonMessages, personRuleMessages } from '../../forms/peopleMessages';
import { adminRoutes } from '../adminRoutes';
import { RecordFormActions } from '../records/RecordFormActions';
import { settleUpload } from '../records/settleSave';
import { useSignedInSession } from '../session/SessionContext';
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
import { RecordForm } from '../records/RecordForm';
import { useSaveHandling } from '../records/useSaveHandling';

const texts = brokerMessages.form;
type BrokerTab = 'detalhes' | 'foto';

/**
 * The broker form, on the tabs Detalhes and Foto. An invalid submit returns to Detalhes and focuses the
 * first field at fault; a valid one is sent with the photo. Saved, it goes back to the list with a toast.
 */
export function BrokerForm({ loaded }: { loaded: LoadedBroker | null }) {
  const { token } = useSignedInSession();
  const [tab, setTab] = useState<BrokerTab>('detalhes');
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [focusWanted, setFocusWanted] = useState<string[] | null>(null);
  const initialValues = useMemo(() => (loaded ? valuesOfBroker(loaded) : newBrokerValues), [loaded]);
  const creating = loaded === null;

  const showFields = (names: string[]) => {
    setTab('detalhes');
    setFocusWanted(names);
  };
  const { formRef, handling } = useSaveHandling({
    formFields: brokerFormFields,
    savedText: creating ? texts.created : texts.updated,
    failureText: texts.saveFailure,
    leaveTo: adminRoutes.brokers.list,
    focus: showFields,
  });

  // Focus once the Detalhes tab is on screen.
  useEffect(() => {
    if (focusWanted && tab === 'detalhes') {
      focusFirstField(formRef.current, focusWanted);
      setFocusWanted(null);
    }
  }, [focusWanted, tab, formRef]);

  const submit = async (values: BrokerFormValues): Promise<SubmissionErrors> => {
    const outcome = await sendBrokerForm({ id: loaded?.id ?? null, input: toBrokerInput(values, creating), photo, removePhoto, token });
    return settleUpload(outcome, handling);
  };

  return (
    <RecordForm<BrokerFormValues>
      onSubmit={submit}
      validate={(values) => validateBrokerForm(values, creating)}
      initialValues={initialValues}
      formRef={formRef}
      label={creating ? texts.newTitle : texts.editTitle}
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
      <RecordFormActions backTo={adminRoutes.brokers.list} saveText={creating ? texts.create : peopleCommonMessages.update} />
    </RecordForm>
  );
}
