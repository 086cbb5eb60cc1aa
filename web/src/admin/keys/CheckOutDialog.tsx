import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { Form } from 'react-final-form';
import { keyMessages } from '../../forms/keyMessages';
import { formatDateTime } from '../../lib/format';
import { SelectInputField } from '../fields/SelectInputField';
import { TextInputField } from '../fields/TextInputField';
import { useNotify } from '../toaster/ToasterContext';
import { CheckOutKeyMutation } from './keyDocuments';
import { checkoutFieldOf, checkOutFormFields, toCheckoutInput, validateCheckOutForm, type CheckOutFormValues } from './keyFormValues';
import { settleKeySave } from './keySave';

const texts = keyMessages.checkOutForm;

interface CheckOutChoices {
  brokers: readonly { id: string; name: string }[];
  visits: readonly { id: string; brokerId: string; startsAt: string; name: string }[];
}

interface CheckOutDialogProps {
  /** The key to lend; null keeps the dialog closed. */
  keyToLend: { id: string; label: string } | null;
  choices: CheckOutChoices;
  onClose: () => void;
  onDone: () => void;
}

/** Lends a key: to which broker, until when (São Paulo's clock), and for which of the property's visits, if any. */
export function CheckOutDialog({ keyToLend, choices, onClose, onDone }: CheckOutDialogProps) {
  const notify = useNotify();
  const [checkOut] = useMutation(CheckOutKeyMutation);
  const title = keyToLend ? texts.title(keyToLend.label) : '';
  const onlyBroker = choices.brokers.length === 1 ? choices.brokers[0]?.id : undefined;

  const submit = (values: CheckOutFormValues) =>
    settleKeySave(
      async () => keyToLend && (await checkOut({ variables: { id: keyToLend.id, input: toCheckoutInput(values) } })).data?.checkOutKey,
      {
        formFields: checkOutFormFields,
        savedText: texts.done,
        failureText: texts.failure,
        notify,
        fieldOf: checkoutFieldOf,
        done: () => {
          onDone();
          onClose();
        },
      },
    );

  return (
    <Dialog isOpen={keyToLend !== null} onClose={onClose} title={title} className="admin-dialog">
      {keyToLend && (
        <Form<CheckOutFormValues>
          onSubmit={submit}
          validate={validateCheckOutForm}
          initialValues={{ brokerId: onlyBroker }}
          subscription={{ submitting: true, values: true }}
          render={({ handleSubmit, submitting, values }) => (
            <form noValidate aria-label={title} onSubmit={(event) => void handleSubmit(event)}>
              <DialogBody>
                <SelectInputField
                  name="brokerId"
                  label={texts.broker}
                  required
                  emptyLabel={texts.chooseBroker}
                  options={choices.brokers.map((broker) => ({ value: broker.id, label: broker.name }))}
                />
                <div className="admin-form-grid">
                  <TextInputField name="dueDay" label={texts.dueDay} type="date" required hint={texts.dueHint} />
                  <TextInputField name="dueTime" label={texts.dueTime} type="time" required />
                </div>
                <SelectInputField
                  name="visitId"
                  label={texts.visit}
                  emptyLabel={texts.noVisit}
                  options={choices.visits
                    .filter((visit) => visit.brokerId === values.brokerId)
                    .map((visit) => ({ value: visit.id, label: `${formatDateTime(visit.startsAt)} — ${visit.name}` }))}
                />
              </DialogBody>
              <DialogFooter
                actions={
                  <>
                    <Button text={keyMessages.form.cancel} onClick={onClose} disabled={submitting} />
                    <Button type="submit" intent="primary" text={texts.confirm} disabled={submitting} loading={submitting} />
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
