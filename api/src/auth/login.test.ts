import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import { readCredentials, THROWAWAY_HASH } from './login.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** `$argon2id$v=19$m=65536,p=4,t=3$…` → `m=65536,p=4,t=3`, parameters sorted. */
function costOf(hash: string): string {
  return (hash.split('$')[3] ?? '').split(',').sort().join(',');
}

describe('THROWAWAY_HASH', () => {
  it('costs what a real password hash costs, so that unknown e-mails answer as slowly as wrong passwords', async () => {
    const real = await hashPassword('qualquer-senha');
    expect(THROWAWAY_HASH.split('$')[1]).toBe('argon2id');
    expect(costOf(THROWAWAY_HASH)).toBe(costOf(real));
    expect(await verifyPassword(THROWAWAY_HASH, '')).toBe(false);
  });
});

describe('readCredentials', () => {
  it('lower-cases and trims the e-mail but keeps the password as typed', () => {
    expect(readCredentials({ email: ' Ana@Exemplo.com ', password: ' senha ' })).toEqual({ email: 'ana@exemplo.com', password: ' senha ' });
  });

  it('answers 422 "Por favor, preencha todos os campos." naming each empty field', () => {
    try {
      readCredentials({ email: '', password: '   ' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        status: 422,
        message: 'Por favor, preencha todos os campos.',
        fieldErrors: { email: ['Campo obrigatório.'], password: ['Campo obrigatório.'] },
      });
    }
  });
});
