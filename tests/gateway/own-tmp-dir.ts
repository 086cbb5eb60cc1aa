/** A temp dir of a suite's own, for the gateway's photo folders. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_DIR_PREFIX } from '../../gateway/src/photos/photo-uploads.js';

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
