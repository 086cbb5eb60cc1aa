import { agendaMessages } from '../../forms/agendaMessages';
import { digitsOf } from '../../forms/masks';
import type { VisitInput } from '../../gql/graphql';
import { problemsOnly } from '../records/personRules';
import { toVisitTime, visitTimeProblems, type VisitTimeValues } from './visitTimeValues';

const rules = agendaMessages.rules;

/** 'Nova visita': the property by its code, the broker, the person (unless a lead's or client's), when. */
export interface VisitFormValues extends VisitTimeValues {
  propertyCode?: string;
  /** Empty: the property's broker. */
  brokerId?: string;
  name?: string;
  phone?: string;
  email?: string;
}

export type VisitFormField = keyof VisitFormValues;
export const visitFormFields: readonly VisitFormField[] = [
  'propertyCode',
  'brokerId',
  'name',
  'phone',
  'email',
  'day',
  'time',
  'durationMinutes',
];

/** Whom the visit is for: a lead's or a client's person (known, so not typed), or a person typed. */
export interface VisitPersonSource {
  leadId: string | null;
  clientId: string | null;
  /** The lead's or client's own name and phone are known: the form does not ask for them. */
  known: boolean;
}

export function validateVisitForm(person: VisitPersonSource) {
  return (values: VisitFormValues): Partial<Record<VisitFormField, string>> => ({
    ...problemsOnly({
      propertyCode: (values.propertyCode ?? '').trim() === '' ? rules.propertyRequired : undefined,
      name: person.known || (values.name ?? '').trim() !== '' ? undefined : rules.nameRequired,
      phone: person.known || digitsOf(values.phone ?? '').length >= 10 ? undefined : rules.phoneRequired,
    }),
    ...visitTimeProblems(values),
  });
}

export function toVisitInput(values: VisitFormValues, person: VisitPersonSource): VisitInput {
  const typed = person.known
    ? {}
    : { name: (values.name ?? '').trim(), phone: (values.phone ?? '').trim(), email: (values.email ?? '').trim() || null };
  return {
    propertyCode: (values.propertyCode ?? '').trim(),
    brokerId: values.brokerId || null,
    leadId: person.leadId,
    clientId: person.clientId,
    ...typed,
    ...toVisitTime(values),
  };
}
