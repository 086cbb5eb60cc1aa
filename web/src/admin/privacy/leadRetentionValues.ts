import { LEAD_RETENTION_LIMITS } from '../../../../shared/privacy-notice';
import { privacyAdminMessages } from '../../forms/privacyAdminMessages';
import { problemsOnly } from '../records/personRules';

const rules = privacyAdminMessages.retention.rules;

export interface LeadRetentionFormValues {
  /** The months as typed (digits only). */
  leadRetentionMonths?: string;
}

export type LeadRetentionFormField = keyof LeadRetentionFormValues;
export const leadRetentionFormFields: readonly LeadRetentionFormField[] = ['leadRetentionMonths'];

/** The form's start: the months as saved. */
export function leadRetentionFormValues(saved: { leadRetentionMonths: number }): LeadRetentionFormValues {
  return { leadRetentionMonths: String(saved.leadRetentionMonths) };
}

/** Only digits are typed into the months. */
export function monthsTyped(typed: string): string {
  return typed.replace(/\D+/g, '').slice(0, 3);
}

function monthsOf(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const months = Number(trimmed);
  return months >= LEAD_RETENTION_LIMITS.min && months <= LEAD_RETENTION_LIMITS.max ? months : null;
}

/** A whole number of months from 1 to 120; the server checks it again. */
export function validateLeadRetentionForm(values: LeadRetentionFormValues): Partial<Record<LeadRetentionFormField, string>> {
  return problemsOnly({ leadRetentionMonths: monthsOf(values.leadRetentionMonths) === null ? rules.months : undefined });
}

/** The mutation's argument from valid values. */
export function toLeadRetentionVariables(values: LeadRetentionFormValues): { leadRetentionMonths: number } {
  return { leadRetentionMonths: monthsOf(values.leadRetentionMonths) ?? LEAD_RETENTION_LIMITS.min };
}
