import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { graphqlErrorId } from './graphqlErrorId';

const unavailable = 'O serviço de dados está indisponível no momento. Tente novamente mais tarde.';

describe("a failed operation's request id", () => {
  it('is the first requestId extension among its errors', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'Imóvel não encontrado.', extensions: { code: 'NOT_FOUND' } },
        { message: unavailable, extensions: { code: 'UPSTREAM_UNAVAILABLE', requestId: '4f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b' } },
        { message: unavailable, extensions: { code: 'UPSTREAM_UNAVAILABLE', requestId: 'outro-id-0001' } },
      ],
    });
    expect(graphqlErrorId(error)).toBe('4f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b');
  });

  it('is null when no error carries one', () => {
    expect(
      graphqlErrorId(new CombinedGraphQLErrors({ errors: [{ message: 'Dados inválidos.', extensions: { code: 'BAD_USER_INPUT' } }] })),
    ).toBeNull();
    expect(graphqlErrorId(new CombinedGraphQLErrors({ errors: [{ message: unavailable, extensions: { requestId: 42 } }] }))).toBeNull();
    expect(graphqlErrorId(new CombinedGraphQLErrors({ errors: [{ message: unavailable, extensions: { requestId: '' } }] }))).toBeNull();
    expect(graphqlErrorId(new TypeError('Failed to fetch'))).toBeNull();
    expect(graphqlErrorId(new ServerError('Bad gateway', { response: new Response('', { status: 502 }), bodyText: '' }))).toBeNull();
  });
});
