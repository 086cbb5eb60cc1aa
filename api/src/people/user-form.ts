import type { Kysely } from 'kysely';
import type { PermissionJson } from '../auth/permissions.js';
import { USER_ROLES, type Database, type UserRole } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { FORM_ERRORS_MESSAGE } from '../http/uploads.js';
import { ChangeCollector, type FormMode } from '../http/changes.js';
import { readPermissionList } from './permission-list.js';
import { PASSWORD_REQUIRED_MESSAGE, readCreci, readEmail, readName, readNewPassword, readRequiredPhone } from '../http/person-fields.js';

const ROLE_REQUIRED_MESSAGE = 'O Perfil é obrigatório.';

/** The columns the user form sets. */
interface UserColumns {
  name: string;
  email: string;
  phone: string;
  creci: string | null;
  role: UserRole;
  is_active: 0 | 1;
}

export interface UserForm {
  changes: Partial<UserColumns>;
  /** Only on create; a password changes through its own call. */
  password: string | undefined;
  /** Undefined when the form sends no permission list. */
  permissions: PermissionJson[] | undefined;
}

/**
 * Reads the user form (JSON or form-encoded): name, email, phone and role required, creci optional,
 * is_active 1/0 (1 by default), permissions a list of ids; on create also the password. 422 'Por favor,
 * corrija os erros destacados.' with every field's text.
 */
export async function readUserForm(db: Kysely<Database>, body: Readonly<Record<string, unknown>>, mode: FormMode): Promise<UserForm> {
  const form = new FormReader(body);
  const fields = new ChangeCollector<UserColumns>(body, mode);
  fields.take('name', 'name', () => readName(form), '');
  fields.take('email', 'email', () => readEmail(form), '');
  fields.take('phone', 'phone', () => readRequiredPhone(form), '');
  fields.take('creci', 'creci', () => readCreci(form, { required: false }) ?? null, null);
  fields.take('role', 'role', () => form.oneOf('role', USER_ROLES, { required: true, requiredMessage: ROLE_REQUIRED_MESSAGE }), 'broker');
  fields.take('is_active', 'is_active', () => form.flag('is_active'), 1);
  const password = mode === 'create' ? readNewPassword(form, body, PASSWORD_REQUIRED_MESSAGE) : undefined;
  const permissions = await readPermissionList(db, form, body);
  if (form.hasErrors) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  return { changes: fields.changes, password, permissions };
}
