import { HttpError, type FieldErrors } from './errors.js';

const INVALID_QUERY_MESSAGE = 'Parâmetros de consulta inválidos.';

const INTEGER = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Reads optional query-string parameters and collects every problem. Absent or empty parameters read as
 * `undefined`; after reading, `finish()` throws one 422 with a pt-BR message per bad parameter.
 */
export class QueryReader {
  private readonly errors: FieldErrors = {};

  constructor(private readonly query: Record<string, unknown>) {}

  private fail(name: string, message: string): undefined {
    (this.errors[name] ??= []).push(message);
    return undefined;
  }

  /** One text value; a repeated or nested parameter is an error. */
  text(name: string): string | undefined {
    const value = this.query[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') return this.fail(name, 'Informe um único valor.');
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }

  integer(name: string, limits: { min: number; max?: number }): number | undefined {
    const text = this.text(name);
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!INTEGER.test(text) || !Number.isSafeInteger(value)) return this.fail(name, 'Informe um número inteiro.');
    if (value < limits.min) return this.fail(name, `O valor mínimo é ${limits.min}.`);
    if (limits.max !== undefined && value > limits.max) return this.fail(name, `O valor máximo é ${limits.max}.`);
    return value;
  }

  /** A non-negative decimal with a dot for cents, e.g. `1500` or `1500.50`. */
  decimal(name: string): number | undefined {
    const text = this.text(name);
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!DECIMAL.test(text) || !Number.isFinite(value)) {
      return this.fail(name, 'Informe um número não negativo, com ponto para os centavos.');
    }
    return value;
  }

  flag(name: string): 0 | 1 | undefined {
    const text = this.text(name);
    if (text === undefined) return undefined;
    if (text === '1' || text === '0') return text === '1' ? 1 : 0;
    return this.fail(name, 'Use 0 ou 1.');
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const text = this.text(name);
    if (text === undefined) return undefined;
    const match = allowed.find((value) => value === text);
    return match ?? this.fail(name, `Valor inválido. Use um destes: ${allowed.join(', ')}.`);
  }

  /** A list given as `name[]=a&name[]=b`, `name=a&name=b` or `name=a,b`. */
  listOf<T extends string>(name: string, allowed: readonly T[]): T[] | undefined {
    const raw = this.query[name];
    if (raw === undefined) return undefined;
    const parts = Array.isArray(raw) ? raw : [raw];
    if (!parts.every((part): part is string => typeof part === 'string')) {
      return this.fail(name, 'Informe uma lista de valores.');
    }
    const values = parts
      .flatMap((part) => part.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '');
    if (values.length === 0) return undefined;
    const unknown = values.filter((value) => !allowed.some((known) => known === value));
    if (unknown.length > 0) {
      return this.fail(name, `Valor inválido: ${unknown.join(', ')}. Use um destes: ${allowed.join(', ')}.`);
    }
    return allowed.filter((known) => values.includes(known));
  }

  /** Records a problem found by the caller, e.g. bounds that contradict each other. */
  reject(name: string, message: string): void {
    this.fail(name, message);
  }

  finish(): void {
    if (Object.keys(this.errors).length > 0) throw new HttpError(422, INVALID_QUERY_MESSAGE, this.errors);
  }
}
