import type { FieldErrors } from './errors.js';

export const REQUIRED_MESSAGE = 'Campo obrigatório.';
const INVALID_EMAIL_MESSAGE = 'Por favor, insira um e-mail válido.';
const NEGATIVE_NUMBER_MESSAGE = 'O valor não pode ser negativo.';
const NOT_A_NUMBER_MESSAGE = 'Informe um número, com ponto para os decimais.';
const NOT_AN_INTEGER_MESSAGE = 'Informe um número inteiro.';
const INVALID_OPTION_MESSAGE = 'Selecione uma opção válida.';
const INVALID_FLAG_MESSAGE = 'Use 1 para sim ou 0 para não.';
const SINGLE_VALUE_MESSAGE = 'Informe um único valor.';

/** The same basic address pattern the forms use. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;
/** Control characters other than line breaks and tabs never belong in a form field. */
// eslint-disable-next-line no-control-regex -- matching control characters is this expression's whole purpose.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export interface RequiredRule {
  required?: boolean;
  /** The text for a missing value; 'Campo obrigatório.' by default. */
  requiredMessage?: string;
}

export interface TextRules extends RequiredRule {
  maxLength: number;
  /** Single-line fields turn line breaks into spaces. */
  multiline?: boolean;
}

/**
 * Reads a submitted form (a JSON body or multipart fields) and collects one pt-BR message per problem,
 * keyed by field name. Absent and blank fields read as `undefined`.
 */
export class FormReader {
  /**
   * Without a prototype: a field named `constructor`, `toString` or `__proto__` (a file sent under that name) must
   * find no inherited value here, only its own messages.
   */
  readonly errors: FieldErrors = Object.create(null) as FieldErrors;

  constructor(private readonly body: Readonly<Record<string, unknown>>) {}

  fail(name: string, message: string): undefined {
    (this.errors[name] ??= []).push(message);
    return undefined;
  }

  get hasErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  /** Whether any field was reported missing. */
  get missesRequired(): boolean {
    return Object.values(this.errors).some((messages) => messages.includes(REQUIRED_MESSAGE));
  }

  private raw(name: string): string | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'boolean') return value ? '1' : '0';
    return this.fail(name, SINGLE_VALUE_MESSAGE);
  }

  text(name: string, rules: TextRules): string | undefined {
    const raw = this.raw(name);
    if (this.errors[name] !== undefined) return undefined;
    let text = (raw ?? '').replace(CONTROL_CHARACTERS, '').replace(/\r\n?/g, '\n');
    if (!rules.multiline) text = text.replace(/[\n\t]+/g, ' ');
    text = text.trim();
    if (text === '') return rules.required ? this.fail(name, rules.requiredMessage ?? REQUIRED_MESSAGE) : undefined;
    if (text.length > rules.maxLength) return this.fail(name, `Use no máximo ${rules.maxLength} caracteres.`);
    return text;
  }

  email(name: string, rules: RequiredRule): string | undefined {
    const text = this.text(name, { ...rules, maxLength: 254 });
    if (text === undefined) return undefined;
    return EMAIL_PATTERN.test(text) ? text : this.fail(name, INVALID_EMAIL_MESSAGE);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], rules: RequiredRule & { invalidMessage?: string } = {}): T | undefined {
    const text = this.text(name, { ...rules, maxLength: 100 });
    if (text === undefined) return undefined;
    return allowed.find((value) => value === text) ?? this.fail(name, rules.invalidMessage ?? INVALID_OPTION_MESSAGE);
  }

  /** A non-negative number with a dot for decimals, rounded to cents. */
  decimal(name: string, rules: RequiredRule & { max: number; negativeMessage?: string }): number | undefined {
    const text = this.text(name, { ...rules, maxLength: 30 });
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!DECIMAL.test(text) || !Number.isFinite(value)) return this.fail(name, NOT_A_NUMBER_MESSAGE);
    if (value < 0) return this.fail(name, rules.negativeMessage ?? NEGATIVE_NUMBER_MESSAGE);
    if (value > rules.max) return this.fail(name, `O valor máximo é ${rules.max.toLocaleString('pt-BR')}.`);
    return Math.round(value * 100) / 100;
  }

  /** A positive whole number that names a row, e.g. `client_id`. */
  id(name: string): number | undefined {
    const text = this.text(name, { maxLength: 30 });
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1) return this.fail(name, INVALID_OPTION_MESSAGE);
    return value;
  }

  /** A non-negative whole number. */
  count(name: string, rules: { max: number }): number | undefined {
    const text = this.text(name, { maxLength: 30 });
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!INTEGER.test(text) || !Number.isSafeInteger(value)) return this.fail(name, NOT_AN_INTEGER_MESSAGE);
    if (value < 0) return this.fail(name, NEGATIVE_NUMBER_MESSAGE);
    if (value > rules.max) return this.fail(name, `O valor máximo é ${rules.max}.`);
    return value;
  }

  /** A yes/no field sent as 1/0 (also true/false). */
  flag(name: string): 0 | 1 | undefined {
    const text = this.text(name, { maxLength: 10 })?.toLowerCase();
    if (text === undefined) return undefined;
    if (text === '1' || text === 'true') return 1;
    if (text === '0' || text === 'false') return 0;
    return this.fail(name, INVALID_FLAG_MESSAGE);
  }
}
