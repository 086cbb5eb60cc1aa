import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Header, Pack, ReadEntry } from 'tar';
import { GzipMembers } from './gzip-members.js';

/** The database copy and the lists: level 3 shrinks them about as well as the default 6, in less time. */
const COMPRESSED_LEVEL = 3;
/**
 * Photos are compressed already: deflate would gain nothing on them, at some 45 MB/s on one core; stored (level 0), they
 * go at the disk's pace.
 */
const STORED_LEVEL = 0;

/** An entry about to be written: its size must be known first, a tar header comes before the bytes. */
interface EntryHeader {
  /** The path inside the archive, `files/images/ab12.jpg`. */
  path: string;
  size: number;
  mtime: Date;
  /** False for bytes that are compressed already (JPEG, PNG, WebP): they are stored as they are. */
  compress?: boolean;
}

/** How an entry was written. */
interface WrittenEntry {
  /** SHA-256 of the entry's bytes, as hex. */
  sha256: string;
  size: number;
}

/**
 * A `.tar.gz` written as a stream (node-tar's `Pack`, then gzip), one entry at a time, each read from its source while
 * it is written: at most a few chunks of one file are in memory. Photos are stored in gzip members of level 0, the rest
 * compressed (`GzipMembers`). The archive is written under `<final>.<random>.partial` and renamed to its name by
 * `finish()` only, so a half-written archive never has an archive's name.
 */
export class ArchiveWriter {
  private readonly pack = new Pack({ portable: true });
  private readonly gzip: GzipMembers;
  private readonly output: WriteStream;
  private readonly failed: Promise<never>;
  private readonly written: Promise<void>;

  constructor(
    private readonly temporary: string,
    private readonly final: string,
  ) {
    this.output = createWriteStream(temporary, { flags: 'wx', flush: true });
    let fail: (error: unknown) => void = () => undefined;
    this.failed = new Promise<never>((_resolve, reject) => (fail = reject));
    // Every wait below races it; one not raced yet must not end the process as unhandled.
    this.failed.catch(() => undefined);
    this.pack.on('error', fail);
    this.output.on('error', fail);
    this.written = new Promise<void>((resolve) => this.output.on('close', resolve));
    this.gzip = new GzipMembers(this.output, COMPRESSED_LEVEL, fail);
    this.pack.on('data', (chunk: Buffer) => {
      if (!this.gzip.write(chunk, () => this.pack.resume())) this.pack.pause();
    });
  }

  /**
   * Writes one entry of `header.size` bytes from `source`, answering their SHA-256. A source that gives more or fewer
   * bytes than announced fails the archive (the entry would be unreadable).
   */
  async add(header: EntryHeader, source: AsyncIterable<Buffer | string> | Iterable<Buffer>): Promise<WrittenEntry> {
    this.gzip.compressAt(header.compress === false ? STORED_LEVEL : COMPRESSED_LEVEL);
    const entry = new ReadEntry(new Header({ path: header.path, size: header.size, mtime: header.mtime, mode: 0o644, type: 'File' }));
    this.pack.add(entry);
    const hash = createHash('sha256');
    let size = 0;
    for await (const piece of source) {
      const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
      size += chunk.length;
      if (size > header.size) throw new Error(`${header.path} cresceu durante a cópia (mais de ${header.size} bytes).`);
      hash.update(chunk);
      if (!entry.write(chunk)) await Promise.race([new Promise((resolve) => entry.once('drain', resolve)), this.failed]);
    }
    if (size !== header.size) throw new Error(`${header.path} mudou durante a cópia: ${size} bytes lidos de ${header.size}.`);
    entry.end();
    return { sha256: hash.digest('hex'), size };
  }

  /** Writes a local file as one entry. */
  addFile(path: string, file: string, size: number, mtime: Date): Promise<WrittenEntry> {
    return this.add({ path, size, mtime }, createReadStream(file));
  }

  /** Writes a small entry held in memory (the manifest, the checksum list). */
  addBuffer(path: string, data: Buffer, mtime: Date): Promise<WrittenEntry> {
    return this.add({ path, size: data.length, mtime }, [data]);
  }

  /** Ends the archive, waits until every byte is on disk and gives it its name. */
  async finish(): Promise<void> {
    const packed = new Promise<void>((resolve) => this.pack.once('end', () => resolve()));
    this.pack.end();
    await Promise.race([packed, this.failed]);
    await Promise.race([this.gzip.end(), this.failed]);
    await Promise.race([this.written, this.failed]);
    await rename(this.temporary, this.final);
  }

  /** Gives the archive up: the partial file is removed. */
  async abort(): Promise<void> {
    this.output.destroy();
    await rm(this.temporary, { force: true });
  }
}
