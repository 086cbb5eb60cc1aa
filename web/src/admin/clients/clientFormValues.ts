import type { ClientInput, ClientRecordQuery } from '../../gql/graphql';
import { contactInputOf, contactProblems, contactValuesOf, problemsOnly, type PersonContactValues } from '../records/personRules';

export interface ClientFormValues extends PersonContactValues {
  isActive: boolean;
}

export type ClientFormField = 'name' | 'phone' | 'email' | 'isActive';
export const clientFormFields: readonly ClientFormField[] = ['name', 'phone', 'email', 'isActive'];

export type LoadedClient = NonNullable<ClientRecordQuery['client']>;

export const newClientValues: ClientFormValues = { isActive: true };

/** A loaded client as the form shows it, the phone masked. */
export function valuesOfClient(client: LoadedClient): ClientFormValues {
  return { ...contactValuesOf(client), isActive: client.isActive };
}

/** Name, phone and e-mail are required (spec §5). */
export function validateClientForm(values: ClientFormValues): Partial<Record<ClientFormField, string>> {
  return problemsOnly({ ...contactProblems(values), isActive: undefined });
}

/** What the API stores: trimmed texts, the phone as typed with its mask. */
export function toClientInput(values: ClientFormValues): ClientInput {
  return { ...contactInputOf(values), isActive: values.isActive };
}
