import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { ServerFieldError } from '../../forms/serverErrors';
import { placeFieldErrors } from '../../forms/serverErrors';
import { failureText } from '../apollo/errorCodes';
import type { Notify } from '../toaster/ToasterContext';

/** The data part of a people mutation's answer. */
export interface PeopleSaveResult {
  ok: boolean;
  error?: { message: string; fieldErrors: readonly ServerFieldError[] } | null;
}

/**
 * What a form does with a save's answer: refused, the server's field messages land on the form's
 * fields and the rest is told in a toast; otherwise the screen's fallback text.
 */
export function refusedSave<F extends string>(
  result: PeopleSaveResult | null | undefined,
  formFields: readonly F[],
  fallback: string,
  notify: Notify,
): SubmissionErrors {
  if (result?.error) {
    const placed = placeFieldErrors(result.error.fieldErrors, formFields);
    const summary = [result.error.message, ...placed.elsewhere].join(' ');
    notify('danger', summary);
    return { ...placed.byField, [FORM_ERROR]: summary };
  }
  notify('danger', fallback);
  return { [FORM_ERROR]: fallback };
}

/** A save that threw (network, server or session failure). */
export function failedSave(error: unknown, fallback: string, notify: Notify): SubmissionErrors {
  const text = failureText(error, fallback);
  notify('danger', text);
  return { [FORM_ERROR]: text };
}
