import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { featureLabels } from '../../../forms/messages';
import { registrationFeatures } from '../../../forms/registrationValues';
import { CheckboxListField } from '../../fields/CheckboxListField';
import { ToggleField } from '../../fields/ToggleField';
import { FormSection } from '../../layout/FormSection';

const texts = adminPropertyMessages.form;
const featureOptions = registrationFeatures.map((value) => ({ value, label: featureLabels[value] }));

/** One checkbox per feature of the form's key set. */
export function FeaturesSection() {
  return (
    <FormSection title={texts.sections.features}>
      <div className="admin-form-grid__wide">
        <CheckboxListField name="features" legend={texts.sections.features} options={featureOptions} />
      </div>
    </FormSection>
  );
}

/** Whether the property is active, reserved, and a launch. */
export function FlagsSection() {
  return (
    <FormSection title={texts.sections.flags}>
      <ToggleField name="isActive" label={texts.labels.isActive} />
      <ToggleField name="isReserved" label={texts.labels.isReserved} />
      <ToggleField name="isLaunch" label={texts.labels.isLaunch} hint={texts.hints.isLaunch} />
    </FormSection>
  );
}
