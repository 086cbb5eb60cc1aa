import type { BrokerInput, BrokerRecordQuery } from '../../gql/graphql';
import { personRuleMessages } from '../../forms/peopleMessages';
import {
  contactInputOf,
  contactProblems,
  contactValuesOf,
  newPasswordProblem,
  problemsOnly,
  type PersonContactValues,
} from '../records/personRules';

export interface BrokerFormValues extends PersonContactValues {
  creci?: string;
  leaderId?: string;
  /** Only on create. */
  password?: string;
  isActive: boolean;
  onDuty: boolean;
}

export type BrokerFormField = 'name' | 'creci' | 'phone' | 'leaderId' | 'email' | 'password' | 'isActive' | 'onDuty';
export const brokerFormFields: readonly BrokerFormField[] = [
  'name',
  'creci',
  'phone',
  'leaderId',
  'email',
  'password',
  'isActive',
  'onDuty',
];

export type LoadedBroker = NonNullable<BrokerRecordQuery['broker']>;

export const newBrokerValues: BrokerFormValues = { isActive: true, onDuty: false };

/** A loaded broker as the form shows it, the phone masked. */
export function valuesOfBroker(broker: LoadedBroker): BrokerFormValues {
  return {
    ...contactValuesOf(broker),
    creci: broker.creci ?? undefined,
    leaderId: broker.leaderId ?? undefined,
    isActive: broker.isActive,
    onDuty: broker.onDuty,
  };
}

/** Name, e-mail, CRECI and phone always; the password on create only (spec §5). */
export function validateBrokerForm(values: BrokerFormValues, creating: boolean): Partial<Record<BrokerFormField, string>> {
  return problemsOnly({
    ...contactProblems(values),
    creci: (values.creci ?? '').trim() === '' ? personRuleMessages.creciRequired : undefined,
    leaderId: undefined,
    password: creating ? newPasswordProblem(values.password) : undefined,
    isActive: undefined,
    onDuty: undefined,
  });
}

/** What the gateway takes: trimmed texts; the password only on create; no leader as null. */
export function toBrokerInput(values: BrokerFormValues, creating: boolean): BrokerInput {
  return {
    ...contactInputOf(values),
    creci: (values.creci ?? '').trim(),
    leaderId: values.leaderId ?? null,
    isActive: values.isActive,
    onDuty: values.onDuty,
    ...(creating ? { password: values.password ?? '' } : {}),
  };
}
