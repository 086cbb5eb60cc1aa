import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id at the library's recommended memory and passes (64 MiB, 3 passes) in one lane: a check then keeps to
 * one core (about 0.3 s of it) instead of spreading over four threads, so `passwordGate` bounds the cores
 * password work may take. One lane or four, a guess costs an attacker the same memory and passes.
 */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with another cost than `hashPassword`'s (an older one in four lanes, say). */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, HASH_OPTIONS);
  } catch {
    return false;
  }
}

/** A random password of 16 URL-safe characters (96 bits). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
