import type { Role, UserInput, UserRecordQuery } from '../../gql/graphql';
import { userMessages } from '../../forms/peopleMessages';
import {
  contactInputOf,
  contactProblems,
  contactValuesOf,
  newPasswordProblem,
  problemsOnly,
  type PersonContactValues,
} from '../records/personRules';

export interface UserFormValues extends PersonContactValues {
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
    ...contactValuesOf(user),
    isActive: user.isActive,
    role: user.role,
    permissionIds: user.permissions.map((permission) => permission.id),
  };
}

/** Name, e-mail, phone and role are required; the password on create, as for a broker (spec §5). */
export function validateUserForm(values: UserFormValues, creating: boolean): Partial<Record<UserFormField, string>> {
  return problemsOnly({
    ...contactProblems(values),
    password: creating ? newPasswordProblem(values.password) : undefined,
    isActive: undefined,
    role: values.role === undefined ? userMessages.form.roleRequired : undefined,
    permissionIds: undefined,
  });
}

/** What the gateway takes: trimmed texts; the password only on create. */
export function toUserInput(values: UserFormValues, creating: boolean): UserInput {
  return {
    ...contactInputOf(values),
    isActive: values.isActive,
    role: values.role ?? null,
    permissionIds: [...values.permissionIds],
    ...(creating ? { password: values.password ?? '' } : {}),
  };
}
