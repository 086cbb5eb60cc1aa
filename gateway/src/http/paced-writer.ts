import type { Writable } from 'node:stream';

/** What the writer needs of a response (an Express response or any writable stream). */
export type WritableResponse = Pick<Writable, 'write' | 'on' | 'destroyed' | 'writableEnded'>;

/**
 * Writes a response chunk by chunk at the client's pace: a write resolves once the chunk is taken, or after
 * a `drain` when the buffer was full, so what waits in memory stays about one chunk. Once the client has gone
 * (`closed`), writes are dropped.
 */
export class PacedWriter {
  private wake: (() => void) | null = null;

  constructor(private readonly res: WritableResponse) {
    const resume = (): void => {
      this.wake?.();
      this.wake = null;
    };
    // One listener of each for the whole response (`compression` moves `drain` listeners to its own stream).
    res.on('drain', resume);
    res.on('close', resume);
  }

  get closed(): boolean {
    return this.res.destroyed || this.res.writableEnded;
  }

  async write(chunk: string): Promise<void> {
    if (this.closed || this.res.write(chunk)) return;
    await new Promise<void>((resolve) => {
      this.wake = resolve;
    });
  }
}
