import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { focusFirstField } from '../../forms/focusFirstField';
import { useSession } from '../session/SessionContext';
import { useNotify } from '../toaster/ToasterContext';
import type { SaveHandling } from './settleSave';

interface SaveHandlingOptions<F extends string> {
  formFields: readonly F[];
  savedText: string;
  failureText: string;
  /** Where a saved form goes, e.g. back to its list. */
  leaveTo: string;
  /** Brings the fields with a message into view; by default the first one on screen gets the focus. */
  focus?: (fieldNames: string[]) => void;
}

/**
 * The ref of a record form's <form> and how its save is answered (`settleSave`, `settleUpload`): a toast
 * and on to `leaveTo` once saved, the first field with a message focused when refused, and an expired
 * session ended.
 */
export function useSaveHandling<F extends string>({ formFields, savedText, failureText, leaveTo, focus }: SaveHandlingOptions<F>) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { expire } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const handling: SaveHandling<F> & { expire: () => void } = {
    formFields,
    savedText,
    failureText,
    notify,
    leave: () => void navigate(leaveTo),
    focus: focus ?? ((names) => focusFirstField(formRef.current, names)),
    expire,
  };
  return { formRef, handling };
}
