import type { Role, UserInput, UserRecordQuery } from '../../gql/graphql';
import { maskPhone } from '../../forms/masks';
import { userMessages } from '../../forms/peopleMessages';
import { emailProblem, nameProblem, newPasswordProblem, phoneProblem, problemsOnly } from '../records/personRules';

export interface UserFormValues {
  name?: string;
  phone?: string;
  email?: string;
  /** Only on create. */
  password?: string;
  isActive: boolean;
  role?: Role;
  permissionIds: string[];
}

export type UserFormField = 'name' | 'phone' | 'email' | 'password' | 'isActive' | 'role' | 'permissionIds';
export const userFormFields: readonly UserFormField[] = ['name', 'phone', 'email', 'password', 'isActive', 'role', 'permissionIds'];

/** The roles in the order of spec §6. */
export const roles: readonly Role[] = ['BROKER', 'LEADBROKER', 'ADMINBROKER', 'ADMINISTRATIVE', 'CLIENT', 'ADMIN'];

export type LoadedUser = NonNullable<UserRecordQuery['user']>;

export const newUserValues: UserFormValues = { isActive: true, permissionIds: [] };

/** A loaded user as the form shows them, the phone masked. */
export function valuesOfUser(user: LoadedUser): UserFormValues {
  return {
    name: user.name,
    phone: user.phone ? maskPhone(user.phone) : undefined,
    email: user.email,
    isActive: user.isActive,
    role: user.role,
    permissionIds: user.permissions.map((permission) => permission.id),
  };
}

/** Name, e-mail, phone and role are required; the password on create, as for a broker (spec §5). */
export function validateUserForm(values: UserFormValues, creating: boolean): Partial<Record<UserFormField, string>> {
  return problemsOnly({
    name: nameProblem(values.name),
    phone: phoneProblem(values.phone),
    email: emailProblem(values.email),
    password: creating ? newPasswordProblem(values.password) : undefined,
    isActive: undefined,
    role: values.role === undefined ? userMessages.form.roleRequired : undefined,
    permissionIds: undefined,
  });
}

/** What the gateway takes: trimmed texts; the password only on create. */
export function toUserInput(values: UserFormValues, creating: boolean): UserInput {
  return {
    name: (values.name ?? '').trim(),
    phone: (values.phone ?? '').trim(),
    email: (values.email ?? '').trim(),
    isActive: values.isActive,
    role: values.role ?? null,
    permissionIds: [...values.permissionIds],
    ...(creating ? { password: values.password ?? '' } : {}),
  };
}
