/** What the back-office suites start from: the real stack with members of staff signed in, and its files. */
import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_DIR_PREFIX } from '../../gateway/src/photos/photo-uploads.js';
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

export interface OwnTmpDir {
  /** The gateway's photo folders left in the suite's temp dir. */
  uploadDirsLeft: () => Promise<string[]>;
  /** Puts TMPDIR back and removes the folder. */
  restore(): Promise<void>;
}

/**
 * Points TMPDIR at a new folder of the suite's own, so that a stack started next keeps its photo folders
 * there and those left behind can be counted.
 */
export async function useOwnTmpDir(prefix: string): Promise<OwnTmpDir> {
  const previousTmp = process.env.TMPDIR;
  const ownTmp = await mkdtemp(path.join(tmpdir(), prefix));
  process.env.TMPDIR = ownTmp;
  return {
    uploadDirsLeft: async () => (await readdir(ownTmp)).filter((entry) => entry.startsWith(UPLOAD_DIR_PREFIX)),
    async restore() {
      if (previousTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previousTmp;
      await rm(ownTmp, { recursive: true, force: true });
    },
  };
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
