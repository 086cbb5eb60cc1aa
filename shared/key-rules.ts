/*
 * The rules of lending a property's key, which the API enforces and the back office's form follows: the due time is
 * São Paulo's wall clock, after now and at most KEY_LOAN_DAYS ahead.
 */

/** The longest a key is lent at once, in days. */
export const KEY_LOAN_DAYS = 14;

/** The longest label, place and code of a key. */
export const KEY_TEXT_LIMITS = { label: 80, location: 120, code: 30 } as const;
