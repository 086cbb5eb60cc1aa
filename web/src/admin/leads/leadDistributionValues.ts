import { leadMessages } from '../../forms/leadMessages';
import type { LeadDistributionMode } from '../../gql/graphql';
import { problemsOnly } from '../records/personRules';

const rules = leadMessages.distribution.rules;

/** The ways of handing out leads, in the order the form offers them. */
export const leadDistributionModes: readonly LeadDistributionMode[] = ['MANUAL', 'PROPERTY_BROKER', 'DUTY_ROTATION'];

/** A lead waits at most a day to be passed on (the API's limit). */
const MAX_HANDOVER_MINUTES = 1440;
/** What the form shows before the setting is known: the API's own start. */
const DEFAULT_HANDOVER_MINUTES = 15;

export interface LeadDistributionFormValues {
  mode?: LeadDistributionMode;
  /** The minutes as typed (digits only). */
  handoverMinutes?: string;
}

export type LeadDistributionFormField = 'mode' | 'handoverMinutes';
export const leadDistributionFormFields: readonly LeadDistributionFormField[] = ['mode', 'handoverMinutes'];

/** The form's start: the setting as saved, or manual and 15 minutes while it is unknown. */
export function leadDistributionFormValues(
  saved: { mode: LeadDistributionMode; handoverMinutes: number } | null | undefined,
): LeadDistributionFormValues {
  return { mode: saved?.mode ?? 'MANUAL', handoverMinutes: String(saved?.handoverMinutes ?? DEFAULT_HANDOVER_MINUTES) };
}

/** Only digits are typed into the minutes. */
export function minutesTyped(typed: string): string {
  return typed.replace(/\D+/g, '').slice(0, 4);
}

function minutesOf(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= 1 && minutes <= MAX_HANDOVER_MINUTES ? minutes : null;
}

/** A mode is chosen, and the minutes are a whole number from 1 to 1440; the server checks both again. */
export function validateLeadDistributionForm(values: LeadDistributionFormValues): Partial<Record<LeadDistributionFormField, string>> {
  return problemsOnly({
    mode: values.mode && leadDistributionModes.includes(values.mode) ? undefined : rules.mode,
    handoverMinutes: minutesOf(values.handoverMinutes) === null ? rules.minutes : undefined,
  });
}

/** The mutation's arguments from valid values. */
export function toLeadDistributionVariables(values: LeadDistributionFormValues): { mode: LeadDistributionMode; handoverMinutes: number } {
  return { mode: values.mode ?? 'MANUAL', handoverMinutes: minutesOf(values.handoverMinutes) ?? DEFAULT_HANDOVER_MINUTES };
}
