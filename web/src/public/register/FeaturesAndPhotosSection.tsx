import { CheckboxGroup } from '../../forms/fields/CheckboxGroup';
import { featureLabels } from '../../forms/messages';
import { registerMessages } from '../../forms/registerMessages';
import { maxMainPhotos, maxOtherPhotos } from '../../forms/photos';
import { registrationFeatures } from '../../forms/registrationValues';
import { FormSection } from './FormSection';
import { PhotoPicker } from './PhotoPicker';

const texts = registerMessages;
const featureOptions = registrationFeatures.map((value) => ({ value, label: featureLabels[value] }));

/** Feature checkboxes, then the main photo and the additional ones. */
export function FeaturesAndPhotosSection() {
  return (
    <>
      <FormSection title={texts.sections.features}>
        <CheckboxGroup name="features" options={featureOptions} />
      </FormSection>
      <FormSection title={texts.sections.photos}>
        <PhotoPicker
          name="mainImage"
          label={texts.labels.mainImage}
          hint={texts.hints.mainImage}
          required
          max={maxMainPhotos}
          altOf={() => texts.photos.mainAlt}
          removeLabelOf={() => texts.photos.removeMain}
        />
        <PhotoPicker
          name="otherImages"
          label={texts.labels.otherImages}
          hint={texts.hints.otherImages}
          required
          max={maxOtherPhotos}
          altOf={texts.photos.otherAlt}
          removeLabelOf={texts.photos.removeOther}
          countText={(count) => texts.photos.otherCount(count, maxOtherPhotos)}
        />
      </FormSection>
    </>
  );
}
