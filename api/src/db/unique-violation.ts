interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

/**
 * Whether a database error is a unique index refusing a second row, the index (or column) named with
 * `nameFragment`: PostgreSQL reports unique violations as code 23505 naming the index, SQLite as
 * SQLITE_CONSTRAINT_UNIQUE naming the index or the column in its message.
 */
export function isUniqueViolation(error: unknown, nameFragment: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as DatabaseError;
  if (code === '23505') return typeof constraint === 'string' && constraint.includes(nameFragment);
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') return typeof message === 'string' && message.includes(nameFragment);
  return false;
}
