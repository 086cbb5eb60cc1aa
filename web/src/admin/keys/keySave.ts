import type { SubmissionErrors } from 'final-form';
import { settleSave } from '../records/settleSave';
import type { PeopleSaveResult } from '../records/saveOutcome';
import type { Notify } from '../toaster/ToasterContext';

interface KeySaveOptions<F extends string> {
  formFields: readonly F[];
  savedText: string;
  failureText: string;
  notify: Notify;
  /** Once saved: the dialog closes and the tab reloads. */
  done: () => void;
  /** The server's name of a field → the form's. */
  fieldOf?: (field: string) => string;
}

/** A key dialog's save: a toast and the dialog closed once saved; refused, the messages on their fields. */
export function settleKeySave<F extends string>(
  save: () => Promise<PeopleSaveResult | null | undefined>,
  { formFields, savedText, failureText, notify, done, fieldOf = (field) => field }: KeySaveOptions<F>,
): Promise<SubmissionErrors> {
  const renamed = async () => {
    const result = await save();
    if (!result?.error) return result;
    const fieldErrors = result.error.fieldErrors.map((error) => ({ ...error, field: fieldOf(error.field) }));
    return { ...result, error: { ...result.error, fieldErrors } };
  };
  return settleSave(renamed, { formFields, savedText, failureText, notify, leave: done, focus: () => undefined });
}
