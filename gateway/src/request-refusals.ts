/**
 * graphql-js's and Apollo's refusals of a request, in pt-BR: a variable of the wrong type or missing, a document that
 * does not fit the schema, an operation that cannot be chosen. The names they quote (variables, fields, types) and the
 * values received are kept as they are. Syntax errors are not here: they keep graphql-js's text (see `errors.ts`).
 */

type Writer = (...groups: string[]) => string;
type Translation = readonly [RegExp, Writer];

/** Why a value does not fit its type, as the scalars, enums and input objects say it. */
const VALUE_REASONS: readonly Translation[] = [
  [/^Int cannot represent non-integer value: ([\s\S]*)$/, (value) => `Int aceita apenas números inteiros, e recebeu ${value}.`],
  [
    /^Int cannot represent non 32-bit signed integer value: ([\s\S]*)$/,
    (value) => `Int aceita apenas inteiros de -2147483648 a 2147483647, e recebeu ${value}.`,
  ],
  [/^Float cannot represent non numeric value: ([\s\S]*)$/, (value) => `Float aceita apenas números, e recebeu ${value}.`],
  [/^String cannot represent a non string value: ([\s\S]*)$/, (value) => `String aceita apenas texto, e recebeu ${value}.`],
  [/^Boolean cannot represent a non boolean value: ([\s\S]*)$/, (value) => `Boolean aceita apenas true ou false, e recebeu ${value}.`],
  [
    /^ID cannot represent (?:a non-string and non-integer )?value: ([\s\S]*)$/,
    (value) => `ID aceita apenas texto ou número inteiro, e recebeu ${value}.`,
  ],
  [
    /^Enum "(\w+)" cannot represent non-(?:string|enum) value: ([\s\S]*)\.$/,
    (type, value) => `O enum ${type} aceita apenas os seus valores, e recebeu ${value}.`,
  ],
  [/^Value "([\s\S]*)" does not exist in "(\w+)" enum\.$/, (value, type) => `O valor "${value}" não existe no enum ${type}.`],
  [/^Expected type "(\w+)" to be an object\.$/, (type) => `Esperava um objeto do tipo ${type}.`],
  [
    /^Field "([^"]+)" of required type "([^"]+)" was not provided\.$/,
    (field, type) => `O campo obrigatório "${field}" (${type}) não foi enviado.`,
  ],
  [/^Field "([^"]+)" is not defined by type "(\w+)"\.$/, (field, type) => `O campo "${field}" não existe no tipo ${type}.`],
  [/^Expected non-nullable type "([^"]+)" not to be null\.$/, (type) => `O valor não pode ser nulo (${type}).`],
  [/^Expected value of type "([^"]+)", found ([\s\S]*)\.$/, (type, value) => `Esperava um valor do tipo ${type}, e recebeu ${value}.`],
];

