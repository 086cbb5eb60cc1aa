import { useRef, useState } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { focusFirstField } from '../../forms/focusFirstField';
import { registerMessages } from '../../forms/registerMessages';
import { toRegistrationInput } from '../../forms/registrationInput';
import { validateRegistration } from '../../forms/registrationRules';
import { initialRegistrationValues, registrationFields, type RegistrationValues } from '../../forms/registrationValues';
import { placeFieldErrors } from '../../forms/serverErrors';
import type { NotificationKind } from '../layout/useNotifications';
import { AddressSection } from './AddressSection';
import { FeaturesAndPhotosSection } from './FeaturesAndPhotosSection';
import { OwnerSection } from './OwnerSection';
import { PropertySection } from './PropertySection';
import { RoomsAndAreasSection } from './RoomsAndAreasSection';
import { refusalSummary, sendRegistration, type Registration } from './sendRegistration';
import { SubmitArea } from './SubmitArea';

const texts = registerMessages;

interface RegistrationFormProps {
  notify: (kind: NotificationKind, text: string) => void;
  onRegistered: (registration: Registration) => void;
}

/**
 * The owner registration form. An invalid submit shows 'Por favor, corrija os erros destacados.' and
 * focuses the first field at fault; a valid one is sent with its photos, showing the upload progress.
 * The server's field messages land on their fields.
 */
export function RegistrationForm({ notify, onRegistered }: RegistrationFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (values: RegistrationValues): Promise<SubmissionErrors> => {
    setProgress(0);
    try {
      const outcome = await sendRegistration(
        toRegistrationInput(values),
        values.mainImage?.[0]?.file ?? null,
        (values.otherImages ?? []).map((photo) => photo.file),
        (fraction) => setProgress(Math.round(fraction * 100)),
      );
      if (outcome.kind === 'registered') {
        onRegistered({ message: outcome.message ?? texts.success.fallback, trackingPath: outcome.trackingPath });
        return undefined;
      }
      if (outcome.kind === 'refused') {
        const placed = placeFieldErrors(outcome.fieldErrors, registrationFields);
        const summary = refusalSummary(outcome, placed);
        notify('error', summary);
        focusFirstField(formRef.current, Object.keys(placed.byField));
        return { ...placed.byField, [FORM_ERROR]: summary };
      }
      const failure = outcome.message ?? texts.errors.sendFailure;
      notify('error', failure);
      return { [FORM_ERROR]: failure };
    } finally {
      setProgress(null);
    }
  };

  return (
    <Form<RegistrationValues>
      onSubmit={submit}
      validate={validateRegistration}
      initialValues={initialRegistrationValues}
      subscription={{}}
      render={({ handleSubmit, form }) => (
        <form
          ref={formRef}
          className="registration-form"
          noValidate
          aria-label={texts.pageTitle}
          onSubmit={(event) => {
            void handleSubmit(event);
            const state = form.getState();
            if (state.hasValidationErrors) {
              notify('error', texts.errors.summary);
              focusFirstField(formRef.current, Object.keys(state.errors ?? {}));
            }
          }}
        >
          <PropertySection />
          <RoomsAndAreasSection />
          <AddressSection notify={notify} />
          <FeaturesAndPhotosSection />
          <OwnerSection />
          <SubmitArea progress={progress} />
        </form>
      )}
    />
  );
}
