/** What the back-office suites start from: the real stack with members of staff signed in, and its files. */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { startStack, type RunningStack } from '../support/stack.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createStaffUser, graphqlAs, signIn, type StaffUserSeed } from './back-office-support.js';
import type { GraphQLAnswer } from './support.js';

/** An administrative user holding only the clientes permission. */
export const CLERK: StaffUserSeed = {
  name: 'Caio Teixeira',
  email: 'caio@horizonte.test',
  password: 'senha-do-caio',
  role: 'administrative',
  permissions: ['clientes'],
};

export interface SignedInStack {
  stack: RunningStack;
  adminToken: string;
  /** The token of the member of staff the stack was started with. */
  staffToken: string;
}

/** The real stack with demo content, plus `staff` in its database; the administrator and `staff` signed in. */
export async function startSignedInStack(staff: StaffUserSeed): Promise<SignedInStack> {
  const stack = await startStack({ adminPassword: ADMIN_PASSWORD });
  await createStaffUser(stack.dataDir, staff);
  const [adminToken, staffToken] = await Promise.all([
    signIn(stack.gatewayUrl, ADMIN_EMAIL, ADMIN_PASSWORD),
    signIn(stack.gatewayUrl, staff.email, staff.password),
  ]);
  return { stack, adminToken, staffToken };
}

/** GraphQL as the given token (anonymously with null) against the suite's gateway. */
export function asUser(suite: { stack: RunningStack }, token: string | null) {
  return <T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> =>
    graphqlAs<T>(suite.stack.gatewayUrl, token, query, variables);
}

/** Whether the API still keeps this photo file. */
export const storedImageExists = (stack: RunningStack, name: string): Promise<boolean> =>
  access(path.join(stack.dataDir, 'images', name)).then(
    () => true,
    () => false,
  );