/** Whole refusals: of the variables, of the document against the schema, of the operation to run. */
const REFUSALS: readonly Translation[] = [
  [
    /^Variable "\$(\w+)" of required type "([^"]+)" was not provided\.$/,
    (name, type) => `A variável $${name} (${type}) é obrigatória e não foi enviada.`,
  ],
  [
    /^Variable "\$(\w+)" of non-null type "([^"]+)" must not be null\.$/,
    (name, type) => `A variável $${name} (${type}) não pode ser nula.`,
  ],
  [/^Too many errors processing variables, error limit reached\. Execution aborted\.$/, () => TOO_MANY_VARIABLE_ERRORS_MESSAGE],
  [/^Cannot query field "(\w+)" on type "(\w+)"\.$/, (field, type) => `O campo "${field}" não existe no tipo ${type}.`],
  [/^Unknown argument "(\w+)" on field "([\w.]+)"\.$/, (argument, field) => `O argumento "${argument}" não existe no campo ${field}.`],
  [
    /^Unknown argument "(\w+)" on directive "@(\w+)"\.$/,
    (argument, directive) => `O argumento "${argument}" não existe na diretiva @${directive}.`,
  ],
  [/^Unknown type "(\w+)"\.$/, (type) => `O tipo ${type} não existe.`],
  [/^Unknown fragment "(\w+)"\.$/, (fragment) => `O fragmento ${fragment} não existe.`],
  [/^Unknown directive "@(\w+)"\.$/, (directive) => `A diretiva @${directive} não existe.`],
  [/^Cannot spread fragment "(\w+)" within itself[\s\S]*$/, (fragment) => `O fragmento ${fragment} inclui a si mesmo.`],
  [
    /^Field "(\w+)" must not have a selection since type "([^"]+)" has no subfields\.$/,
    (field, type) => `O campo "${field}" (${type}) não tem subcampos para selecionar.`,
  ],
  [
    /^Field "(\w+)" of type "([^"]+)" must have a selection of subfields\.[\s\S]*$/,
    (field, type) => `O campo "${field}" (${type}) precisa de uma seleção de subcampos.`,
  ],
  [
    /^Field "([\w.]+)" argument "(\w+)" of type "([^"]+)" is required, but it was not provided\.$/,
    (field, argument, type) => `O argumento obrigatório "${argument}" (${type}) do campo ${field} não foi enviado.`,
  ],
  [
    /^Variable "\$(\w+)" of type "([^"]+)" used in position expecting type "([^"]+)"\.$/,
    (name, type, expected) => `A variável $${name} é do tipo ${type}, mas aqui se espera o tipo ${expected}.`,
  ],
  [/^Variable "\$(\w+)" is never used(?: in operation "\w+")?\.$/, (name) => `A variável $${name} não é usada.`],
  [/^Variable "\$(\w+)" is not defined(?: by operation "\w+")?\.$/, (name) => `A variável $${name} não foi declarada.`],
  [
    /^Variable "\$(\w+)" cannot be non-input type "([^"]+)"\.$/,
    (name, type) => `A variável $${name} não pode ser do tipo ${type}, que não é de entrada.`,
  ],
  [/^There can be only one [\w ]+ named "([^"]+)"\.$/, (name) => `O nome "${name}" aparece mais de uma vez.`],
  [/^This anonymous operation must be the only defined operation\.$/, () => 'Uma operação sem nome precisa ser a única do documento.'],
  [/^Fragment "(\w+)" is never used\.$/, (fragment) => `O fragmento ${fragment} não é usado.`],
  [/^Fragment (?:"\w+" )?cannot be spread here[\s\S]*$/, () => 'Este fragmento não pode ser usado aqui: os tipos não combinam.'],
  [/^Fragment (?:"\w+" )?cannot condition on non composite type "([^"]+)"\.$/, (type) => `Um fragmento não pode ser sobre o tipo ${type}.`],
  [/^Directive "@(\w+)" may not be used on \w+\.$/, (directive) => `A diretiva @${directive} não pode ser usada aqui.`],
  [
    /^The directive "@(\w+)" can only be used once at this location\.$/,
    (directive) => `A diretiva @${directive} só pode aparecer uma vez aqui.`,
  ],
  [/^The [\w ]+ definition is not executable\.$/, () => 'O documento só pode ter operações e fragmentos.'],
  [/^Fields "(\w+)" conflict because[\s\S]*$/, (field) => `Os pedidos do campo "${field}" não combinam entre si: use apelidos diferentes.`],
  [/^(?:Anonymous Subscription|Subscription "\w+") must [\s\S]*$/, () => UNSUPPORTED_OPERATION_MESSAGE],
  [/^Schema is not configured to execute \w+ operation\.$/, () => UNSUPPORTED_OPERATION_MESSAGE],
  [/^Unknown operation named "([\s\S]*)"\.$/, (name) => `O documento não tem uma operação chamada "${name}".`],
  [
    /^Must provide operation name if query contains multiple operations\.$/,
    () => 'O documento tem várias operações: informe qual executar em operationName.',
  ],
  [/^Must provide an operation\.$/, () => 'O documento não tem nenhuma operação.'],
  [/^PersistedQueryNotFound$/, () => 'Consulta persistida não encontrada: envie o texto da consulta.'],
  [/^provided sha does not match query$/, () => 'O hash da consulta persistida não corresponde ao texto enviado.'],
  [/^Unsupported persisted query version$/, () => 'Versão de consulta persistida não suportada: use a versão 1.'],
  [/^PersistedQueryNotSupported$/, () => 'Este serviço não aceita consultas persistidas: envie o texto da consulta.'],
];

export const TOO_MANY_VARIABLE_ERRORS_MESSAGE = 'Há valores inválidos demais nas variáveis: a operação não foi executada.';
export const UNSUPPORTED_OPERATION_MESSAGE = 'Este serviço executa apenas consultas (query) e alterações (mutation).';

/**
 * graphql-js's " Did you mean …?" at the end of a refusal, with the names it suggests. Found with `lastIndexOf`, not
 * a regular expression: a refusal quotes the value received, which may be 100 KB of spaces.
 */
