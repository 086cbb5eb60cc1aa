import type { CreatedRecords } from './createdRecords';
import { mobilePhone } from './peopleApi';
import { asAdminRest, type StaffLogin } from './staff';

/**
 * Adds an active member of staff with the given role and permission identifiers through the REST user form,
 * as the first administrator (who holds every permission); recorded for the clean-up. Answers how to sign in as them.
 */
export async function createStaffAccount(
  records: CreatedRecords,
  name: string,
  role: string,
  permissions: readonly string[],
): Promise<StaffLogin> {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${Date.now()}@exemplo.com.br`;
  const password = 'senha-de-teste-123';
  const saved = await asAdminRest<{ data: { id: number } }>('POST', 'users', {
    name,
    email,
    phone: mobilePhone(1),
    role,
    password,
    is_active: 1,
    permissions,
  });
  records.staffAccount(saved.data.id);
  return { name, email, password, permissions };
}
