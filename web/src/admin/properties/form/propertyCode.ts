import { PROPERTY_CODE_MAX_LENGTH, PROPERTY_CODE_PATTERN, PROPERTY_CODE_PREFIXES } from '../../../../../shared/property-rules';
import type { Operation } from '../../../gql/graphql';

/** The generated code's prefix of an operation, as the API gives it. */
function prefixOf(operation: Operation): string {
  return PROPERTY_CODE_PREFIXES[operation.toLowerCase() as Lowercase<Operation>];
}

/** Stands for the number a new property gets when it is saved: the API fills it in. */
export const NUMBER_TO_COME = 'nº';

/** The longest code the API accepts. */
export const MAX_CODE_LENGTH = PROPERTY_CODE_MAX_LENGTH;

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The generated code: operation prefix (none before an operation is chosen), number and year, e.g. `V-12-2026`. */
export function generatedCode(operation: Operation | undefined, number: string, year: number): string {
  return operation ? `${prefixOf(operation)}-${number}-${year}` : `${number}-${year}`;
}

/** The code a new property's form starts with: the generated one, its number still to come (`V-nº-2026`). */
export function codePreview(operation: Operation | undefined, year: number): string {
  return generatedCode(operation, NUMBER_TO_COME, year);
}

/** Whether the code is still a new property's preview, which the API replaces with the generated code. */
export function isCodePreview(code: string | undefined): boolean {
  return code !== undefined && code.includes(NUMBER_TO_COME);
}

/**
 * The code after the operation changed: a code that still is the generated one for the former operation
 * (or the preview) follows the new one (`V-12-2026` → `L-12-2026`); a typed code is kept (undefined).
 */
export function codeAfterOperationChange(
  code: string | undefined,
  previous: Operation | undefined,
  next: Operation | undefined,
  number: string,
): string | undefined {
  if (code === undefined || previous === next) return undefined;
  const prefix = previous ? `${escaped(prefixOf(previous))}-` : '';
  const year = new RegExp(`^${prefix}${escaped(number)}-(\\d{4})$`).exec(code.trim())?.[1];
  return year === undefined ? undefined : generatedCode(next, number, Number(year));
}

/** Whether a typed code has the API's shape (its length is capped by the field itself). */
export function isCodeWellFormed(code: string): boolean {
  return code.length <= MAX_CODE_LENGTH && PROPERTY_CODE_PATTERN.test(code);
}
