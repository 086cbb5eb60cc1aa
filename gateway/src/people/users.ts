import type { SignedInUser } from '../auth/signed-in-user.js';
import type { User, UserInput } from '../generated/resolvers.js';
import { recordOutcomeOf, type RecordOutcome } from '../mutations/record-outcome.js';
import type { MutationOutcome } from '../normalize/mutation-result.js';
import { toSignedInEmail } from '../normalize/staff-user.js';
import { toUser, toUserAnswer, toUsers } from '../normalize/user.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { foundOrNull } from '../records/found.js';
import { passwordChangeOutcome } from './password.js';

export type UserOutcome = RecordOutcome<'user', User>;

/** Every user; the API's list call is told the signed-in user's e-mail (spec §7), read once per request. */
export async function loadUsers(api: AgencyApi, signedInUser: SignedInUser): Promise<User[]> {
  const email = toSignedInEmail(await signedInUser.me());
  return toUsers(await api.people.users(email));
}

export function loadUser(api: AgencyApi, id: string): Promise<User | null> {
  return foundOrNull(id, async (userId) => toUserAnswer(await api.people.user(userId)));
}

export function createUser(api: AgencyApi, input: UserInput): Promise<UserOutcome> {
  return recordOutcomeOf(api.people.createUser(input), 'user', toUser);
}

export function updateUser(api: AgencyApi, id: string, input: UserInput): Promise<UserOutcome> {
  return recordOutcomeOf(api.people.updateUser(id, input), 'user', toUser);
}

/** Sets a user's password; the API ends their other sessions. */
export function changeUserPassword(api: AgencyApi, id: string, password: string): Promise<MutationOutcome> {
  return passwordChangeOutcome(api.people.changeUserPassword(id, password));
}
