import { PASSWORD_RESET_TOKEN_PREFIX } from '../../../../shared/back-office-paths';

/** The token of a mailed link to a new password, read from the address's `#token=…`; null when it has none. */
export function resetTokenOf(hash: string): string | null {
  if (!hash.startsWith(PASSWORD_RESET_TOKEN_PREFIX)) return null;
  const token = hash.slice(PASSWORD_RESET_TOKEN_PREFIX.length);
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}
