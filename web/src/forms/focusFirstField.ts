/** Focuses the first control of the form, in page order, whose name is one of `names`; false when none. */
export function focusFirstField(form: HTMLFormElement | null, names: Iterable<string>): boolean {
  if (!form) return false;
  const wanted = new Set(names);
  for (const element of Array.from(form.elements)) {
    if (
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) &&
      wanted.has(element.name) &&
      !element.disabled
    ) {
      element.focus();
      return true;
    }
  }
  return false;
}
