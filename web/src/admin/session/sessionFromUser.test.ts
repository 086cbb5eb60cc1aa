import { describe, expect, it } from 'vitest';
import type { LoginMutation } from '../../gql/graphql';
import { loginOutcome } from './sessionFromUser';

const texts = { failure: 'Erro ao fazer login.', missingSession: 'Erro ao recuperar dados da empresa ou usuário.' };

const user = {
  id: '3',
  name: 'Ana Souza',
  email: 'corretor@imobiliaria.local',
  role: 'BROKER' as const,
  permissions: [{ identifier: 'imoveis' }, { identifier: 'imoveis' }],
};

function answer(login: Partial<LoginMutation['login']>): LoginMutation['login'] {
  return { ok: false, session: null, error: null, ...login };
}

describe('sign-in answer', () => {
  it('keeps the token, the user and the identifiers of the permissions', () => {
    expect(loginOutcome(answer({ ok: true, session: { token: 'abc', user } }), texts)).toEqual({
      kind: 'signedIn',
      session: {
        token: 'abc',
        user: { id: '3', name: 'Ana Souza', email: 'corretor@imobiliaria.local', role: 'BROKER' },
        permissions: ['imoveis'],
      },
    });
  });

  it("shows the server's text, else the fallback", () => {
    expect(loginOutcome(answer({ error: { message: 'E-mail ou senha inválidos.' } }), texts)).toEqual({
      kind: 'refused',
      message: 'E-mail ou senha inválidos.',
    });
    expect(loginOutcome(answer({ error: { message: '  ' } }), texts)).toEqual({ kind: 'refused', message: 'Erro ao fazer login.' });
    expect(loginOutcome(null, texts)).toEqual({ kind: 'refused', message: 'Erro ao fazer login.' });
  });

  it('refuses an answer without the user or the token', () => {
    expect(loginOutcome(answer({ ok: true, session: null }), texts)).toEqual({ kind: 'refused', message: texts.missingSession });
    expect(loginOutcome(answer({ ok: true, session: { token: ' ', user } }), texts)).toEqual({
      kind: 'refused',
      message: texts.missingSession,
    });
  });
});
