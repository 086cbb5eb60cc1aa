import { useField } from 'react-final-form';
import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { portalLevelLabels } from '../../../forms/portalMessages';
import { useChoice } from '../../../forms/fields/useBoundField';
import { AdminSelect } from '../../fields/AdminSelect';
import { FieldShell } from '../../fields/FieldShell';
import { ToggleField } from '../../fields/ToggleField';
import { FormSection } from '../../layout/FormSection';
import { portalLevels } from './propertyFormValues';

const texts = adminPropertyMessages.form;
const levelOptions = portalLevels.map((value) => ({ value, label: portalLevelLabels[value] }));

/** The publication level: always shown, chosen only while the property is marked for the portals. */
function PortalLevelField({ publishing }: { publishing: boolean }) {
  const hint = publishing ? texts.hints.portalLevel : texts.hints.portalLevelOff;
  const field = useChoice('portalLevel', levelOptions, hint);
  return (
    <FieldShell id={field.id} label={texts.labels.portalLevel} hint={hint} error={field.error}>
      <AdminSelect
        {...field.control}
        fill
        value={field.chosen}
        disabled={!publishing}
        onChange={(event) => field.choose(event.currentTarget.value)}
      >
        {levelOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </AdminSelect>
    </FieldShell>
  );
}

/** 'Publicar nos portais?' and the publication level. */
export function PortalSection() {
  const { input: publish } = useField<boolean>('portalPublish', { type: 'checkbox', subscription: { value: true } });
  return (
    <FormSection title={texts.sections.portals}>
      <ToggleField name="portalPublish" label={texts.labels.portalPublish} hint={texts.hints.portalPublish} />
      <PortalLevelField publishing={publish.checked === true} />
    </FormSection>
  );
}
