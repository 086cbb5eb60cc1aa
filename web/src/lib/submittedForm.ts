import { createContext, use } from 'react';
import type { SubmittedForm } from '../../../shared/server-render';

/**
 * A refused form post (sent without JavaScript), given by the server render to the page that shows the form again:
 * what was typed, the message and each field's messages. Null everywhere else, and always in the browser.
 */
export const SubmittedFormContext = createContext<SubmittedForm | null>(null);

export function useSubmittedForm(): SubmittedForm | null {
  return use(SubmittedFormContext);
}

/** The first message of a field of a refused post. */
export function submittedFieldError(submitted: SubmittedForm | null, field: string): string | null {
  return submitted?.fieldErrors.find((error) => error.field === field)?.message ?? null;
}