function suggestionOf(message: string): { base: string; suggestion: string } {
  const at = message.lastIndexOf(' Did you mean ');
  if (at < 0 || !message.endsWith('?')) return { base: message, suggestion: '' };
  const names = [...message.slice(at).matchAll(/"([^"]*)"/g)].map((name) => `"${name[1]}"`);
  return { base: message.slice(0, at), suggestion: names.length > 0 ? ` Você quis dizer ${names.join(' ou ')}?` : '' };
}

function translated(message: string, table: readonly Translation[]): string | undefined {
  for (const [pattern, write] of table) {
    const match = pattern.exec(message);
    if (match !== null) return write(...match.slice(1));
  }
  return undefined;
}

/** A reason why a value does not fit, in pt-BR, with the names graphql-js suggests. */
function reasonInPortuguese(reason: string): string | undefined {
  const { base, suggestion } = suggestionOf(reason);
  const written = translated(base, VALUE_REASONS);
  return written === undefined ? undefined : `${written}${suggestion}`;
}

const INVALID_VARIABLE = /^Variable "\$(\w+)" got invalid value /;
/** How graphql-js's own reasons begin (sticky: tested where a `; ` ends, without copying the rest of the message). */
const GRAPHQL_JS_REASON = /(?:Int|Float|String|Boolean|ID|Enum|Value|Expected|Field|Exactly|Variable)\b/y;

function startsGraphQLReason(message: string, at: number): boolean {
  GRAPHQL_JS_REASON.lastIndex = at;
  return GRAPHQL_JS_REASON.test(message);
}

/**
 * `Variable "$x" got invalid value V at "x.path"; reason`: the value is printed as it came (any length, any text), so
 * the reason is the first tail after a `; ` that begins as one of graphql-js's; without one, the last tail is the text
 * of one of the gateway's own scalars (the Upload's), already in pt-BR.
 */
function invalidVariableInPortuguese(message: string): string | undefined {
  const name = INVALID_VARIABLE.exec(message)?.[1];
  if (name === undefined) return undefined;
  let split = message.indexOf('; ');
  while (split >= 0 && !startsGraphQLReason(message, split + 2)) split = message.indexOf('; ', split + 2);
  const lastSplit = message.lastIndexOf('; ');
  const reasonAt = split >= 0 ? split : lastSplit;
  if (reasonAt < 0) return `A variável $${name} tem um valor que o seu tipo não aceita.`;
  const tail = message.slice(reasonAt + 2).replace(/^Expected type "\w+"\. (?!$)/, '');
  const reason = split >= 0 ? reasonInPortuguese(tail) : tail;
  if (reason === undefined) return `A variável $${name} tem um valor que o seu tipo não aceita.`;
  const before = message.slice(0, reasonAt);
  const pathAt = before.lastIndexOf(` at "${name}`);
  const at = pathAt >= 0 && before.endsWith('"') ? before.slice(pathAt + 5, -1) : undefined;
  return `A variável $${name} tem um valor inválido${at === undefined ? '' : ` em "${at}"`}: ${reason}`;
}

/** The refusal in pt-BR, or undefined when it is not one of graphql-js's or Apollo's (it is then kept as it is). */
export function refusalInPortuguese(message: string): string | undefined {
  const variable = invalidVariableInPortuguese(message);
  if (variable !== undefined) return variable;
  const { base, suggestion } = suggestionOf(message);
  const whole = translated(base, REFUSALS) ?? translated(base, VALUE_REASONS);
  return whole === undefined ? undefined : `${whole}${suggestion}`;
}

/** Refusals graphql-js and Apollo raise without a code (Apollo then calls them internal), and the code each deserves. */
const UNCODED_REFUSALS: readonly (readonly [RegExp, 'GRAPHQL_VALIDATION_FAILED' | 'BAD_USER_INPUT' | 'BAD_REQUEST'])[] = [
  // The schema has no root type for the operation (a subscription).
  [/^Schema is not configured to execute \w+ operation\.$/, 'GRAPHQL_VALIDATION_FAILED'],
  // graphql-js stopped reading the variables after 50 errors.
  [/^Too many errors processing variables/, 'BAD_USER_INPUT'],
  [/^provided sha does not match query$/, 'BAD_REQUEST'],
  [/^Unsupported persisted query version$/, 'BAD_REQUEST'],
];

/** The code a refusal raised without one deserves, or undefined when it is not one of those. */
export function codeOfUncodedRefusal(message: string): string | undefined {
  return UNCODED_REFUSALS.find(([pattern]) => pattern.test(message))?.[1];
}
