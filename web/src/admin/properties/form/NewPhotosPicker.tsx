import { useEffect, useState } from 'react';
import { Button, Card } from '@blueprintjs/core';
import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { megabytesText, type ChosenPhoto } from '../../../forms/photos';
import { usePhotoInput } from '../../../forms/usePhotoInput';
import { FieldShell } from '../../fields/FieldShell';

const texts = adminPropertyMessages.form.photos;

/** A chosen photo's preview; its object URL lives exactly as long as the preview does. */
function NewPhotoPreview({
  photo,
  alt,
  removeLabel,
  onRemove,
}: {
  photo: ChosenPhoto;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(photo.file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.file]);
  return (
    <li>
      <Card className="admin-photo">
        {url ? <img src={url} alt={alt} width={200} height={150} className="admin-photo__image" /> : <div className="admin-photo__image" />}
        <p className="admin-photo__name">{texts.fileSize(photo.file.name, megabytesText(photo.file.size))}</p>
        <Button icon="trash" intent="danger" variant="minimal" aria-label={removeLabel} title={removeLabel} onClick={onRemove} />
      </Card>
    </li>
  );
}

interface NewPhotosPickerProps {
  name: 'mainImage' | 'otherImages';
  label: string;
  hint: string;
  /** 1: a new photo replaces the one chosen before. */
  max: number;
  altOf: (position: number) => string;
  removeLabelOf: (position: number) => string;
}

/** A file picker for new JPG/PNG photos (checked as they are picked), with previews and removal. */
export function NewPhotosPicker({ name, label, hint, max, altOf, removeLabelOf }: NewPhotosPickerProps) {
  const field = usePhotoInput(name, max, hint);
  return (
    <div className="admin-photo-picker">
      <FieldShell id={field.id} label={label} hint={hint} error={field.error}>
        <input {...field.inputProps} className="admin-file-input" />
      </FieldShell>
      {field.pickRefused && (
        <p className="admin-visually-hidden" role="alert">
          {field.error}
        </p>
      )}
      {field.photos.length > 0 && (
        <ul className="admin-photo-grid">
          {field.photos.map((photo, index) => (
            <NewPhotoPreview
              key={photo.key}
              photo={photo}
              alt={altOf(index + 1)}
              removeLabel={removeLabelOf(index + 1)}
              onRemove={() => field.remove(photo.key)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
