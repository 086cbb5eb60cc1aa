import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PacedWriter } from './paced-writer.js';

/** A client taking one chunk at a time, each only when `take()` is called. */
function slowClient(): { stream: Writable; taken: string[]; take: () => void } {
  const taken: string[] = [];
  const waiting: (() => void)[] = [];
  const stream = new Writable({
    highWaterMark: 4,
    write(chunk: Buffer, _encoding, callback) {
      waiting.push(() => {
        taken.push(chunk.toString());
        callback();
      });
    },
  });
  return { stream, taken, take: () => waiting.shift()?.() };
}

describe('PacedWriter', () => {
  it('resolves a write at once while the buffer has room, and after the drain once it is full', async () => {
    const client = slowClient();
    const writer = new PacedWriter(client.stream);
    await writer.write('ab');
    let resolved = false;
    const full = writer.write('cdef').then(() => {
      resolved = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(resolved).toBe(false);
    client.take();
    client.take();
    await full;
    expect(client.taken).toEqual(['ab', 'cdef']);
  });

  it('stops waiting and drops writes once the client has gone', async () => {
    const client = slowClient();
    const writer = new PacedWriter(client.stream);
    const full = writer.write('abcdef');
    client.stream.destroy();
    await full;
    expect(writer.closed).toBe(true);
    await writer.write('gh');
    expect(client.taken).toEqual([]);
  });
});
