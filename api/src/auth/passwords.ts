import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with the library's recommended cost (64 MiB, 3 passes). */
export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A random password of 16 URL-safe characters (96 bits). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
