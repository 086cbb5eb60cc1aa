import path from 'node:path';
import Database from 'better-sqlite3';
import { hashPassword } from '../../../api/src/auth/passwords';
import { requiredEnv, stackEnv } from './env';
import type { StaffLogin } from './staff';

/**
 * Adds an active member of staff straight to the stack's database (the back office has no screen for
 * users yet), with the given permission identifiers. Answers how to sign in as them.
 */
export async function createStaffAccount(name: string, role: string, permissions: readonly string[]): Promise<StaffLogin> {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${Date.now()}@exemplo.com.br`;
  const password = 'senha-de-teste-123';
  const passwordHash = await hashPassword(password);
  const db = new Database(path.join(requiredEnv(stackEnv.dataDir), 'app.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO users (name, email, password_hash, role, creci, phone, is_active, is_plantao, leadbroker_id, image, created_at, updated_at)
         VALUES (?, ?, ?, ?, NULL, NULL, 1, 0, NULL, NULL, ?, ?)`,
      )
      .run(name, email, passwordHash, role, now, now);
    const grant = db.prepare('INSERT INTO user_permissions (user_id, permission_id) SELECT ?, id FROM permissions WHERE identifier = ?');
    for (const identifier of permissions) grant.run(lastInsertRowid, identifier);
  } finally {
    db.close();
  }
  return { name, email, password, permissions };
}
