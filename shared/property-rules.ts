/**
 * Rules of a property record that the API enforces and the back office's forms repeat for a quicker answer:
 * one source, so the form never accepts what the API refuses, nor refuses what it accepts.
 */

/** What a typed property code may hold: letters without accents, digits, '-', '/' and '.'. */
export const PROPERTY_CODE_PATTERN = /^[A-Za-z0-9./-]+$/;

/** The longest property code. */
export const PROPERTY_CODE_MAX_LENGTH = 30;

/** The operation prefix of a generated code (`V-12-2026`), by the API's operation. */
export const PROPERTY_CODE_PREFIXES = { rent: 'L', sale: 'V', launch: 'LA', both: 'VL' } as const;

/** The longest reason staff may write when they reject a property. */
export const REJECTION_REASON_MAX_LENGTH = 2000;
