import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { requiredEnv, stackEnv } from './env';

/** A registered property as the API stored it. */
export interface StoredRegistration {
  id: number;
  slug: string | null;
  code: string | null;
  title: string;
  status: string;
  is_active: number;
  operation: string;
  type: string;
  price: number;
  iptu_value: number | null;
  iptu_periodicity: string | null;
  bedrooms: number;
  suites: number;
  bathrooms: number;
  garage: number;
  total_area: number | null;
  address: string | null;
  number: string | null;
  neighborhood: string | null;
  city: string;
  state: string | null;
  zip_code: string | null;
  features: string;
  images: string;
  subdivision_name: string | null;
  delivery_date: string | null;
  ready_to_build: number;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  terms_accepted: number;
}

export interface StoredContactMessage {
  name: string;
  email: string;
  phone: string;
  interest: string | null;
  message: string;
}

/** Runs one read on the stack's SQLite file, opened read-only. */
function read<T>(query: (db: Database.Database) => T): T {
  const db = new Database(path.join(requiredEnv(stackEnv.dataDir), 'app.db'), { readonly: true, fileMustExist: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
}

/**
 * Runs one change on the stack's SQLite file, only for a record no call of the product can make (a template
 * without its document); every other record is made through the API. Waits while the running API writes.
 */
export function writeToStackDatabase<T>(change: (db: Database.Database) => T): T {
  const db = new Database(path.join(requiredEnv(stackEnv.dataDir), 'app.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return change(db);
  } finally {
    db.close();
  }
}

export function registrationsTitled(title: string): StoredRegistration[] {
  return read((db) => db.prepare<[string], StoredRegistration>('SELECT * FROM properties WHERE title = ?').all(title));
}

export function contactMessagesFrom(email: string): StoredContactMessage[] {
  return read((db) =>
    db
      .prepare<[string], StoredContactMessage>('SELECT name, email, phone, interest, message FROM contact_messages WHERE email = ?')
      .all(email),
  );
}

/** The photo file names of a stored property, main photo first. */
export function storedImagesOf(title: string): string[] {
  const rows = registrationsTitled(title);
  if (rows.length !== 1) throw new Error(`Expected one property titled ${title}, found ${rows.length}`);
  return JSON.parse(rows[0]?.images ?? '[]') as string[];
}

/** Whether the stack still holds a photo file under its images folder. */
export function storedPhotoExists(fileName: string): boolean {
  return existsSync(path.join(requiredEnv(stackEnv.dataDir), 'images', fileName));
}

/** A visit as the API stored it. */
export interface StoredVisit {
  id: number;
  status: string;
  name: string;
  phone: string;
  starts_at: string;
  lead_id: number | null;
}

/** The visits booked for an e-mail, oldest first. */
export function visitsFor(email: string): StoredVisit[] {
  return read(
    (db) =>
      db.prepare('SELECT id, status, name, phone, starts_at, lead_id FROM visits WHERE email = ? ORDER BY id').all(email) as StoredVisit[],
  );
}

/** A property a member of staff is responsible for, with a street to find it by: its id and code. */
export function propertyKeptBy(userId: number): { id: number; code: string } {
  const property = read(
    (db) =>
      db
        .prepare("SELECT id, code FROM properties WHERE user_id = ? AND address IS NOT NULL AND address <> '' ORDER BY id LIMIT 1")
        .get(userId) as { id: number; code: string } | undefined,
  );
  if (property === undefined) throw new Error(`Nenhum imóvel com endereço do usuário ${userId} na demonstração.`);
  return property;
}
