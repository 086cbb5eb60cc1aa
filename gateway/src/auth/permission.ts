import { FORBIDDEN_MESSAGE, forbidden } from '../errors.js';
import { toMe } from '../normalize/staff-user.js';
import type { SignedInUser } from './signed-in-user.js';

/**
 * Requires a signed-in user holding `identifier`, for the API calls that answer anyone (the broker list
 * is also the public consultants strip): without a session the API's 401 stands (UNAUTHENTICATED),
 * without the permission it is FORBIDDEN with the API's text (or the call's own, `message`).
 */
export async function requirePermission(
  signedInUser: SignedInUser,
  identifier: string,
  message: string = FORBIDDEN_MESSAGE,
): Promise<void> {
  const user = toMe(await signedInUser.me());
  if (!user?.permissions.some((permission) => permission.identifier === identifier)) throw forbidden(message);
}
