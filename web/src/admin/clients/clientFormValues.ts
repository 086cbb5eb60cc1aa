import type { ClientInput, ClientRecordQuery } from '../../gql/graphql';
import { maskPhone } from '../../forms/masks';
import { emailProblem, nameProblem, phoneProblem, problemsOnly } from '../records/personRules';

export interface ClientFormValues {
  name?: string;
  phone?: string;
  email?: string;
  isActive: boolean;
}

export type ClientFormField = 'name' | 'phone' | 'email' | 'isActive';
export const clientFormFields: readonly ClientFormField[] = ['name', 'phone', 'email', 'isActive'];

export type LoadedClient = NonNullable<ClientRecordQuery['client']>;

export const newClientValues: ClientFormValues = { isActive: true };

/** A loaded client as the form shows it, the phone masked. */
export function valuesOfClient(client: LoadedClient): ClientFormValues {
  return {
    name: client.name,
    phone: client.phone ? maskPhone(client.phone) : undefined,
    email: client.email ?? undefined,
    isActive: client.isActive,
  };
}

/** Name, phone and e-mail are required (spec §5). */
export function validateClientForm(values: ClientFormValues): Partial<Record<ClientFormField, string>> {
  return problemsOnly({
    name: nameProblem(values.name),
    phone: phoneProblem(values.phone),
    email: emailProblem(values.email),
    isActive: undefined,
  });
}

/** What the API stores: trimmed texts, the phone as typed with its mask. */
export function toClientInput(values: ClientFormValues): ClientInput {
  return {
    name: (values.name ?? '').trim(),
    phone: (values.phone ?? '').trim(),
    email: (values.email ?? '').trim(),
    isActive: values.isActive,
  };
}
