import { useField, useForm } from 'react-final-form';
import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { propertyStatusLabels } from '../../../forms/adminMessages';
import { operationLabels, propertyTypeLabels } from '../../../forms/messages';
import type { Operation, PropertyType } from '../../../gql/graphql';
import { SelectInputField } from '../../fields/SelectInputField';
import { TextAreaField } from '../../fields/TextAreaField';
import { TextInputField } from '../../fields/TextInputField';
import { FormSection } from '../../layout/FormSection';
import { propertyStatuses } from '../../graphql/propertyRows';
import { codeAfterOperationChange, MAX_CODE_LENGTH, NUMBER_TO_COME } from './propertyCode';
import { landOnlyFields, staffOperations, type PropertyFormValues } from './propertyFormValues';

const texts = adminPropertyMessages.form;
const propertyTypes: readonly PropertyType[] = ['HOUSE', 'APARTMENT', 'LAND', 'RURAL', 'COMMERCIAL'];
const operationOptions = staffOperations.map((value) => ({ value, label: operationLabels[value] }));
const typeOptions = propertyTypes.map((value) => ({ value, label: propertyTypeLabels[value] }));
const statusOptions = propertyStatuses.map((value) => ({ value, label: propertyStatusLabels[value] }));

/** The reason of a rejection, read-only: shown while the situation is 'Rejeitado'. */
function RejectionReason() {
  const status = useField<string | undefined>('status', { subscription: { value: true } }).input.value;
  const reason = useField<string | undefined>('statusReason', { subscription: { value: true } }).input.value;
  if (status !== 'REJECTED' || !reason) return null;
  return (
    <div className="admin-form-grid__wide admin-rejection-reason" role="note" aria-label={texts.rejectionReason}>
      <strong>{texts.rejectionReason}</strong>
      <p>{reason}</p>
      <small>{texts.rejectionReasonNote}</small>
    </div>
  );
}

/**
 * Code, title, operation, type, situation (with the reason of a rejection), description, highlights and reference point. `propertyId` is
 * the saved property's (null for a new one): a code that still is the generated one follows the operation.
 * Leaving the operation BOTH clears the rent, asked only for it.
 */
export function MainSection({ propertyId }: { propertyId: string | null }) {
  const form = useForm<PropertyFormValues>();
  const followOperation = (next: Operation | undefined, previous: Operation | undefined) => {
    const code = codeAfterOperationChange(form.getState().values.code, previous, next, propertyId ?? NUMBER_TO_COME);
    if (code !== undefined) form.change('code', code);
    if (previous === 'BOTH' && next !== 'BOTH') form.change('rentalPrice', null);
  };
  const clearLandFields = (next: PropertyType | undefined, previous: PropertyType | undefined) => {
    if (previous === 'LAND' && next !== 'LAND') {
      form.batch(() => {
        for (const field of landOnlyFields) form.change(field, field === 'readyToBuild' ? false : undefined);
      });
    }
  };
  return (
    <FormSection title={texts.sections.main}>
      <TextInputField
        name="code"
        label={texts.labels.code}
        hint={texts.hints.code}
        required
        maxLength={MAX_CODE_LENGTH}
        autoComplete="off"
      />
      <TextInputField name="title" label={texts.labels.title} required maxLength={150} className="admin-form-grid__wide" />
      <SelectInputField name="operation" label={texts.labels.operation} options={operationOptions} required onChosen={followOperation} />
      <SelectInputField name="type" label={texts.labels.type} options={typeOptions} required onChosen={clearLandFields} />
      <SelectInputField name="status" label={texts.labels.status} options={statusOptions} required />
      <RejectionReason />
      <TextAreaField name="description" label={texts.labels.description} rows={5} maxLength={10_000} className="admin-form-grid__wide" />
      <TextAreaField
        name="highlights"
        label={texts.labels.highlights}
        hint={texts.hints.highlights}
        rows={4}
        maxLength={5000}
        className="admin-form-grid__wide"
      />
      <TextInputField name="referencePoint" label={texts.labels.referencePoint} maxLength={255} className="admin-form-grid__wide" />
    </FormSection>
  );
}
