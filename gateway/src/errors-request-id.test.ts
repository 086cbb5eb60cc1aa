import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { runWithRequestContext } from '../../observability/request-context.js';
import { formatGatewayError } from './errors.js';
import { RestError } from './rest/rest-error.js';

const REQUEST_ID = 'b2f1c0de-0000-4000-8000-000000000001';

/** How Apollo hands a resolver's error to formatError. */
function fromResolver(original: Error): GraphQLError {
  return new GraphQLError(original.message, { path: ['properties'], originalError: original });
}

/** The error as formatted while a request with `REQUEST_ID` is handled. */
function formattedInRequest(error: GraphQLError): ReturnType<typeof formatGatewayError> {
  return runWithRequestContext({ requestId: REQUEST_ID }, () => formatGatewayError(error.toJSON(), error));
}

describe("the request's id in a GraphQL error", () => {
  it('goes with failures on the servers’ side: the API down or failing, an unexpected error', () => {
    const serverFailures = [
      fromResolver(RestError.unavailable()),
      fromResolver(new RestError('http', 'Falha.', 500)),
      fromResolver(RestError.malformed(200)),
      fromResolver(new TypeError("Cannot read properties of undefined (reading 'id')")),
      fromResolver(new GraphQLError('Erro ao buscar CEP.', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } })),
    ];
    expect(serverFailures.map((error) => formattedInRequest(error).extensions)).toEqual([
      { code: 'UPSTREAM_UNAVAILABLE', requestId: REQUEST_ID },
      { code: 'UPSTREAM_ERROR', requestId: REQUEST_ID },
      { code: 'UPSTREAM_ERROR', requestId: REQUEST_ID },
      { code: 'INTERNAL_SERVER_ERROR', requestId: REQUEST_ID },
      { code: 'UPSTREAM_UNAVAILABLE', requestId: REQUEST_ID },
    ]);
  });

  it("never goes with the request's own mistakes", () => {
    const mistakes = [
      fromResolver(new RestError('http', 'Dados inválidos.', 422)),
      fromResolver(new RestError('http', 'Imóvel não encontrado.', 404)),
      fromResolver(new RestError('http', 'Não autenticado.', 401)),
      fromResolver(new RestError('http', 'Acesso negado.', 403)),
      fromResolver(new RestError('http', 'Muitas tentativas.', 429)),
      new GraphQLError('Cannot query field "nada" on type "Query".', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
    ];
    expect(mistakes.map((error) => formattedInRequest(error).extensions?.code)).toEqual([
      'BAD_USER_INPUT',
      'NOT_FOUND',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'TOO_MANY_REQUESTS',
      'GRAPHQL_VALIDATION_FAILED',
    ]);
    for (const error of mistakes) expect(formattedInRequest(error).extensions).not.toHaveProperty('requestId');
  });

  it('is left out outside of a request', () => {
    const error = fromResolver(RestError.unavailable());
    expect(formatGatewayError(error.toJSON(), error).extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
  });
});
