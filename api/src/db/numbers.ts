/**
 * Database numbers arrive as numbers (SQLite), numeric strings (PostgreSQL `numeric`) or bigint counts
 * (PostgreSQL `count(*)`). These turn them into plain JavaScript numbers.
 */
export function toNumber(value: number | string | bigint): number {
  const result = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(result)) throw new Error(`Número inválido vindo do banco de dados: ${String(value)}`);
  return result;
}

export function toNumberOrNull(value: number | string | bigint | null): number | null {
  return value === null ? null : toNumber(value);
}
