import type { LoginMutation, MeQuery } from '../../gql/graphql';
import type { StaffSession } from './sessionStore';

type SignedInUser = NonNullable<MeQuery['me']>;

/** The session to keep for a token and its user: the user's fields and the identifiers of their permissions. */
export function sessionFromUser(token: string, user: SignedInUser): StaffSession {
  return {
    token,
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
    permissions: [...new Set(user.permissions.map((permission) => permission.identifier))],
  };
}

export type LoginOutcome = { kind: 'signedIn'; session: StaffSession } | { kind: 'refused'; message: string };

export interface LoginTexts {
  failure: string;
  missingSession: string;
}

/**
 * What a sign-in answer means for the login screen: a session to keep, or the text to show — the
 * server's when it gave one, else the fallback; an answer without the user or the token is refused
 * with its own text (spec §8).
 */
export function loginOutcome(result: LoginMutation['login'] | null | undefined, texts: LoginTexts): LoginOutcome {
  if (!result) return { kind: 'refused', message: texts.failure };
  if (!result.ok) {
    const message = result.error?.message.trim();
    return { kind: 'refused', message: message ? message : texts.failure };
  }
  const token = result.session?.token.trim();
  const user = result.session?.user;
  if (!token || !user) return { kind: 'refused', message: texts.missingSession };
  return { kind: 'signedIn', session: sessionFromUser(token, user) };
}
