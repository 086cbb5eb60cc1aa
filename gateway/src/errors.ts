import { currentRequestId } from '../../observability/request-id.js';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { INTERNAL_ERROR_MESSAGE } from '../../shared/http-errors.js';
import { codeOfUncodedRefusal, refusalInPortuguese } from './request-refusals.js';
import { RestError } from './rest/rest-error.js';

/** Error codes the schema's clients can rely on. */
export type GatewayErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_ERROR'
  | 'INTERNAL_SERVER_ERROR';

/** The REST status → GraphQL code table. */
export function codeForRestError(error: RestError): GatewayErrorCode {
  if (error.kind === 'unavailable') return 'UPSTREAM_UNAVAILABLE';
  if (error.kind === 'malformed') return 'UPSTREAM_ERROR';
  switch (error.status) {
    // 413, 414, 431: the call the arguments made was too large for the API (a search of thousands of characters).
    case 400:
    case 422:
    case 413:
    case 414:
    case 431:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return 'UPSTREAM_ERROR';
  }
}

/** An API call refused as too large (414, 431): in the client's terms, its arguments were too long. */
const ARGUMENTS_TOO_LONG_MESSAGE = 'Os valores enviados são longos demais para esta consulta.';

/**
 * A GraphQL error carrying only a code and the API's pt-BR message (with field messages for bad input, and the
 * seconds to wait, `retryAfter`, for too many requests).
 */
export function graphQLErrorFromRest(error: RestError): GraphQLError {
  const code = codeForRestError(error);
  const extensions: Record<string, unknown> = { code };
  if (code === 'BAD_USER_INPUT' && error.fieldErrors.length > 0) extensions.fieldErrors = error.fieldErrors;
  if (code === 'TOO_MANY_REQUESTS') extensions.retryAfter = error.retryAfterSeconds ?? 1;
  // The API speaks of its address and headers; the client sent arguments.
  const message = error.status === 414 || error.status === 431 ? ARGUMENTS_TOO_LONG_MESSAGE : error.message;
  return new GraphQLError(message, { extensions });
}

export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** The API's own text for a signed-in user without a call's permission. */
export const FORBIDDEN_MESSAGE = 'Você não tem permissão para acessar este recurso.';

export function forbidden(message: string = FORBIDDEN_MESSAGE): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
}

/** Extensions a client may see; everything else (exception, stacktrace, upstream details) is dropped. */
const PUBLIC_EXTENSIONS = ['code', 'fieldErrors', 'retryAfter'] as const;

/** Failures on the servers' side (the gateway's, the API's), as opposed to the request's own mistakes. */
const SERVER_FAILURE_CODES: ReadonlySet<string> = new Set<GatewayErrorCode>([
  'INTERNAL_SERVER_ERROR',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_ERROR',
]);

/**
 * Apollo's `formatError`: REST failures become their code and pt-BR message; errors the gateway
 * raised on purpose keep theirs; anything unexpected is reported as an internal error with no detail.
 * A failure on the servers' side also carries the request's id (`extensions.requestId`), the one its log lines hold,
 * so that the visitor can quote it to support.
 */
export function formatGatewayError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  return withRequestIdOfServerFailure(publicError(formatted, error));
}

function withRequestIdOfServerFailure(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  const requestId = currentRequestId();
  if (requestId === undefined || typeof code !== 'string' || !SERVER_FAILURE_CODES.has(code)) return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, requestId } };
}

/** The error as a client may see it: its pt-BR message and public extensions. */
function publicError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = originalErrorOf(error);
  if (original instanceof RestError) {
    const mapped = graphQLErrorFromRest(original);
    return withPublicParts(formatted, mapped.message, { ...mapped.extensions });
  }
  const code = typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : 'INTERNAL_SERVER_ERROR';
  const raisedOnPurpose = isGraphQLError(original);
  // graphql-js and Apollo refuse these without a code, so Apollo calls them internal; they are the request's mistakes.
  const uncoded = raisedOnPurpose && formatted.path === undefined ? codeOfUncodedRefusal(formatted.message) : undefined;
  if (uncoded !== undefined) {
    return withPublicParts(formatted, refusalInPortuguese(formatted.message) ?? formatted.message, { code: uncoded });
  }
  if (code === 'INTERNAL_SERVER_ERROR' || !raisedOnPurpose) {
    return withPublicParts(formatted, INTERNAL_ERROR_MESSAGE, { code: 'INTERNAL_SERVER_ERROR' });
  }
  const extensions: Record<string, unknown> = {};
  for (const key of PUBLIC_EXTENSIONS) {
    if (formatted.extensions?.[key] !== undefined) extensions[key] = formatted.extensions[key];
  }
  return withPublicParts(formatted, publicMessage(code, formatted.message), extensions);
}

/** The message a client sees: the endpoint's, the parser's and graphql-js's refusals in pt-BR; the others as raised. */
function publicMessage(code: string, message: string): string {
  if (code === 'BAD_REQUEST') return badRequestMessage(message);
  if (code === 'GRAPHQL_PARSE_FAILED') return parseFailureMessage(message);
  return refusalInPortuguese(message) ?? message;
}

/** How every refusal of an operation over the limits of `http/operation-limits.ts` begins. */
export const OPERATION_TOO_BIG = 'A consulta é grande demais';

/** graphql-js's refusal of a document over the token limit, counted while parsing (16.x writes "more that"). */
const TOKEN_LIMIT_EXCEEDED = /Document contains more tha[nt] (\d+) tokens/;

/** The parser's token limit in pt-BR; other syntax errors keep graphql-js's text, which points at the spot. */
function parseFailureMessage(original: string): string {
  const limit = TOKEN_LIMIT_EXCEEDED.exec(original)?.[1];
  return limit === undefined ? original : `${OPERATION_TOO_BIG}: mais de ${limit} símbolos (tokens).`;
}

export const CSRF_BLOCKED_MESSAGE =
  'Operação bloqueada como possível falsificação de requisição (CSRF): envie Content-Type: application/json ou o cabeçalho Apollo-Require-Preflight.';

/** The HTTP-level refusals of the GraphQL endpoint, in pt-BR. */
const BAD_REQUEST_MESSAGES: readonly (readonly [RegExp, string])[] = [
  [/Cross-Site Request Forgery/, CSRF_BLOCKED_MESSAGE],
  [/non-empty `query`/, 'A operação GraphQL precisa de um campo query não vazio.'],
  [/POST body missing/, 'O corpo da requisição POST está ausente, vazio ou com Content-Type inválido.'],
  [/GET requests only support query/, 'Requisições GET aceitam somente consultas (query); use POST para mutações.'],
  [/only GET\/POST/, 'O endpoint GraphQL aceita somente GET e POST.'],
];
export const BAD_REQUEST_MESSAGE = 'Requisição GraphQL inválida.';

function badRequestMessage(original: string): string {
  return BAD_REQUEST_MESSAGES.find(([pattern]) => pattern.test(original))?.[1] ?? BAD_REQUEST_MESSAGE;
}

/** The error a resolver threw, out of the GraphQL error that wraps it. */
function originalErrorOf(error: unknown): unknown {
  if (isGraphQLError(error) && error.path && error.originalError) return error.originalError;
  return error;
}

/** Recognizes GraphQL errors by their string tag too, so errors of another copy of graphql-js count. */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError || Object.prototype.toString.call(error) === '[object GraphQLError]';
}

function withPublicParts(formatted: GraphQLFormattedError, message: string, extensions: Record<string, unknown>): GraphQLFormattedError {
  return {
    message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions,
  };
}
