import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { maxOtherPhotos } from '../../../forms/photos';
import { FormSection } from '../../layout/FormSection';
import { ExistingPhotos } from './ExistingPhotos';
import { NewPhotosPicker } from './NewPhotosPicker';
import type { ExistingImage } from './propertyFormValues';

const texts = adminPropertyMessages.form;

/** The Fotos tab: the current photos (on edit), a new main photo and new extra photos. */
export function PhotosTab({ images, editing }: { images: readonly ExistingImage[]; editing: boolean }) {
  return (
    <div className="admin-tab-panel">
      {editing && <ExistingPhotos images={images} />}
      <FormSection title={texts.sections.newPhotos}>
        <div className="admin-form-grid__wide">
          <NewPhotosPicker
            name="mainImage"
            label={editing ? texts.labels.newMainImage : texts.labels.mainImage}
            hint={editing ? texts.hints.newMainImage : texts.hints.mainImage}
            max={1}
            altOf={() => texts.photos.newMainAlt}
            removeLabelOf={() => texts.photos.removeNewMain}
          />
        </div>
        <div className="admin-form-grid__wide">
          <NewPhotosPicker
            name="otherImages"
            label={editing ? texts.labels.newOtherImages : texts.labels.otherImages}
            hint={texts.hints.otherImages}
            max={maxOtherPhotos}
            altOf={texts.photos.newOtherAlt}
            removeLabelOf={texts.photos.removeNewOther}
          />
        </div>
      </FormSection>
    </div>
  );
}
