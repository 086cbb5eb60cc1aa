/**
 * JSON text with spots that are not JSON: a value wrapped in `RawToken` is written as its text, unquoted, so a body
 * can carry `NaN`, `1e999` or `undefined` where a number is due, as a careless client would write it.
 */
/** A JSON value of any shape. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export class RawToken {
  constructor(readonly text: string) {}
}

/** A JSON value that may hold raw tokens at any level. */
export type LooseJson = JsonValue | RawToken | LooseJson[] | { [key: string]: LooseJson };

/** `value` as JSON text, its raw tokens written as they are. */
export function looseJsonText(value: LooseJson): string {
  const tokens: string[] = [];
  const marked = JSON.stringify(value, (_key, inner: unknown) => {
    if (inner instanceof RawToken) {
      tokens.push(inner.text);
      return `\u0000raw-token-${tokens.length - 1}\u0000`;
    }
    return inner;
  });
  // A mark is a string no generator writes (U+0000 around a fixed word), replaced by its token once the text is written.
  return (marked ?? 'null').replace(/"\\u0000raw-token-(\d+)\\u0000"/g, (_match, index: string) => tokens[Number(index)] ?? 'null');
}

/**
 * Nested arrays or objects `depth` levels deep, as text (written without recursion: JSON.stringify would run out of
 * stack on the deepest ones), and as a raw token to put inside a larger value.
 */
export function deepJsonText(depth: number, shape: 'array' | 'object'): string {
  return shape === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

export function deepJsonToken(depth: number, shape: 'array' | 'object'): RawToken {
  return new RawToken(deepJsonText(depth, shape));
}
