import type { ApolloServerPlugin, GraphQLRequestContextWillSendResponse } from '@apollo/server';
import { Kind, type DocumentNode, type GraphQLError } from 'graphql';
import { noteGraphqlOperation, type GraphqlOutcome } from '../../../observability/request-context.js';
import type { GatewayContext } from '../context.js';
import { OPERATION_TOO_BIG } from '../errors.js';
import { codeOfUncodedRefusal } from '../request-refusals.js';
import { OTHER_OPERATION, type GatewayMetrics } from './gateway-metrics.js';

/** The label of an operation without a name. */
const ANONYMOUS_OPERATION = '(anônima)';

/** An operation name as logs and metrics take it: a GraphQL name of at most 64 characters. */
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** graphql-js's refusal of a document over the token limit, counted while parsing (16.x writes "more that"). */
const TOKEN_LIMIT_EXCEEDED = /Document contains more tha[nt] \d+ tokens/;

/** The refusal of `http/postal-code-lookups-rule.ts`. */
const POSTAL_CODE_LOOKUPS_REFUSED = /^A consulta pede \d+ buscas de CEP/;

/** The codes of a request that never ran: its document, its variables or the operation to run were refused. */
const REQUEST_ERROR_CODES: ReadonlySet<unknown> = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * Each GraphQL operation, JSON or multipart (uploads), once answered: its name and outcome on the request's log line
 * (`noteGraphqlOperation`) and, with metrics, counted in `graphql_operations_total`. The outcome is `ok` (answered
 * without errors, from the response cache too), `error` (answered with errors, or failed while running), `refused`
 * (over the limits of `operation-limits.ts`, before any resolver ran) or `invalid` (a document that does not parse or
 * validate, variables that do not fit, no operation to run, or no GraphQL request at all). The name is the
 * operation's, as its client wrote it: `(anônima)` without one, `(outra)` when it is no GraphQL name.
 */
export function graphqlObservabilityPlugin(metrics: GatewayMetrics | null): ApolloServerPlugin<GatewayContext> {
  const note = (operation: string, outcome: GraphqlOutcome) => {
    noteGraphqlOperation(operation, outcome);
    metrics?.countOperation(operation, outcome);
  };
  return {
    requestDidStart() {
      return Promise.resolve({
        willSendResponse(requestContext) {
          note(operationLabel(operationNameOf(requestContext)), outcomeOf(requestContext));
          return Promise.resolve();
        },
      });
    },
    // Refused before any operation was read (a CSRF check, a body without a query): no name, no document.
    invalidRequestWasReceived() {
      note(ANONYMOUS_OPERATION, 'invalid');
      return Promise.resolve();
    },
  };
}

/** `name` as a label: itself when it is a GraphQL name, `(anônima)` when there is none, `(outra)` otherwise. */
export function operationLabel(name: string | null): string {
  if (name === null || name === '') return ANONYMOUS_OPERATION;
  return OPERATION_NAME.test(name) ? name : OTHER_OPERATION;
}

/**
 * The operation's name: the one that ran, else (refused before it was chosen) the one the client asked for, else
 * that of the document's only operation; null when it has none.
 */
function operationNameOf(requestContext: GraphQLRequestContextWillSendResponse<GatewayContext>): string | null {
  if (requestContext.operation !== undefined) return requestContext.operation.name?.value ?? null;
  const asked = requestContext.request.operationName;
  if (typeof asked === 'string' && asked !== '') return asked;
  return onlyOperationNameOf(requestContext.document);
}

function onlyOperationNameOf(document: DocumentNode | undefined): string | null {
  const operations = document?.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION) ?? [];
  return operations.length === 1 && operations[0]?.kind === Kind.OPERATION_DEFINITION ? (operations[0].name?.value ?? null) : null;
}

/** How the operation ended, from its answer and the errors met on the way (as raised, before they were formatted). */
function outcomeOf(requestContext: GraphQLRequestContextWillSendResponse<GatewayContext>): GraphqlOutcome {
  const { body } = requestContext.response;
  const result = body.kind === 'single' ? body.singleResult : body.initialResult;
  const errors = requestContext.errors ?? [];
  // It ran (or was answered from the response cache): with or without errors.
  if (result.data !== undefined) return errors.length === 0 && (result.errors?.length ?? 0) === 0 ? 'ok' : 'error';
  if (errors.some(isLimitRefusal)) return 'refused';
  if (errors.length > 0 && errors.every(isRequestError)) return 'invalid';
  return 'error';
}

/** A refusal by the limits of `operation-limits.ts`: the parser's token count, graphql-armor's or the postal codes'. */
function isLimitRefusal(error: GraphQLError): boolean {
  const code = error.extensions.code;
  if (code === 'GRAPHQL_PARSE_FAILED') return TOKEN_LIMIT_EXCEEDED.test(error.message);
  if (code === 'GRAPHQL_VALIDATION_FAILED')
    return error.message.startsWith(OPERATION_TOO_BIG) || POSTAL_CODE_LOOKUPS_REFUSED.test(error.message);
  return false;
}

function isRequestError(error: GraphQLError): boolean {
  const code = error.extensions.code;
  return code === undefined ? codeOfUncodedRefusal(error.message) !== undefined : REQUEST_ERROR_CODES.has(code);
}
