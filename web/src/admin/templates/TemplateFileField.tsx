import { useId } from 'react';
import { Button, FileInput } from '@blueprintjs/core';
import { useField } from 'react-final-form';
import { describedBy, fieldSubscription, shownError } from '../../forms/fields/fieldMeta';
import { templateMessages } from '../../forms/templateMessages';
import { FieldShell } from '../fields/FieldShell';
import { templateFileAccept } from './templateFormValues';

const texts = templateMessages.form;

interface TemplateFileFieldProps {
  /** Required when creating. */
  required: boolean;
  /** On edit, the name of the document the template holds now (null when it has none). */
  currentFileName?: string | null;
}

/**
 * The document of a template (field `file`): a .doc, .docx or .pdf chosen from the device, its name once
 * chosen and, on edit, the current document, kept unless another is chosen.
 */
export function TemplateFileField({ required, currentFileName }: TemplateFileFieldProps) {
  const id = useId();
  const { input, meta } = useField<File | undefined>('file', { subscription: fieldSubscription });
  const chosen = input.value instanceof File ? input.value : undefined;
  const error = shownError(meta);
  const choose = (file: File | undefined) => {
    input.onChange(file);
    input.onBlur();
  };
  return (
    <div className="admin-form-grid__wide">
      <FieldShell id={id} label={texts.file} required={required} hint={texts.fileHint} error={error}>
        <FileInput
          fill
          className="admin-template-file-input"
          text={chosen?.name ?? texts.noFileChosen}
          buttonText={texts.chooseFile}
          hasSelection={chosen !== undefined}
          inputProps={{
            id,
            name: 'file',
            accept: templateFileAccept,
            required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy(id, texts.fileHint, error),
          }}
          onInputChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared, so that choosing the same file again is a change too.
            event.currentTarget.value = '';
            if (file) choose(file);
          }}
        />
      </FieldShell>
      {chosen && (
        <p className="admin-template-file">
          {texts.chosenFile(chosen.name)}{' '}
          <Button variant="minimal" size="small" icon="undo" text={texts.undoChoice} onClick={() => choose(undefined)} />
        </p>
      )}
      {currentFileName !== undefined && (
        <p className="admin-template-file">
          {currentFileName === null ? texts.noCurrentFile : `${texts.currentFile(currentFileName)}. ${texts.keptUnlessReplaced}`}
        </p>
      )}
    </div>
  );
}
