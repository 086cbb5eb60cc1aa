import { useEffect, useId, useMemo, useState } from 'react';
import { Button, FileInput, FormGroup } from '@blueprintjs/core';
import { brokerMessages } from '../../forms/peopleMessages';
import { photoAccept, photoProblem } from './photoRules';

const texts = brokerMessages.form;

interface BrokerPhotoTabProps {
  /** The photo the broker has now, if any and not removed. */
  currentUrl: string | null;
  chosen: File | null;
  onChoose: (file: File | null) => void;
  /** Drops the chosen file and the current photo. */
  onRemove: () => void;
}

/** The Foto tab: a PNG/JPG file of up to 15 MB, its preview and a button to remove it. */
export function BrokerPhotoTab({ currentUrl, chosen, onChoose, onRemove }: BrokerPhotoTabProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const previewUrl = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  const shownUrl = previewUrl ?? currentUrl;

  return (
    <div className="admin-form-section">
      <FormGroup
        label={texts.photo}
        labelFor={id}
        intent={problem ? 'danger' : 'none'}
        helperText={
          <>
            <span id={`${id}-hint`} className="admin-field__hint">
              {texts.photoHint}
            </span>
            {problem && (
              <span id={`${id}-error`} className="admin-field__error" role="alert">
                {problem}
              </span>
            )}
          </>
        }
      >
        <FileInput
          text={chosen?.name ?? texts.photo}
          buttonText={texts.choosePhoto}
          hasSelection={chosen !== null}
          inputProps={{ id, name: 'photo', accept: photoAccept, 'aria-describedby': problem ? `${id}-hint ${id}-error` : `${id}-hint` }}
          onInputChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            event.currentTarget.value = '';
            if (!file) return;
            const refused = photoProblem(file);
            setProblem(refused);
            if (!refused) onChoose(file);
          }}
        />
      </FormGroup>
      {shownUrl ? (
        <figure className="admin-broker-photo">
          <img src={shownUrl} alt={previewUrl ? texts.photoPreview : texts.currentPhoto} width={200} />
          <Button
            icon="trash"
            intent="danger"
            variant="outlined"
            text={texts.removePhoto}
            onClick={() => {
              setProblem(null);
              onRemove();
            }}
          />
        </figure>
      ) : (
        <p>{texts.noPhoto}</p>
      )}
    </div>
  );
}
