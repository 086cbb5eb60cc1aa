import { useField } from 'react-final-form';
import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { iptuPeriodicityLabels } from '../../../forms/messages';
import type { IptuPeriodicity } from '../../../gql/graphql';
import { MoneyField } from '../../fields/MoneyField';
import { SelectInputField } from '../../fields/SelectInputField';
import { TextInputField } from '../../fields/TextInputField';
import { ToggleField } from '../../fields/ToggleField';
import { FormSection } from '../../layout/FormSection';

const texts = adminPropertyMessages.form;
const periodicities: readonly IptuPeriodicity[] = ['MONTHLY', 'ANNUALLY', 'SINGLE_PAYMENT'];
const periodicityOptions = periodicities.map((value) => ({ value, label: iptuPeriodicityLabels[value] }));

/** Price, IPTU value and periodicity. */
export function ValuesSection() {
  return (
    <FormSection title={texts.sections.values}>
      <MoneyField name="price" label={texts.labels.price} required hint={texts.hints.price} placeholder={texts.placeholders.price} />
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
        {!land && (
          <>
            <CountField name="bedrooms" label={texts.labels.bedrooms} />
            <CountField name="suites" label={texts.labels.suites} />
            <CountField name="bathrooms" label={texts.labels.bathrooms} />
            <CountField name="garage" label={texts.labels.garage} />
          </>
        )}
        <MeasureField name="area" label={texts.labels.area} />
        <MeasureField name="totalArea" label={texts.labels.totalArea} />
        <MeasureField name="usableArea" label={texts.labels.usableArea} />
        <MeasureField name="builtArea" label={texts.labels.builtArea} />
        <MeasureField name="lotArea" label={texts.labels.lotArea} />
        <MeasureField name="lotFront" label={texts.labels.lotFront} />
        <MeasureField name="lotBack" label={texts.labels.lotBack} />
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
