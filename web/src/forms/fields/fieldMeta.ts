import type { FieldMetaState } from 'react-final-form';

/** What a field subscribes to in order to show its value and its message. */
export const fieldSubscription = {
  value: true,
  touched: true,
  error: true,
  submitError: true,
  dirtySinceLastSubmit: true,
} as const;

/**
 * The message a field shows: its rule's message once visited or after a submit attempt, else the
 * server's message from the last submit until the field is changed.
 */
export function shownError(meta: FieldMetaState<unknown>): string | null {
  if (!meta.touched) return null;
  if (typeof meta.error === 'string') return meta.error;
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) return meta.submitError;
  return null;
}

/** The ids of a field's hint and message, for aria-describedby; undefined when it has neither. */
export function describedBy(id: string, hint: string | null | undefined, error: string | null | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter((part): part is string => part !== null);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
