import { hashPassword } from '../../../api/src/auth/passwords';
import { writeToStackDatabase } from './database';
import type { StaffLogin } from './staff';

/**
 * Adds an active member of staff straight to the stack's database (quicker than the user form,
 * and free of its rules on who may grant what), with the given permission identifiers. Answers how to sign in as them.
 */
export async function createStaffAccount(name: string, role: string, permissions: readonly string[]): Promise<StaffLogin> {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${Date.now()}@exemplo.com.br`;
  const password = 'senha-de-teste-123';
  const passwordHash = await hashPassword(password);
  writeToStackDatabase((db) => {
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO users (name, email, password_hash, role, creci, phone, is_active, is_plantao, leadbroker_id, image, created_at, updated_at)
         VALUES (?, ?, ?, ?, NULL, NULL, 1, 0, NULL, NULL, ?, ?)`,
      )
      .run(name, email, passwordHash, role, now, now);
    const grant = db.prepare('INSERT INTO user_permissions (user_id, permission_id) SELECT ?, id FROM permissions WHERE identifier = ?');
    for (const identifier of permissions) grant.run(lastInsertRowid, identifier);
  });
  return { name, email, password, permissions };
}
