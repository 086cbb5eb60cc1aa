/** A message the server gave for one input field. */
export interface ServerFieldError {
  field: string;
  message: string;
}

export interface PlacedFieldErrors<F extends string> {
  /** The first message of each field the form has. */
  byField: Partial<Record<F, string>>;
  /** Messages for fields the form does not show, to be shown with the form's summary. */
  elsewhere: string[];
}

/** Puts the server's field messages on the form's fields (the first message of each); the rest stay aside. */
export function placeFieldErrors<F extends string>(
  fieldErrors: readonly ServerFieldError[],
  formFields: readonly F[],
): PlacedFieldErrors<F> {
  const byField: Partial<Record<F, string>> = {};
  const elsewhere: string[] = [];
  for (const { field, message } of fieldErrors) {
    const known = formFields.find((candidate) => candidate === field);
    if (known === undefined) {
      if (!elsewhere.includes(message)) elsewhere.push(message);
    } else {
      byField[known] ??= message;
    }
  }
  return { byField, elsewhere };
}
