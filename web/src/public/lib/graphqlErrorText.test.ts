import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { graphqlErrorText } from './graphqlErrorText';

describe("a failed operation's text", () => {
  it('is the first GraphQL error message', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Muitas mensagens enviadas. Tente novamente mais tarde.' }, { message: 'Outra' }],
    });
    expect(graphqlErrorText(error)).toBe('Muitas mensagens enviadas. Tente novamente mais tarde.');
  });

  it('is null for failures without a server text', () => {
    expect(graphqlErrorText(new CombinedGraphQLErrors({ errors: [{ message: '  ' }] }))).toBeNull();
    expect(graphqlErrorText(new TypeError('Failed to fetch'))).toBeNull();
    expect(graphqlErrorText(new ServerError('Bad gateway', { response: new Response('', { status: 502 }), bodyText: '' }))).toBeNull();
  });
});
