import { KEY_TEXT_LIMITS } from '../../../../shared/key-rules';
import { keyMessages } from '../../forms/keyMessages';
import type { KeyCheckoutInput, PropertyKeyInput } from '../../gql/graphql';
import { problemsOnly } from '../records/personRules';

const rules = keyMessages.rules;

export interface KeyFormValues {
  label?: string;
  location?: string;
  code?: string;
}

export type KeyFormField = 'label' | 'location' | 'code';
export const keyFormFields: readonly KeyFormField[] = ['label', 'location', 'code'];

function tooLong(text: string | undefined, max: number): string | undefined {
  return (text ?? '').trim().length > max ? `Use no máximo ${max} caracteres.` : undefined;
}

/** What it opens and where it is kept are required; the code is not. */
export function validateKeyForm(values: KeyFormValues): Partial<Record<KeyFormField, string>> {
  return problemsOnly({
    label: (values.label ?? '').trim() === '' ? rules.labelRequired : tooLong(values.label, KEY_TEXT_LIMITS.label),
    location: (values.location ?? '').trim() === '' ? rules.locationRequired : tooLong(values.location, KEY_TEXT_LIMITS.location),
    code: tooLong(values.code, KEY_TEXT_LIMITS.code),
  });
}

export function toKeyInput(values: KeyFormValues): PropertyKeyInput {
  return { label: (values.label ?? '').trim(), location: (values.location ?? '').trim(), code: (values.code ?? '').trim() };
}

export interface CheckOutFormValues {
  brokerId?: string;
  /** AAAA-MM-DD and HH:MM, as the date and time inputs give them, on São Paulo's clock. */
  dueDay?: string;
  dueTime?: string;
  visitId?: string;
}

export type CheckOutFormField = 'brokerId' | 'dueDay' | 'dueTime' | 'visitId';
export const checkOutFormFields: readonly CheckOutFormField[] = ['brokerId', 'dueDay', 'dueTime', 'visitId'];

/** The broker and the due day and time are required; whether the time is ahead and near enough is the API's call. */
export function validateCheckOutForm(values: CheckOutFormValues): Partial<Record<CheckOutFormField, string>> {
  return problemsOnly({
    brokerId: (values.brokerId ?? '') === '' ? rules.brokerRequired : undefined,
    dueDay: /^\d{4}-\d{2}-\d{2}$/.test(values.dueDay ?? '') ? undefined : rules.dueRequired,
    dueTime: /^\d{2}:\d{2}$/.test(values.dueTime ?? '') ? undefined : rules.dueRequired,
  });
}

/** The API reads `AAAA-MM-DD HH:MM` on São Paulo's clock whatever the browser's zone. */
export function toCheckoutInput(values: CheckOutFormValues): KeyCheckoutInput {
  return {
    brokerId: values.brokerId ?? null,
    dueAt: `${values.dueDay ?? ''} ${values.dueTime ?? ''}`,
    visitId: values.visitId === undefined || values.visitId === '' ? null : values.visitId,
  };
}

/** The server names the due time `dueAt`; the form shows it at the day. */
export function checkoutFieldOf(field: string): string {
  return field === 'dueAt' ? 'dueDay' : field;
}
