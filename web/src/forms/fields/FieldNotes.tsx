/** What a field's frame shows around its control, whatever widget the control is. */
export interface FieldFrameTexts {
  /** The control's id: the label points at it, the hint's and the message's ids derive from it (see describedBy). */
  id: string;
  label: string;
  required?: boolean;
  hint?: string | null;
  error?: string | null;
  /** Work in progress about the field (e.g. a lookup), read out politely. */
  status?: string | null;
}

interface FieldNotesProps extends Pick<FieldFrameTexts, 'id' | 'hint' | 'status' | 'error'> {
  /** 'p' under the storefront's plain fields, 'span' inside a Blueprint helper text. */
  as: 'p' | 'span';
  /** Block of the class names: `${block}__hint`, `${block}__status`, `${block}__error`. */
  block: string;
}

/** A field's hint, work-in-progress note (read out politely) and message. */
export function FieldNotes({ id, hint, status, error, as: Note, block }: FieldNotesProps) {
  return (
    <>
      {hint && (
        <Note id={`${id}-hint`} className={`${block}__hint`}>
          {hint}
        </Note>
      )}
      {status && (
        <Note className={`${block}__status`} role="status">
          {status}
        </Note>
      )}
      {error && (
        <Note id={`${id}-error`} className={`${block}__error`}>
          {error}
        </Note>
      )}
    </>
  );
}
