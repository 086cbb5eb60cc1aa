import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('senha-secreta');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'senha-secreta')).toBe(true);
    expect(await verifyPassword(hash, 'senha-errada')).toBe(false);
    expect(await verifyPassword('não é um hash', 'senha-secreta')).toBe(false);
  });

  it('generates different 16-character URL-safe passwords', () => {
    const first = generatePassword();
    expect(first).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(generatePassword()).not.toBe(first);
  });
});
