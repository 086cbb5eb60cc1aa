import { Button, Card, Tag } from '@blueprintjs/core';
import { useField } from 'react-final-form';
import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import type { ChosenPhoto } from '../../../forms/photos';
import type { ExistingImage } from './propertyFormValues';

const texts = adminPropertyMessages.form.photos;

/**
 * The property's current photos, the first being the main one. Each can be marked for removal (and
 * kept again) until the form is saved; a new main photo replaces the first.
 */
export function ExistingPhotos({ images }: { images: readonly ExistingImage[] }) {
  const { input: toDelete } = useField<string[]>('imagesToDelete', { subscription: { value: true } });
  const { input: newMain } = useField<ChosenPhoto[]>('mainImage', { subscription: { value: true } });
  const marked = Array.isArray(toDelete.value) ? toDelete.value : [];
  const replacingMain = Array.isArray(newMain.value) && newMain.value.length > 0;

  const toggle = (fileName: string) => {
    toDelete.onChange(marked.includes(fileName) ? marked.filter((name) => name !== fileName) : [...marked, fileName]);
  };

  return (
    <section className="admin-photos" aria-labelledby="fotos-atuais">
      <h2 id="fotos-atuais" className="admin-form-section__title">
        {texts.current}
      </h2>
      {images.length === 0 ? (
        <p className="admin-photos__empty">{texts.none}</p>
      ) : (
        <ul className="admin-photo-grid">
          {images.map((image, index) => {
            const position = index + 1;
            const removing = marked.includes(image.fileName);
            const replaced = index === 0 && replacingMain && !removing;
            return (
              <li key={image.fileName}>
                <Card className={removing || replaced ? 'admin-photo admin-photo--leaving' : 'admin-photo'}>
                  <img src={image.cardUrl} alt={texts.alt(position)} width={200} height={150} className="admin-photo__image" />
                  <div className="admin-photo__tags">
                    {index === 0 && <Tag intent="primary">{texts.mainBadge}</Tag>}
                    {removing && <Tag intent="danger">{texts.toRemove}</Tag>}
                    {replaced && <Tag intent="warning">{texts.toReplace}</Tag>}
                  </div>
                  <Button
                    icon={removing ? 'undo' : 'trash'}
                    intent={removing ? 'none' : 'danger'}
                    variant="minimal"
                    text={removing ? texts.keep(position) : texts.remove(position)}
                    onClick={() => toggle(image.fileName)}
                  />
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
