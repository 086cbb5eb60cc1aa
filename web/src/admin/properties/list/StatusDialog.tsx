import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { Form, useField } from 'react-final-form';
import { REJECTION_REASON_MAX_LENGTH } from '../../../../../shared/property-rules';
import { adminMessages, propertyStatusLabels } from '../../../forms/adminMessages';
import type { PropertyStatus } from '../../../gql/graphql';
import { failureText } from '../../apollo/errorCodes';
import { SelectInputField } from '../../fields/SelectInputField';
import { TextAreaField } from '../../fields/TextAreaField';
import { ToggleField } from '../../fields/ToggleField';
import { ChangePropertyStatusMutation } from '../../graphql/properties';
import { useNotify } from '../../toaster/ToasterContext';
import { propertyStatuses, type PropertyRow } from '../../graphql/propertyRows';

const texts = adminMessages.properties.statusDialog;
const statusOptions = propertyStatuses.map((value) => ({ value, label: propertyStatusLabels[value] }));

interface StatusValues {
  status?: PropertyStatus;
  notifyClient?: boolean;
  /** Why the property is rejected: required with REJECTED, what its owner reads. */
  reason?: string;
}

function validateStatusChange(values: StatusValues): Partial<Record<keyof StatusValues, string>> {
  if (!values.status) return { status: texts.required };
  if (values.status === 'REJECTED' && !values.reason?.trim()) return { reason: texts.reasonRequired };
  return {};
}

/** 'Motivo', shown only while 'Recusado' is chosen. */
function RejectionReasonField() {
  const { input } = useField<PropertyStatus | undefined>('status', { subscription: { value: true } });
  if (input.value !== 'REJECTED') return null;
  return <TextAreaField name="reason" label={texts.reason} hint={texts.reasonHint} rows={4} maxLength={REJECTION_REASON_MAX_LENGTH} />;
}

interface StatusDialogProps {
  /** The property whose status changes; null keeps the dialog closed. */
  property: PropertyRow | null;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * Sets a property's approval status, telling its client (or the owner who registered it) by e-mail unless
 * unchecked (spec §4); a rejection needs its reason, which the owner reads on the tracking page.
 */
export function StatusDialog({ property, onClose, onChanged }: StatusDialogProps) {
  const notify = useNotify();
  const [changeStatus] = useMutation(ChangePropertyStatusMutation);

  const submit = async (values: StatusValues) => {
    if (!property || !values.status) return undefined;
    const reason = values.status === 'REJECTED' ? (values.reason?.trim() ?? '') : null;
    try {
      const { data } = await changeStatus({
        variables: { id: property.id, status: values.status, notifyClient: values.notifyClient !== false, reason },
      });
      const result = data?.changePropertyStatus;
      if (!result?.ok) {
        notify('danger', result?.error?.message ?? texts.failure);
        const reasonError = result?.error?.fieldErrors.find((fieldError) => fieldError.field === 'reason');
        return reasonError ? { reason: reasonError.message } : undefined;
      }
      notify('success', texts.success);
      onChanged();
      onClose();
    } catch (error) {
      notify('danger', failureText(error, texts.failure));
    }
    return undefined;
  };

  return (
    <Dialog isOpen={property !== null} onClose={onClose} title={texts.title} className="admin-dialog" isCloseButtonShown={false}>
      {property && (
        <Form<StatusValues>
          onSubmit={submit}
          validate={validateStatusChange}
          initialValues={{ status: property.status, notifyClient: true, reason: property.statusReason ?? '' }}
          subscription={{ submitting: true }}
          render={({ handleSubmit, submitting }) => (
            <form noValidate onSubmit={(event) => void handleSubmit(event)}>
              <DialogBody>
                <p className="admin-dialog__about">{texts.about(property.code, property.title)}</p>
                <SelectInputField name="status" label={texts.status} options={statusOptions} required emptyLabel={texts.placeholder} />
                <RejectionReasonField />
                <ToggleField name="notifyClient" label={texts.notifyClient} hint={texts.notifyHint} kind="checkbox" />
              </DialogBody>
              <DialogFooter
                actions={
                  <>
                    <Button text={adminMessages.common.cancel} onClick={onClose} disabled={submitting} />
                    <Button
                      type="submit"
                      intent="primary"
                      text={submitting ? texts.saving : adminMessages.common.save}
                      disabled={submitting}
                    />
                  </>
                }
              />
            </form>
          )}
        />
      )}
    </Dialog>
  );
}
