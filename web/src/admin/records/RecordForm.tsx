import type { ReactNode, RefObject } from 'react';
import type { SubmissionErrors, ValidationErrors } from 'final-form';
import { Form } from 'react-final-form';
import { CheckedFormElement } from '../fields/CheckedFormElement';

interface RecordFormProps<V> {
  /** Answers a valid submit: undefined once saved, or the messages to show. */
  onSubmit: (values: V) => SubmissionErrors | Promise<SubmissionErrors>;
  /** The form's rules. */
  validate: (values: V) => ValidationErrors;
  initialValues: Partial<V>;
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's accessible name, e.g. its screen title. */
  label: string;
  /** The toast of a submit stopped by the form's rules. */
  summary: string;
  /** What to do with the fields at fault; by default the first one on screen gets the focus. */
  onInvalid?: (fields: string[]) => void;
  children: ReactNode;
}

/**
 * A back-office record form: the final-form state, subscribed to nothing so only the fields redraw, around
 * the checked <form> that sums up a submit stopped by the rules.
 */
export function RecordForm<V>({ onSubmit, validate, initialValues, formRef, label, summary, onInvalid, children }: RecordFormProps<V>) {
  return (
    <Form<V>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      subscription={{}}
      render={({ handleSubmit, form }) => (
        <CheckedFormElement formRef={formRef} label={label} handleSubmit={handleSubmit} form={form} summary={summary} onInvalid={onInvalid}>
          {children}
        </CheckedFormElement>
      )}
    />
  );
}
