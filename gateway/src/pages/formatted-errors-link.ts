import { ApolloLink } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import { map } from 'rxjs';
import { formatGatewayError } from '../errors.js';

/**
 * The errors of a page's operations, run in this process (`SchemaLink`, which formats nothing), formatted as the
 * GraphQL endpoint formats its own (`formatGatewayError`): what the page shows of a failure is what the browser would
 * be told (pt-BR messages, public extensions only), and a failure on the servers' side carries the page request's id,
 * which the page's log lines hold.
 */
export function formattedErrorsLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        if (!('errors' in result) || result.errors === undefined || result.errors.length === 0) return result;
        return { ...result, errors: result.errors.map((error) => formatGatewayError(formattedPartsOf(error), error)) };
      }),
    ),
  );
}

/** What Apollo Server hands its `formatError` first: the error as JSON (a `GraphQLError`'s own fields). */
function formattedPartsOf(error: GraphQLFormattedError): GraphQLFormattedError {
  return {
    message: error.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    ...(error.extensions ? { extensions: error.extensions } : {}),
  };
}
