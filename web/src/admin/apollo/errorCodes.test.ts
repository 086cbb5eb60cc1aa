import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { failureText, hasErrorCode, serverErrorText } from './errorCodes';

function graphqlErrors(...codes: string[]): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({
    data: null,
    errors: codes.map((code) => ({
      message: code === 'UNAUTHENTICATED' ? 'Sessão inválida ou expirada. Faça login novamente.' : 'Erro.',
      extensions: { code },
    })),
  });
}

describe('error codes of a failed operation', () => {
  it('finds the code among the GraphQL errors', () => {
    expect(hasErrorCode(graphqlErrors('NOT_FOUND', 'UNAUTHENTICATED'), 'UNAUTHENTICATED')).toBe(true);
    expect(hasErrorCode(graphqlErrors('FORBIDDEN'), 'UNAUTHENTICATED')).toBe(false);
    expect(hasErrorCode(graphqlErrors('FORBIDDEN'), 'FORBIDDEN')).toBe(true);
  });

  it('reads a 401 or 403 HTTP answer as its code', () => {
    const response = new Response('{}', { status: 401 });
    expect(hasErrorCode(new ServerError('Unauthorized', { response, bodyText: '{}' }), 'UNAUTHENTICATED')).toBe(true);
    const forbidden = new Response('{}', { status: 403 });
    expect(hasErrorCode(new ServerError('Forbidden', { response: forbidden, bodyText: '{}' }), 'UNAUTHENTICATED')).toBe(false);
    expect(hasErrorCode(new Error('offline'), 'UNAUTHENTICATED')).toBe(false);
  });

  it("keeps the server's text", () => {
    expect(serverErrorText(graphqlErrors('UNAUTHENTICATED'))).toBe('Sessão inválida ou expirada. Faça login novamente.');
    expect(serverErrorText(new Error('offline'))).toBeNull();
  });

  it("prefers the server's text unless it only says the server failed", () => {
    const fallback = 'Erro ao excluir imóvel. Tente novamente.';
    const notFound = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'O imóvel não foi encontrado.', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(failureText(notFound, fallback)).toBe('O imóvel não foi encontrado.');
    const internal = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'Erro interno do servidor.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(failureText(internal, fallback)).toBe(fallback);
    expect(failureText(new Error('Failed to fetch'), fallback)).toBe(fallback);
  });
});
