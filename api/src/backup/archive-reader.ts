import { createReadStream } from 'node:fs';
import { Parser, type ReadEntry } from 'tar';

/** One entry of an archive being read: its bytes must be read through (or left: they are then skipped). */
export interface ArchiveEntry {
  path: string;
  size: number;
  mtime: Date | undefined;
  body: AsyncIterable<Buffer>;
}

/** The archive cannot be read as a `.tar.gz`: cut short, damaged, or something else. */
export class UnreadableArchiveError extends Error {
  constructor(reason: string) {
    super(`o arquivo não pôde ser lido como .tar.gz (${reason}).`);
    this.name = 'UnreadableArchiveError';
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads a `.tar.gz` as a stream (node-tar's `Parser`, strict: a damaged header, a truncated archive or a broken gzip
 * stream is an error), calling `onEntry` for each entry in turn; the next entry is read once `onEntry` has settled.
 * Only plain files are expected: any other kind of entry is refused. Rejects with the first failure, the reader's or
 * `onEntry`'s, and then reads no further.
 */
export function readArchive(file: string, onEntry: (entry: ArchiveEntry) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const source = createReadStream(file);
    let failure: unknown;
    let settled = false;
    const fail = (error: unknown) => {
      if (failure !== undefined) return;
      failure = error;
      source.destroy();
      reject(error);
    };
    let chain = Promise.resolve();
    const handle = async (entry: ReadEntry) => {
      if (failure !== undefined) {
        entry.resume();
        return;
      }
      if (entry.type !== 'File') throw new UnreadableArchiveError(`entrada inesperada ${entry.path} (${entry.type})`);
      await onEntry({ path: entry.path, size: entry.size, mtime: entry.mtime, body: entry });
      // What `onEntry` left unread is skipped, so that the reader goes on.
      entry.resume();
    };
    const parser = new Parser({
      strict: true,
      noResume: true,
      onReadEntry: (entry) => {
        chain = chain.then(() => handle(entry)).catch(fail);
      },
    });
    parser.on('error', (error: unknown) => fail(new UnreadableArchiveError(reasonOf(error))));
    source.on('error', (error) => fail(error));
    parser.on('end', () => {
      void chain.then(() => {
        if (failure === undefined && !settled) {
          settled = true;
          resolve();
        }
      });
    });
    source.pipe(parser);
  });
}
