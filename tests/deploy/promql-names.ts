/**
 * The names a PromQL expression reads: its series selectors (metric name and label matchers) and the labels it
 * aggregates by. A scanner, not a parser: promtool checks the syntax, this reads the names out of valid expressions.
 */

interface Matcher {
  label: string;
  op: string;
  value: string;
}

interface Selector {
  name: string;
  matchers: Matcher[];
}

interface ExpressionNames {
  selectors: Selector[];
  /** The labels of every `by (…)` clause. */
  byLabels: string[];
  /** The labels of `without`, `on`, `ignoring`, `group_left` and `group_right` clauses. */
  otherGroupingLabels: string[];
  /** Whether the expression aggregates (sum, max, topk…), so that only `by` labels reach its result. */
  aggregates: boolean;
}

type TokenKind = 'identifier' | 'string' | 'number' | 'range' | 'operator' | '(' | ')' | '{' | '}' | ',';

interface Token {
  kind: TokenKind;
  text: string;
}

const AGGREGATIONS = new Set([
  'sum',
  'min',
  'max',
  'avg',
  'group',
  'stddev',
  'stdvar',
  'count',
  'count_values',
  'bottomk',
  'topk',
  'quantile',
  'limitk',
  'limit_ratio',
]);
const GROUPING = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right']);
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'atan2', 'inf', 'nan']);

const IDENTIFIER = /[a-zA-Z_:][a-zA-Z0-9_:]*/y;
const NUMBER = /(?:0x[0-9a-fA-F]+|\d*\.?\d+(?:[eE][-+]?\d+)?)(?:ms|[smhdwy])?(?:\d+(?:ms|[smhdwy]))*/y;
const OPERATOR = /=~|!~|!=|==|<=|>=|[-+*/%^<>=@]/y;

function readString(expr: string, start: number): { text: string; end: number } {
  const quote = expr[start];
  let text = '';
  let at = start + 1;
  while (at < expr.length && expr[at] !== quote) {
    if (expr[at] === '\\' && quote !== '`') at += 1;
    text += expr[at] ?? '';
    at += 1;
  }
  if (at >= expr.length) throw new Error(`Unterminated string in ${expr}`);
  return { text, end: at + 1 };
}

function match(pattern: RegExp, expr: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(expr)?.[0];
}

function tokenize(expr: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < expr.length) {
    const char = expr[at] ?? '';
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === '#') {
      const end = expr.indexOf('\n', at);
      at = end === -1 ? expr.length : end;
    } else if (char === '"' || char === "'" || char === '`') {
      const { text, end } = readString(expr, at);
      tokens.push({ kind: 'string', text });
      at = end;
    } else if (char === '[') {
      const end = expr.indexOf(']', at);
      if (end === -1) throw new Error(`Unterminated range in ${expr}`);
      tokens.push({ kind: 'range', text: expr.slice(at, end + 1) });
      at = end + 1;
    } else if ('(){},'.includes(char)) {
      tokens.push({ kind: char as TokenKind, text: char });
      at += 1;
    } else {
      const identifier = match(IDENTIFIER, expr, at);
      const number = identifier === undefined ? match(NUMBER, expr, at) : undefined;
      const operator = identifier === undefined && number === undefined ? match(OPERATOR, expr, at) : undefined;
      const text = identifier ?? number ?? operator;
      if (text === undefined) throw new Error(`Unexpected ${JSON.stringify(char)} in ${expr}`);
      tokens.push({ kind: identifier !== undefined ? 'identifier' : number !== undefined ? 'number' : 'operator', text });
      at += text.length;
    }
  }
  return tokens;
}

/** The tokens from `open` (a `(` or `{`) to its closing one, and the index of the closing one. */
function enclosed(tokens: readonly Token[], open: number, close: ')' | '}'): { inner: Token[]; end: number } {
  const end = tokens.findIndex((token, index) => index > open && token.kind === close);
  if (end === -1) throw new Error(`Missing ${close}`);
  return { inner: tokens.slice(open + 1, end), end };
}

function readMatchers(inner: readonly Token[]): Matcher[] {
  const matchers: Matcher[] = [];
  for (let at = 0; at < inner.length; at += 4) {
    const [label, op, value, separator] = [inner[at], inner[at + 1], inner[at + 2], inner[at + 3]];
    if (label?.kind !== 'identifier' || op?.kind !== 'operator' || value?.kind !== 'string' || (separator && separator.kind !== ',')) {
      throw new Error(`Unreadable label matchers: ${inner.map((token) => token.text).join(' ')}`);
    }
    matchers.push({ label: label.text, op: op.text, value: value.text });
  }
  return matchers;
}

/** The series selectors and grouping labels of a PromQL expression. */
export function namesOf(expr: string): ExpressionNames {
  const tokens = tokenize(expr);
  const names: ExpressionNames = { selectors: [], byLabels: [], otherGroupingLabels: [], aggregates: false };
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at];
    const next = tokens[at + 1];
    if (token?.kind === '{') throw new Error(`A selector without a metric name in ${expr}`);
    if (token?.kind !== 'identifier') continue;
    const word = token.text.toLowerCase();
    if (GROUPING.has(word)) {
      if (next?.kind !== '(') continue;
      const { inner, end } = enclosed(tokens, at + 1, ')');
      const labels = inner.filter((label) => label.kind === 'identifier').map((label) => label.text);
      (word === 'by' ? names.byLabels : names.otherGroupingLabels).push(...labels);
      at = end;
    } else if (AGGREGATIONS.has(word)) {
      names.aggregates = true;
    } else if (KEYWORDS.has(word) || next?.kind === '(') {
      // An operator, a number's name or a function's name.
    } else if (next?.kind === '{') {
      const { inner, end } = enclosed(tokens, at + 1, '}');
      names.selectors.push({ name: token.text, matchers: readMatchers(inner) });
      at = end;
    } else {
      names.selectors.push({ name: token.text, matchers: [] });
    }
  }
  return names;
}
