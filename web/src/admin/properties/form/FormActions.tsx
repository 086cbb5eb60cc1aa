import { Button, ProgressBar } from '@blueprintjs/core';
import { useFormState } from 'react-final-form';
import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { fieldMessages } from '../../../forms/fieldMessages';
import { adminRoutes } from '../../adminRoutes';
import { ButtonLink } from '../../layout/ButtonLink';

const texts = adminPropertyMessages.form;

interface FormActionsProps {
  editing: boolean;
  /** Upload progress in percent while saving; null otherwise. */
  progress: number | null;
}

/** The upload progress, 'Voltar' to the list and the save button. */
export function FormActions({ editing, progress }: FormActionsProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <div className="admin-form-actions">
      {progress !== null && (
        <div className="admin-upload-progress">
          <ProgressBar value={progress / 100} intent="primary" aria-label={fieldMessages.progressLabel} stripes={false} />
          <span className="admin-upload-progress__text" aria-live="polite">
            {fieldMessages.progressText(progress)}
          </span>
        </div>
      )}
      <div className="admin-form-actions__buttons">
        <ButtonLink to={adminRoutes.properties.list} text={texts.back} icon="arrow-left" variant="outlined" />
        <Button
          type="submit"
          intent="primary"
          icon="floppy-disk"
          disabled={submitting}
          text={submitting ? texts.saving : editing ? texts.update : texts.create}
        />
      </div>
    </div>
  );
}
