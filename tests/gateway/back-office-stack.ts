/** The stack of the property suites: demo content, the admin, a clerk without imoveis, a client, sample photos. */
import type { RunningStack } from '../support/stack.js';
import { createClient } from './back-office-support.js';
import { useOwnTmpDir } from './own-tmp-dir.js';
import { CLERK, startSignedInStack } from './staff-stack.js';
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
  const ownTmp = await useOwnTmpDir('gateway-back-office-suite-');
  const { stack, adminToken, staffToken: clerkToken } = await startSignedInStack(CLERK);
  const clientId = createClient(stack.dataDir, { name: 'Marina Duarte', phone: '19988887777', email: 'marina@cliente.test' });
  const photos = await Promise.all(['#16a085', '#d35400', '#2c3e50', '#8e44ad', '#c0392b'].map((color) => sampleJpeg(color)));
  return {
    stack,
    adminToken,
    clerkToken,
    clientId,
    photos,
    uploadDirsLeft: ownTmp.uploadDirsLeft,
    async close() {
      await stack.close();
      await ownTmp.restore();
    },
  };
}

export const propertyRow = (stack: RunningStack, id: string): PropertyRow | undefined =>
  readDatabase<PropertyRow>(stack.dataDir, 'SELECT * FROM properties WHERE id = ?', Number(id))[0];
