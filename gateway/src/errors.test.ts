import { GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../../shared/http-errors.js';
import { BAD_REQUEST_MESSAGE, codeForRestError, formatGatewayError } from './errors.js';
import { RestError } from './rest/rest-error.js';

const http = (status: number, message = 'Mensagem da API.') => new RestError('http', message, status);

/** How Apollo hands a resolver's error to formatError. */
function fromResolver(original: Error): GraphQLError {
  return new GraphQLError(original.message, { path: ['properties'], originalError: original });
}

describe('codeForRestError', () => {
  it('follows the REST → GraphQL table', () => {
    expect([400, 422, 401, 403, 404, 409, 500, 502, 503, 429].map((status) => codeForRestError(http(status)))).toEqual([
      'BAD_USER_INPUT',
      'BAD_USER_INPUT',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'UPSTREAM_ERROR',
      'UPSTREAM_ERROR',
      'UPSTREAM_ERROR',
      'TOO_MANY_REQUESTS',
    ]);
    expect(codeForRestError(RestError.unavailable())).toBe('UPSTREAM_UNAVAILABLE');
    expect(codeForRestError(RestError.malformed(200))).toBe('UPSTREAM_ERROR');
  });
});

/** The error `run` throws. */
function captured(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('nada foi lançado');
}

describe('formatGatewayError', () => {
  const formatted = (error: GraphQLError) => formatGatewayError(error.toJSON(), error);

  it('keeps the pt-BR message of a REST failure with only its code', () => {
    const error = fromResolver(new RestError('http', 'Acesso negado.', 403));
    expect(formatted(error)).toEqual({ message: 'Acesso negado.', path: ['properties'], extensions: { code: 'FORBIDDEN' } });
  });

  it('carries field messages of bad input', () => {
    const error = fromResolver(
      new RestError('http', 'Dados inválidos.', 422, [{ field: 'email', message: 'Por favor, insira um e-mail válido.' }]),
    );
    expect(formatted(error).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'email', message: 'Por favor, insira um e-mail válido.' }],
    });
  });

  it('hides the details of unexpected errors', () => {
    const error = fromResolver(new TypeError("Cannot read properties of undefined (reading 'id')"));
    const result = formatGatewayError({ ...error.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } }, error);
    expect(result).toEqual({ message: INTERNAL_ERROR_MESSAGE, path: ['properties'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('keeps errors raised on purpose and drops every other extension', () => {
    const error = fromResolver(
      new GraphQLError('A página deve ser um número inteiro maior ou igual a 1.', {
        extensions: { code: 'BAD_USER_INPUT', exception: { stacktrace: ['x'] } },
      }),
    );
    expect(
      formatGatewayError({ ...error.toJSON(), extensions: { code: 'BAD_USER_INPUT', exception: { stacktrace: ['x'] } } }, error),
    ).toEqual({
      message: 'A página deve ser um número inteiro maior ou igual a 1.',
      path: ['properties'],
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('translates the endpoint refusals', () => {
    const csrf = new GraphQLError('This operation has been blocked as a potential Cross-Site Request Forgery (CSRF).', {
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(formatted(csrf).message).toMatch(/^Operação bloqueada como possível falsificação de requisição \(CSRF\)/);
    const other = new GraphQLError('Operation batching disabled.', { extensions: { code: 'BAD_REQUEST' } });
    expect(formatted(other)).toEqual({ message: BAD_REQUEST_MESSAGE, extensions: { code: 'BAD_REQUEST' } });
  });

  it("translates the parser's token limit and keeps the other syntax errors", () => {
    const parserRefusal = captured(() => parse('{ a b c d }', { maxTokens: 3 }));
    const tooLong = new GraphQLError(parserRefusal.message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    expect(formatted(tooLong)).toEqual({
      message: 'A consulta é grande demais: mais de 3 símbolos (tokens).',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    const typo = new GraphQLError('Syntax Error: Expected Name, found "}".', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    expect(formatted(typo).message).toBe('Syntax Error: Expected Name, found "}".');
  });
});
