import path from 'node:path';
import Database from 'better-sqlite3';
import { requiredEnv, stackEnv } from './env';

/**
 * Adds company records straight to the API's SQLite file: the back office edits company records but
 * never creates them, so a test that needs a second page of them makes them here. Returns their names.
 */
export function insertCompanies(prefix: string, count: number): string[] {
  const db = new Database(path.join(requiredEnv(stackEnv.dataDir), 'app.db'));
  try {
    const now = new Date().toISOString();
    const insert = db.prepare(
      'INSERT INTO companies (document, creci, name, phone, whatsapp, email, is_active, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const names: string[] = [];
    db.transaction(() => {
      for (let index = 1; index <= count; index += 1) {
        const name = `${prefix} ${String(index).padStart(2, '0')}`;
        insert.run(`12345678000${String(100 + index).slice(-3)}`, `J-${index}`, name, null, `1997${String(index).padStart(7, '0')}`, `empresa${index}@exemplo.com.br`, 0, now, now);
        names.push(name);
      }
    })();
    return names;
  } finally {
    db.close();
  }
}
