import { useField } from 'react-final-form';
import type { PropertyType } from '../../gql/graphql';
import { CheckboxField } from '../../forms/fields/CheckboxField';
import { TextField } from '../../forms/fields/TextField';
import { registerMessages } from '../../forms/registerMessages';
import { FormSection } from './FormSection';
import { measureFields, roomFields } from '../../forms/propertyFields';

const texts = registerMessages;

function CountField({ name, label }: { name: string; label: string }) {
  return <TextField name={name} label={label} inputMode="numeric" autoComplete="off" maxLength={4} />;
}

function MeasureField({ name, label }: { name: string; label: string }) {
  return <TextField name={name} label={label} inputMode="decimal" autoComplete="off" maxLength={16} />;
}

/** Rooms (not for land), the land's own fields (only for land), then areas and lot measures. */
export function RoomsAndAreasSection() {
  const { input } = useField<PropertyType | undefined>('type', { subscription: { value: true } });
  const land = input.value === 'LAND';

  return (
    <>
      {land ? (
        <FormSection title={texts.sections.land}>
          <TextField name="subdivisionName" label={texts.labels.subdivisionName} maxLength={150} />
          <TextField name="deliveryDate" label={texts.labels.deliveryDate} type="date" />
          <CheckboxField name="readyToBuild" label={texts.labels.readyToBuild} />
        </FormSection>
      ) : (
        <FormSection title={texts.sections.rooms} className="form-section__fields--compact">
          {roomFields.map((name) => (
            <CountField key={name} name={name} label={texts.labels[name]} />
          ))}
        </FormSection>
      )}
      <FormSection title={texts.sections.areas} className="form-section__fields--compact">
        {measureFields.map((name) => (
          <MeasureField key={name} name={name} label={texts.labels[name]} />
        ))}
        <p className="form-section__note">{texts.hints.decimal}</p>
      </FormSection>
    </>
  );
}
