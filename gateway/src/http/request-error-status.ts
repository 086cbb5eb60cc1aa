import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.js';

/** The request errors of a well-formed request: a document that does not parse or validate, variables that do not coerce. */
const REQUEST_ERROR_CODES: ReadonlySet<unknown> = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const JSON_TYPE = 'application/json';

/** The quality an `Accept` header gives a media type: that of its most specific matching range (RFC 9110 §12.5.1). */
function qualityOf(accept: string, mediaType: string): number {
  const [type] = mediaType.split('/');
  let best = { specificity: -1, quality: 0 };
  for (const range of accept.split(',')) {
    const [name = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const specificity = name === mediaType ? 2 : name === `${type}/*` ? 1 : name === '*/*' ? 0 : -1;
    if (specificity <= best.specificity) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    best = { specificity, quality: Number.isFinite(quality) ? quality : 0 };
  }
  return best.quality;
}

/** Whether the answer goes out as `application/json`, as Apollo Server chooses: unless the client prefers the newer type. */
export function answersAsPlainJson(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return qualityOf(accept, JSON_TYPE) >= qualityOf(accept, GRAPHQL_RESPONSE);
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
