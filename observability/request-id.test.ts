import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptableRequestId, currentRequestId, requestIds, sentByTrustedProxy } from './request-id.js';

describe('acceptableRequestId', () => {
  it('takes ids of 8 to 128 letters, digits and ._:- only', () => {
    expect(acceptableRequestId('0f6c1e0a-3d4b-4c5e-9f00-123456789abc')).toBe(true);
    expect(acceptableRequestId('Root=1-67891233-abcdef012345678912345678')).toBe(false);
    expect(acceptableRequestId('abc')).toBe(false);
    expect(acceptableRequestId('x'.repeat(129))).toBe(false);
    expect(acceptableRequestId('linha\nfalsa-do-log')).toBe(false);
    expect(acceptableRequestId(undefined)).toBe(false);
  });
});

describe('requestIds', () => {
  let trustedUrl: string;
  let untrustedUrl: string;
  const servers: { close(): void }[] = [];

  function serve(trustProxy: boolean): Promise<string> {
    const app = express();
    app.set('trust proxy', trustProxy ? 'loopback' : false);
    app.use(requestIds(sentByTrustedProxy));
    app.get('/', (_req, res) => {
      // Still known after an await: the rest of the request runs in its context.
      void Promise.resolve().then(() => res.json({ requestId: currentRequestId() }));
    });
    return new Promise((resolve) => {
      const server = app.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
      servers.push(server);
    });
  }

  beforeAll(async () => {
    trustedUrl = await serve(true);
    untrustedUrl = await serve(false);
  });
  afterAll(() => servers.forEach((server) => server.close()));

  const ask = async (url: string, id?: string) => {
    const response = await fetch(url, { headers: id === undefined ? {} : { 'x-request-id': id } });
    return { header: response.headers.get('x-request-id'), body: (await response.json()) as { requestId: string } };
  };

  it('keeps the id a trusted proxy sends, and answers it', async () => {
    expect(await ask(trustedUrl, 'proxy-id-0001')).toEqual({ header: 'proxy-id-0001', body: { requestId: 'proxy-id-0001' } });
  });

  it('makes its own id for any other caller, for a malformed id and for none', async () => {
    for (const [url, id] of [
      [untrustedUrl, 'proxy-id-0001'],
      [trustedUrl, 'mal formado'],
      [trustedUrl, undefined],
    ] as const) {
      const { header, body } = await ask(url, id);
      expect(header).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(body.requestId).toBe(header);
    }
  });
});
