import { useId } from 'react';
import { useField, useFormState } from 'react-final-form';
import { registerMessages } from '../../forms/registerMessages';

const texts = registerMessages;

interface SubmitAreaProps {
  /** Upload progress in percent while sending; null otherwise. */
  progress: number | null;
}

/**
 * The form's summary of problems, the upload progress and the submit button, which stays disabled until
 * the terms are accepted and while sending.
 */
export function SubmitArea({ progress }: SubmitAreaProps) {
  const id = useId();
  const formState = useFormState({
    subscription: { submitting: true, submitFailed: true, hasValidationErrors: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const { submitting, submitFailed, hasValidationErrors, dirtySinceLastSubmit } = formState;
  const submitError: unknown = formState.submitError;
  const { input: terms } = useField<boolean>('termsAccepted', { type: 'checkbox', subscription: { value: true } });
  const summary =
    submitFailed && hasValidationErrors
      ? texts.errors.summary
      : typeof submitError === 'string' && !dirtySinceLastSubmit
        ? submitError
        : null;

  return (
    <div className="submit-area">
      {summary && !submitting && <p className="form-error">{summary}</p>}
      {progress !== null && (
        <div className="upload-progress">
          <label htmlFor={`${id}-progress`}>{texts.progressLabel}</label>
          <progress id={`${id}-progress`} max={100} value={progress}>
            {texts.progressText(progress)}
          </progress>
          <span className="upload-progress__text" aria-hidden="true">
            {texts.progressText(progress)}
          </span>
        </div>
      )}
      <button type="submit" className="button button--primary button--large" disabled={terms.checked !== true || submitting}>
        {submitting ? texts.sending : texts.submit}
      </button>
    </div>
  );
}
