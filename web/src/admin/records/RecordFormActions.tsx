import { Button } from '@blueprintjs/core';
import { useFormState } from 'react-final-form';
import { peopleCommonMessages } from '../../forms/peopleMessages';
import { ButtonLink } from '../layout/ButtonLink';

interface RecordFormActionsProps {
  /** The list the form came from. */
  backTo: string;
  /** The save button's text, e.g. 'Cadastrar Cliente' or 'Salvar Alterações'. */
  saveText: string;
}

/** 'Voltar' to the list and the save button of a record form. */
export function RecordFormActions({ backTo, saveText }: RecordFormActionsProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <div className="admin-form-actions">
      <div className="admin-form-actions__buttons">
        <ButtonLink to={backTo} text={peopleCommonMessages.back} icon="arrow-left" variant="outlined" />
        <Button
          type="submit"
          intent="primary"
          icon="floppy-disk"
          disabled={submitting}
          text={submitting ? peopleCommonMessages.saving : saveText}
        />
      </div>
    </div>
  );
}
