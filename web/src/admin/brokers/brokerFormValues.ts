import type { BrokerInput, BrokerRecordQuery } from '../../gql/graphql';
import { maskPhone } from '../../forms/masks';
import { personRuleMessages } from '../../forms/peopleMessages';
import { emailProblem, nameProblem, newPasswordProblem, phoneProblem, problemsOnly } from '../records/personRules';

export interface BrokerFormValues {
  name?: string;
  creci?: string;
  phone?: string;
  leaderId?: string;
  email?: string;
  /** Only on create. */
  password?: string;
  isActive: boolean;
  onDuty: boolean;
}

export type BrokerFormField = 'name' | 'creci' | 'phone' | 'leaderId' | 'email' | 'password' | 'isActive' | 'onDuty';
export const brokerFormFields: readonly BrokerFormField[] = ['name', 'creci', 'phone', 'leaderId', 'email', 'password', 'isActive', 'onDuty'];

export type LoadedBroker = NonNullable<BrokerRecordQuery['broker']>;

export const newBrokerValues: BrokerFormValues = { isActive: true, onDuty: false };

/** A loaded broker as the form shows it, the phone masked. */
export function valuesOfBroker(broker: LoadedBroker): BrokerFormValues {
  return {
    name: broker.name,
    creci: broker.creci ?? undefined,
    phone: broker.phone ? maskPhone(broker.phone) : undefined,
    leaderId: broker.leaderId ?? undefined,
    email: broker.email,
    isActive: broker.isActive,
    onDuty: broker.onDuty,
  };
}

/** Name, e-mail, CRECI and phone always; the password on create only (spec §5). */
export function validateBrokerForm(values: BrokerFormValues, creating: boolean): Partial<Record<BrokerFormField, string>> {
  return problemsOnly({
    name: nameProblem(values.name),
    creci: (values.creci ?? '').trim() === '' ? personRuleMessages.creciRequired : undefined,
    phone: phoneProblem(values.phone),
    leaderId: undefined,
    email: emailProblem(values.email),
    password: creating ? newPasswordProblem(values.password) : undefined,
    isActive: undefined,
    onDuty: undefined,
  });
}

/** What the gateway takes: trimmed texts; the password only on create; no leader as null. */
export function toBrokerInput(values: BrokerFormValues, creating: boolean): BrokerInput {
  return {
    name: (values.name ?? '').trim(),
    creci: (values.creci ?? '').trim(),
    phone: (values.phone ?? '').trim(),
    email: (values.email ?? '').trim(),
    leaderId: values.leaderId ?? null,
    isActive: values.isActive,
    onDuty: values.onDuty,
    ...(creating ? { password: values.password ?? '' } : {}),
  };
}
