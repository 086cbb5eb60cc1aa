import type { ApolloServerPlugin } from '@apollo/server';
import Negotiator from 'negotiator';
import type { GatewayContext } from '../context.js';

/** The request errors of a well-formed request: a document that does not parse or validate, variables that do not coerce. */
const REQUEST_ERROR_CODES: ReadonlySet<unknown> = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

/** The media types Apollo Server answers a single result in, in the order it offers them. */
const ANSWER_TYPES = ['application/json', 'application/graphql-response+json'];

/**
 * Whether the answer goes out as `application/json`: the type Apollo Server chooses by the same negotiation (the
 * client's preference by quality, then specificity, then its own order; no `Accept` means `application/json`).
 */
export function answersAsPlainJson(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return new Negotiator({ headers: { accept } }).mediaType(ANSWER_TYPES) === 'application/json';
}

/**
 * GraphQL over HTTP: an `application/json` answer to a well-formed request SHOULD be 200 even when the request fails
 * to parse, validate or coerce its variables (clients of that type read the errors from the body); only an
 * `application/graphql-response+json` answer says 400. Apollo Server answers 400 to both; this keeps its 400 for the
 * newer type only. Refusals before GraphQL (a CSRF check, a body that is not JSON) keep their status.
 */
export function requestErrorStatusPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart({ request }) {
      const plainJson = answersAsPlainJson(request.http?.headers.get('accept'));
      return Promise.resolve({
        willSendResponse({ response }) {
          if (!plainJson || response.http.status !== 400 || response.body.kind !== 'single') return Promise.resolve();
          const result = response.body.singleResult;
          const errors = result.errors ?? [];
          const requestErrorOnly = !('data' in result) && errors.length > 0;
          if (requestErrorOnly && errors.every((error) => REQUEST_ERROR_CODES.has(error.extensions?.code))) response.http.status = 200;
          return Promise.resolve();
        },
      });
    },
  };
}
