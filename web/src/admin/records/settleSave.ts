import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { Notify } from '../toaster/ToasterContext';
import type { PeopleUploadOutcome } from './peopleUpload';
import { failedSave, refusedSave, type PeopleSaveResult } from './saveOutcome';

export interface SaveHandling<F extends string> {
  /** Every field of the form, to place the server's field messages. */
  formFields: readonly F[];
  /** The toast of a save that went through. */
  savedText: string;
  /** The text when the save failed without saying why. */
  failureText: string;
  notify: Notify;
  /** Leaves the form once saved, e.g. back to the list. */
  leave: () => void;
  /** Brings the first field with a message into view. */
  focus: (fieldNames: string[]) => void;
}

/**
 * Runs a record form's save mutation and answers the form: saved, a toast and away; refused, the
 * server's messages on their fields with the first one focused; thrown, the failure's text.
 */
export async function settleSave<F extends string>(
  save: () => Promise<PeopleSaveResult | null | undefined>,
  handling: SaveHandling<F>,
): Promise<SubmissionErrors> {
  const { formFields, savedText, failureText, notify, leave, focus } = handling;
  try {
    const result = await save();
    if (result?.ok) {
      notify('success', savedText);
      leave();
      return undefined;
    }
    const errors = refusedSave(result, formFields, failureText, notify);
    focus(Object.keys(errors ?? {}));
    return errors;
  } catch (error) {
    return failedSave(error, failureText, notify);
  }
}

/**
 * Answers a record form from a multipart save's outcome: as `settleSave` does, and an expired session
 * ends through `expire`; a failure shows the server's text when it gave one worth showing.
 */
export function settleUpload<F extends string>(
  outcome: PeopleUploadOutcome,
  handling: SaveHandling<F> & { expire: () => void },
): SubmissionErrors {
  const { formFields, savedText, failureText, notify, leave, focus, expire } = handling;
  if (outcome.kind === 'saved') {
    notify('success', savedText);
    leave();
    return undefined;
  }
  if (outcome.kind === 'unauthenticated') {
    expire();
    return undefined;
  }
  if (outcome.kind === 'refused') {
    const errors = refusedSave(outcome.result, formFields, failureText, notify);
    focus(Object.keys(errors ?? {}));
    return errors;
  }
  const failure = outcome.message ?? failureText;
  notify('danger', failure);
  return { [FORM_ERROR]: failure };
}
