import type { Writable } from 'node:stream';
import { createGzip, type Gzip } from 'node:zlib';

/** zlib's output pieces: 64 KiB (its default is 16) means a quarter of the buffers for the collector. */
const CHUNK_BYTES = 64 * 1024;

/**
 * A gzip stream written as consecutive members (RFC 1952 allows any number; gunzip, tar and node-tar read them as
 * one stream), each at its own compression level: `compressAt` ends the current member and starts the next at the new
 * level. zlib's own `params` cannot switch to level 0 here: its stored blocks would still go through deflate's pace.
 * The members reach `output` one after the other, in order; bytes are taken as they come, with backpressure.
 */
export class GzipMembers {
  private member: Gzip;
  private level: number;
  /** Settles once every member started so far has been written whole to the output. */
  private written: Promise<void> = Promise.resolve();

  constructor(
    private readonly output: Writable,
    level: number,
    private readonly onError: (error: Error) => void,
  ) {
    this.level = level;
    this.member = this.open(level);
  }

  private open(level: number): Gzip {
    const member = createGzip({ level, chunkSize: CHUNK_BYTES });
    member.on('error', this.onError);
    this.written = this.written.then(
      () =>
        new Promise<void>((resolve) => {
          member.once('end', resolve);
          member.pipe(this.output, { end: false });
        }),
    );
    return member;
  }

  /** Writes bytes to the current member; false when they should wait for `drain` (given to `onDrain`). */
  write(chunk: Buffer, onDrain: () => void): boolean {
    const member = this.member;
    if (member.write(chunk)) return true;
    member.once('drain', onDrain);
    return false;
  }

  /** The next bytes are compressed at `level` (0: stored as they are), in a new member when it changes. */
  compressAt(level: number): void {
    if (level === this.level) return;
    this.member.end();
    this.level = level;
    this.member = this.open(level);
  }

  /** Ends the last member and, once every member is written, the output. */
  async end(): Promise<void> {
    this.member.end();
    await this.written;
    this.output.end();
  }
}
