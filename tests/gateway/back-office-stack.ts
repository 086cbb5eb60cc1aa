/** The stack of the property suites: demo content, the admin, a clerk without imoveis, a client, sample photos. */
import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_DIR_PREFIX } from '../../gateway/src/photos/photo-uploads.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createClient, createStaffUser, signIn } from './back-office-support.js';
import { readDatabase, sampleJpeg } from './visitors-support.js';

export interface BackOfficeStack {
  stack: RunningStack;
  adminToken: string;
  /** A signed-in user holding only the clientes permission. */
  clerkToken: string;
  clientId: number;
  /** Five real JPEG photos of different colours. */
  photos: Buffer[];
  /** The gateway's photo folders left in this suite's own temp dir. */
  uploadDirsLeft(): Promise<string[]>;
  close(): Promise<void>;
}

export interface PropertyRow {
  id: number;
  title: string;
  code: string | null;
  status: string;
  complement: string | null;
  user_id: number | null;
  client_id: number | null;
  is_reserved: number;
  is_launch: number;
  features: string;
  images: string;
}

/**
 * Starts the stack with the gateway's temp dir pointed at a folder of the suite's own, so that its
 * photo folders can be counted.
 */
export async function startBackOfficeStack(): Promise<BackOfficeStack> {
  const previousTmp = process.env.TMPDIR;
  const ownTmp = await mkdtemp(path.join(tmpdir(), 'gateway-back-office-suite-'));
  process.env.TMPDIR = ownTmp;
  const stack = await startStack({ adminPassword: ADMIN_PASSWORD });
  await createStaffUser(stack.dataDir, {
    name: 'Caio Teixeira',
    email: 'caio@horizonte.test',
    password: 'senha-do-caio',
    role: 'administrative',
    permissions: ['clientes'],
  });
  const clientId = createClient(stack.dataDir, { name: 'Marina Duarte', phone: '19988887777', email: 'marina@cliente.test' });
  const [adminToken, clerkToken] = await Promise.all([
    signIn(stack.gatewayUrl, ADMIN_EMAIL, ADMIN_PASSWORD),
    signIn(stack.gatewayUrl, 'caio@horizonte.test', 'senha-do-caio'),
  ]);
  const photos = await Promise.all(['#16a085', '#d35400', '#2c3e50', '#8e44ad', '#c0392b'].map((color) => sampleJpeg(color)));
  return {
    stack,
    adminToken,
    clerkToken,
    clientId,
    photos,
    uploadDirsLeft: async () => (await readdir(ownTmp)).filter((entry) => entry.startsWith(UPLOAD_DIR_PREFIX)),
    async close() {
      await stack.close();
      if (previousTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previousTmp;
      await rm(ownTmp, { recursive: true, force: true });
    },
  };
}

export const propertyRow = (stack: RunningStack, id: string): PropertyRow | undefined =>
  readDatabase<PropertyRow>(stack.dataDir, 'SELECT * FROM properties WHERE id = ?', Number(id))[0];

export const imageExists = (stack: RunningStack, name: string): Promise<boolean> =>
  access(path.join(stack.dataDir, 'images', name)).then(
    () => true,
    () => false,
  );
