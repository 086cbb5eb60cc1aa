import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.js';

/**
 * An operation refused for too many requests (an error with code TOO_MANY_REQUESTS, from the API's 429) is answered
 * with the API's `Retry-After` (the longest, when several calls were refused), and with status 429 when it has no
 * data to show: GraphQL over HTTP keeps a 2xx status for an answer that carries data.
 */
export function retryAfterPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ response }) {
          if (response.body.kind !== 'single') return Promise.resolve();
          const { data, errors = [] } = response.body.singleResult;
          const waits = errors
            .filter((error) => error.extensions?.code === 'TOO_MANY_REQUESTS')
            .map((error) => Number(error.extensions?.retryAfter) || 1);
          if (waits.length === 0) return Promise.resolve();
          response.http.headers.set('retry-after', String(Math.max(...waits)));
          if (data === null || data === undefined) response.http.status = 429;
          return Promise.resolve();
        },
      });
    },
  };
}
