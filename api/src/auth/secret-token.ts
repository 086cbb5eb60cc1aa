import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a link or a session: `bytes` random bytes (32 by default, 256 bits), base64url. */
export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What is stored of a secret: its SHA-256, hex. The secret itself exists only with the person it was given to. */
export function secretDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
