import type { ReactNode, RefObject } from 'react';
import type { FormRenderProps } from 'react-final-form';
import { focusFirstField } from '../../forms/focusFirstField';
import { useNotify } from '../toaster/ToasterContext';

interface CheckedFormElementProps<V> {
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's accessible name, e.g. its screen title. */
  label: string;
  /** From react-final-form's render props. */
  handleSubmit: FormRenderProps<V>['handleSubmit'];
  form: FormRenderProps<V>['form'];
  /** The toast of a submit stopped by the form's rules, e.g. 'Corrija os campos destacados.'. */
  summary: string;
  /** What to do with the fields at fault; by default the first one on screen gets the focus. */
  onInvalid?: (fields: string[]) => void;
  children: ReactNode;
}

/**
 * The <form> of a back-office screen: submitted, it runs the form's rules; when they stop it, a toast sums
 * up and the fields at fault are shown (focus on the first), so no one is left wondering why nothing happened.
 */
export function CheckedFormElement<V>({ formRef, label, handleSubmit, form, summary, onInvalid, children }: CheckedFormElementProps<V>) {
  const notify = useNotify();
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        void handleSubmit(event);
        const state = form.getState();
        if (!state.hasValidationErrors) return;
        notify('danger', summary);
        const fields = Object.keys(state.errors ?? {});
        if (onInvalid) onInvalid(fields);
        else focusFirstField(formRef.current, fields);
      }}
    >
      {children}
    </form>
  );
}
