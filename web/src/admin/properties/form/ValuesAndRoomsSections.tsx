import { useField } from 'react-final-form';
import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { iptuPeriodicityLabels } from '../../../forms/messages';
import type { IptuPeriodicity } from '../../../gql/graphql';
import { MoneyField } from '../../fields/MoneyField';
import { SelectInputField } from '../../fields/SelectInputField';
import { TextInputField } from '../../fields/TextInputField';
import { ToggleField } from '../../fields/ToggleField';
import { FormSection } from '../../layout/FormSection';
import { measureFields, roomFields } from '../../../forms/propertyFields';

const texts = adminPropertyMessages.form;
const periodicities: readonly IptuPeriodicity[] = ['MONTHLY', 'ANNUALLY', 'SINGLE_PAYMENT'];
const periodicityOptions = periodicities.map((value) => ({ value, label: iptuPeriodicityLabels[value] }));

/** Price, the monthly rent of a property offered for both sale and rent, IPTU value and periodicity. */
export function ValuesSection() {
  const { input: operation } = useField<string | undefined>('operation', { subscription: { value: true } });
  const both = operation.value === 'BOTH';
  return (
    <FormSection title={texts.sections.values}>
      <MoneyField
        name="price"
        label={texts.labels.price}
        required
        hint={both ? texts.hints.salePrice : texts.hints.price}
        placeholder={texts.placeholders.price}
      />
      {both && (
        <MoneyField
          name="rentalPrice"
          label={texts.labels.rentalPrice}
          hint={texts.hints.rentalPrice}
          placeholder={texts.placeholders.price}
        />
      )}
      <MoneyField name="iptuValue" label={texts.labels.iptuValue} placeholder={texts.placeholders.price} />
      <SelectInputField name="iptuPeriodicity" label={texts.labels.iptuPeriodicity} options={periodicityOptions} />
    </FormSection>
  );
}

function CountField({ name, label }: { name: string; label: string }) {
  return <TextInputField name={name} label={label} inputMode="numeric" maxLength={4} />;
}

function MeasureField({ name, label }: { name: string; label: string }) {
  return <TextInputField name={name} label={label} inputMode="decimal" hint={texts.hints.decimal} maxLength={15} />;
}

/** Rooms (not for land) and every area and lot measure; land adds its own section. */
export function RoomsAndLandSections() {
  const { input: type } = useField<string | undefined>('type', { subscription: { value: true } });
  const land = type.value === 'LAND';
  return (
    <>
      <FormSection title={texts.sections.rooms}>
        {!land && roomFields.map((name) => <CountField key={name} name={name} label={texts.labels[name]} />)}
        {measureFields.map((name) => (
          <MeasureField key={name} name={name} label={texts.labels[name]} />
        ))}
      </FormSection>
      {land && (
        <FormSection title={texts.sections.land}>
          <TextInputField name="subdivisionName" label={texts.labels.subdivisionName} maxLength={150} />
          <TextInputField name="deliveryDate" label={texts.labels.deliveryDate} type="date" />
          <ToggleField name="readyToBuild" label={texts.labels.readyToBuild} />
        </FormSection>
      )}
    </>
  );
}
