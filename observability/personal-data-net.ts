/**
 * Keys whose values are a person's data or a secret: if one ever reaches a log call, its value is replaced. The log
 * calls themselves never pass them (request lines carry no body, no query and no header); this is the net under them.
 */
const PERSONAL_OR_SECRET_KEYS = new Set([
  'email',
  'phone',
  'telefone',
  'name',
  'nome',
  'message',
  'mensagem',
  'password',
  'senha',
  'token',
  'secret',
  'authorization',
  'cookie',
  'cpf',
]);

/** What a removed value reads as. */
export const REMOVED_VALUE = '[removido]';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** One object's fields with the personal or secret ones replaced; the object itself when none is. */
function replacedFields(fields: Record<string, unknown>, replace: (key: string, value: unknown) => unknown): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    const replacement = replace(key, value);
    if (replacement === value) continue;
    copy ??= { ...fields };
    copy[key] = replacement;
  }
  return copy ?? fields;
}

/** One level down an error's own text is its message, kept; every other personal or secret key is replaced. */
function nestedValue(key: string, value: unknown): unknown {
  return key !== 'message' && PERSONAL_OR_SECRET_KEYS.has(key) ? REMOVED_VALUE : value;
}

function topLevelValue(key: string, value: unknown): unknown {
  if (PERSONAL_OR_SECRET_KEYS.has(key)) return REMOVED_VALUE;
  return isPlainObject(value) ? replacedFields(value, nestedValue) : value;
}

/**
 * A log call's fields with every personal or secret value replaced, at the top level and one level down in plain
 * objects (an error keeps only what its serializer takes: kind, text, stack, code). The fields given are never
 * changed: a copy is made only when something is replaced, so the usual line (no such key) costs a look at each key.
 */
export function withoutPersonalData(fields: Record<string, unknown>): Record<string, unknown> {
  return replacedFields(fields, topLevelValue);
}
