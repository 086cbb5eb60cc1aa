import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { peopleCommonMessages, personRuleMessages } from '../../forms/peopleMessages';
import { videoMessages, videoTypeLabels } from '../../forms/videoMessages';
import type { VideoType } from '../../gql/graphql';
import { adminRoutes } from '../adminRoutes';
import { RecordFormActions } from '../records/RecordFormActions';
import { settleSave } from '../records/settleSave';
import { RecordForm } from '../records/RecordForm';
import { useSaveHandling } from '../records/useSaveHandling';
import { SelectInputField, type ChoiceOption } from '../fields/SelectInputField';
import { TextAreaField } from '../fields/TextAreaField';
import { TextInputField } from '../fields/TextInputField';
import { ToggleField } from '../fields/ToggleField';
import { CreateVideoMutation, UpdateVideoMutation } from './videoDocuments';
import {
  newVideoValues,
  toVideoInput,
  validateVideoForm,
  valuesOfVideo,
  videoDescriptionMaxLength,
  videoFormFields,
  videoTitleMaxLength,
  videoUrlMaxLength,
  type LoadedVideo,
  type VideoFormValues,
} from './videoFormValues';

const texts = videoMessages.form;
const listPath = adminRoutes.videos.list;
const typeOptions: readonly ChoiceOption<VideoType>[] = [
  { value: 'INTERNAL', label: videoTypeLabels.INTERNAL },
  { value: 'EXTERNAL', label: videoTypeLabels.EXTERNAL },
];

/** The video form: title, description, address, type and the active switch. Saved, it goes back to the list. */
export function VideoForm({ loaded }: { loaded: LoadedVideo | null }) {
  const [createVideo] = useMutation(CreateVideoMutation);
  const [updateVideo] = useMutation(UpdateVideoMutation);
  const initialValues = useMemo(() => (loaded ? valuesOfVideo(loaded) : newVideoValues), [loaded]);
  const editing = loaded !== null;
  const { formRef, handling } = useSaveHandling({
    formFields: videoFormFields,
    savedText: editing ? texts.updated : texts.created,
    failureText: texts.saveFailure,
    leaveTo: listPath,
  });

  const submit = (values: VideoFormValues): Promise<SubmissionErrors> => {
    const input = toVideoInput(values);
    return settleSave(
      async () =>
        loaded
          ? (await updateVideo({ variables: { id: loaded.id, input } })).data?.updateVideo
          : (await createVideo({ variables: { input } })).data?.createVideo,
      handling,
    );
  };

  return (
    <RecordForm<VideoFormValues>
      onSubmit={submit}
      validate={validateVideoForm}
      initialValues={initialValues}
      formRef={formRef}
      label={editing ? texts.editTitle : texts.newTitle}
      summary={personRuleMessages.summary}
    >
      <div className="admin-form-grid">
        <TextInputField name="title" label={texts.title} required autoComplete="off" maxLength={videoTitleMaxLength} />
        <SelectInputField name="type" label={texts.type} required options={typeOptions} hint={texts.typeHint} />
        <TextInputField
          name="url"
          label={texts.url}
          required
          hint={texts.urlHint}
          inputMode="url"
          autoComplete="off"
          maxLength={videoUrlMaxLength}
          placeholder="https://www.youtube.com/watch?v=…"
        />
      </div>
      <TextAreaField name="description" label={texts.description} rows={4} maxLength={videoDescriptionMaxLength} />
      <ToggleField name="isActive" label={texts.active} />
      <RecordFormActions backTo={listPath} saveText={editing ? peopleCommonMessages.update : texts.create} />
    </RecordForm>
  );
}
