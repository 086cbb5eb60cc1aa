import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new secret for a link or a session: `bytes` random bytes (32 by default, 256 bits), base64url. */
export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What is stored of a secret: its SHA-256, hex. The secret itself exists only with the person it was given to. */
export function secretDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `given` is the secret whose digest was stored, compared in constant time. */
export function matchesSecretDigest(given: string, storedDigest: string): boolean {
  const stored = Buffer.from(storedDigest, 'hex');
  const candidate = Buffer.from(secretDigest(given), 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}
