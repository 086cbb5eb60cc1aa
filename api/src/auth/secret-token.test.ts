import { describe, expect, it } from 'vitest';
import { matchesSecretDigest, newSecretToken, secretDigest } from './secret-token.js';

describe('secret tokens', () => {
  it('are random, URL-safe and stored as their SHA-256', () => {
    const token = newSecretToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecretToken(24)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newSecretToken()).not.toBe(token);
    expect(secretDigest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('match only the secret of the stored digest', () => {
    const token = newSecretToken();
    const stored = secretDigest(token);
    expect(matchesSecretDigest(token, stored)).toBe(true);
    expect(matchesSecretDigest(`${token}x`, stored)).toBe(false);
    expect(matchesSecretDigest(token, 'not-hex')).toBe(false);
  });
});
