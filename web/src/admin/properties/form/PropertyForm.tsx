import { useEffect, useMemo, useRef, useState } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useNavigate } from 'react-router-dom';
import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { focusFirstField } from '../../../forms/focusFirstField';
import { placeFieldErrors } from '../../../forms/serverErrors';
import { adminRoutes } from '../../adminRoutes';
import { useSession, useSignedInSession } from '../../session/SessionContext';
import { useNotify } from '../../toaster/ToasterContext';
import { DetailsTab } from './DetailsTab';
import { FormActions } from './FormActions';
import { valuesOfLoadedProperty } from './loadedValues';
import { PhotosTab } from './PhotosTab';
import { validatePropertyForm } from './propertyFormRules';
import {
  newPropertyFormValues,
  propertyFormFields,
  tabOf,
  type LoadedProperty,
  type PropertyFormTab,
  type PropertyFormValues,
} from './propertyFormValues';
import { toPropertyInput } from './propertyInput';
import { sendPropertyForm } from './sendPropertyForm';
import { RecordForm } from '../../records/RecordForm';

const texts = adminPropertyMessages.form;

interface FocusRequest {
  tab: PropertyFormTab;
  fields: string[];
}

/**
 * The staff property form, on two tabs. An invalid submit returns to Detalhes and focuses the first
 * field at fault; a valid one is sent with its photos (showing the upload progress), the server's field
 * messages landing on their fields. Saved, it goes back to the list with a toast.
 */
export function PropertyForm({ loaded }: { loaded: LoadedProperty | null }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { token } = useSignedInSession();
  const { expire } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [tab, setTab] = useState<PropertyFormTab>('detalhes');
  const [progress, setProgress] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const initialValues = useMemo(() => (loaded ? valuesOfLoadedProperty(loaded) : newPropertyFormValues()), [loaded]);
  const editing = loaded !== null;

  // Focus once the tab holding the fields is on screen.
  useEffect(() => {
    if (focusRequest && focusRequest.tab === tab) {
      focusFirstField(formRef.current, focusRequest.fields);
      setFocusRequest(null);
    }
  }, [focusRequest, tab]);

  const showFields = (fields: string[]) => {
    const first = propertyFormFields.find((field) => fields.includes(field)) ?? fields[0];
    const target = first === undefined ? 'detalhes' : tabOf(first);
    setTab(target);
    setFocusRequest({ tab: target, fields });
  };

  const submit = async (values: PropertyFormValues): Promise<SubmissionErrors> => {
    setProgress(0);
    try {
      const outcome = await sendPropertyForm({
        id: loaded?.property.id ?? null,
        input: toPropertyInput(values),
        mainImage: values.mainImage?.[0]?.file ?? null,
        otherImages: (values.otherImages ?? []).map((photo) => photo.file),
        imagesToDelete: values.imagesToDelete ?? [],
        token,
        onUploadProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      if (outcome.kind === 'saved') {
        notify('success', editing ? texts.updated : texts.created);
        void navigate(adminRoutes.properties.list);
        return undefined;
      }
      if (outcome.kind === 'unauthenticated') {
        expire();
        return undefined;
      }
      if (outcome.kind === 'refused') {
        const placed = placeFieldErrors(outcome.fieldErrors, propertyFormFields);
        const summary = [outcome.message, ...placed.elsewhere].join(' ');
        notify('danger', summary);
        showFields(Object.keys(placed.byField));
        return { ...placed.byField, [FORM_ERROR]: summary };
      }
      const failure = outcome.message ?? texts.saveFailure;
      notify('danger', failure);
      return { [FORM_ERROR]: failure };
    } finally {
      setProgress(null);
    }
  };

  return (
    <RecordForm<PropertyFormValues>
      onSubmit={submit}
      validate={validatePropertyForm}
      initialValues={initialValues}
      formRef={formRef}
      label={editing ? texts.editTitle : texts.newTitle}
      summary={texts.errors.summary}
      onInvalid={showFields}
    >
      <Tabs id="abas-imovel" selectedTabId={tab} onChange={(next) => setTab(next === 'fotos' ? 'fotos' : 'detalhes')} large>
        <Tab id="detalhes" title={texts.detailsTab} panel={<DetailsTab propertyId={loaded?.property.id ?? null} />} />
        <Tab id="fotos" title={texts.photosTab} panel={<PhotosTab images={loaded?.property.images ?? []} editing={editing} />} />
      </Tabs>
      <FormActions editing={editing} progress={progress} />
    </RecordForm>
  );
}
