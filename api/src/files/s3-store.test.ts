import { createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseStorageUrl } from '../config.js';
import { S3ObjectStore } from './s3-store.js';

describe('S3ObjectStore against a store that stalls', () => {
  const sockets: Socket[] = [];
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    sockets.splice(0).forEach((socket) => socket.destroy());
    await close?.();
  });

  it('gives up on a request that gets no answer, instead of waiting for ever', async () => {
    // Accepts every connection, reads the request and never answers.
    const server = createServer((socket) => {
      sockets.push(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    process.env.AWS_ACCESS_KEY_ID ??= 'teste';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'teste';
    const store = new S3ObjectStore(parseStorageUrl(`s3://fotos?endpoint=http://127.0.0.1:${port}&region=us-east-1`), undefined, {
      connectMs: 500,
      idleMs: 500,
    });
    const started = performance.now();
    try {
      await expect(store.head('images/parada.jpg')).rejects.toThrow();
    } finally {
      store.close();
    }
    // The SDK retries a timed-out request a few times; each attempt ends after the idle time.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
