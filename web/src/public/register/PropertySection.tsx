import { useForm } from 'react-final-form';
import type { PropertyType } from '../../gql/graphql';
import { CurrencyField } from '../../forms/fields/CurrencyField';
import { SelectField } from '../../forms/fields/SelectField';
import { TextField } from '../../forms/fields/TextField';
import { iptuPeriodicityLabels, propertyTypeLabels } from '../../forms/messages';
import { registerMessages } from '../../forms/registerMessages';
import {
  fieldsClearedByTypeChange,
  iptuPeriodicities,
  ownerOperations,
  propertyTypes,
  type RegistrationValues,
} from '../../forms/registrationValues';
import { FormSection } from './FormSection';

const texts = registerMessages;
const operationOptions = ownerOperations.map((value) => ({ value, label: texts.operations[value] }));
const typeOptions = propertyTypes.map((value) => ({ value, label: propertyTypeLabels[value] }));
const periodicityOptions = iptuPeriodicities.map((value) => ({ value, label: iptuPeriodicityLabels[value] }));

/** Operation, type, texts of the listing, price and IPTU. */
export function PropertySection() {
  const form = useForm<RegistrationValues>();
  const typeChosen = (next: PropertyType | undefined, previous: PropertyType | undefined) => {
    const cleared = fieldsClearedByTypeChange(previous, next);
    if (cleared.length === 0) return;
    form.batch(() => {
      for (const field of cleared) form.change(field, field === 'readyToBuild' ? false : undefined);
    });
  };

  return (
    <>
      <FormSection title={texts.sections.property}>
        <SelectField name="operation" label={texts.labels.operation} options={operationOptions} required />
        <SelectField name="type" label={texts.labels.type} options={typeOptions} required onChosen={typeChosen} />
        <TextField name="title" label={texts.labels.title} required maxLength={150} wide />
        <TextField name="description" label={texts.labels.description} required multiline rows={5} maxLength={10_000} />
        <TextField name="highlights" label={texts.labels.highlights} hint={texts.hints.highlights} multiline maxLength={5000} />
        <TextField name="referencePoint" label={texts.labels.referencePoint} maxLength={255} wide />
      </FormSection>
      <FormSection title={texts.sections.values}>
        <CurrencyField name="price" label={texts.labels.price} required hint={texts.hints.price} placeholder={texts.placeholders.price} />
        <CurrencyField name="iptuValue" label={texts.labels.iptuValue} placeholder={texts.placeholders.price} />
        <SelectField name="iptuPeriodicity" label={texts.labels.iptuPeriodicity} options={periodicityOptions} />
      </FormSection>
    </>
  );
}
