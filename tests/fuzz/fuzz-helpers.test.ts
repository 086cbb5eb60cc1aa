/** The fuzz's own pieces: cases drawn again alike, the wire reader, the encoders and the language check. */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_SLOTS, caseAt } from './cases/all-cases.js';
import type { LiveValues } from './cases/fuzz-case.js';
import { looksPortuguese } from './checks/portuguese.js';
import { exchange, wireBytes } from './http/wire.js';
import { percentEncode } from './values/addresses.js';
import { looseJsonText, RawToken } from './values/json-text.js';

const LIVE: LiveValues = { apiKey: 'chave', staffToken: 'token', slug: 'casa-1', imageFile: 'a.jpg', feedToken: 'feed' };

describe('caseAt', () => {
  it('draws the same request for the same seed and number, and another for another seed', () => {
    for (const index of [0, 57, ALL_SLOTS.length + 3, 1999]) {
      expect(wireBytes(caseAt(42, index).build(LIVE))).toEqual(wireBytes(caseAt(42, index).build(LIVE)));
    }
    const differing = [0, 1, 2, 3, 4, 5].filter(
      (index) => !wireBytes(caseAt(1, index).build(LIVE)).equals(wireBytes(caseAt(2, index).build(LIVE))),
    );
    expect(differing.length).toBeGreaterThan(3);
  });

  it('gives every slot its turn', () => {
    ALL_SLOTS.forEach((slot, index) => expect(caseAt(7, index).family.startsWith(slot.family)).toBe(true));
  });
});

describe('exchange', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  /** A server that writes `reply` to whatever it receives, and keeps the connection open. */
  async function replying(reply: string): Promise<string> {
    server = createServer((socket) => socket.once('data', () => socket.write(reply)));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('reads a chunked answer to its last chunk without waiting for the close', async () => {
    const origin = await replying('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n');
    const outcome = await exchange(origin, { target: 'api', head: 'GET / HTTP/1.1', body: Buffer.alloc(0) }, 2000);
    expect(outcome.kind === 'answer' && outcome.answer.body.toString()).toBe('abcde');
  });

  it('skips a 100 Continue and reads the final answer by its length', async () => {
    const origin = await replying('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 404 Not Found\r\nContent-Length: 2\r\n\r\n{}');
    const outcome = await exchange(origin, { target: 'api', head: 'GET / HTTP/1.1', body: Buffer.alloc(0) }, 2000);
    expect(outcome.kind === 'answer' && [outcome.answer.status, outcome.answer.body.toString()]).toEqual([404, '{}']);
  });

  it('reports a server that never answers as a timeout', async () => {
    const origin = await replying('');
    expect((await exchange(origin, { target: 'api', head: 'GET / HTTP/1.1', body: Buffer.alloc(0) }, 200)).kind).toBe('timeout');
  });
});

describe('encoders', () => {
  it('percent-encodes a lone surrogate as the bytes UTF-8 would give it', () => {
    expect(percentEncode('a\ud800b')).toBe('a%ED%A0%80b');
    expect(percentEncode('🏠 ç')).toBe(encodeURIComponent('🏠 ç'));
  });

  it('writes raw tokens unquoted at any depth', () => {
    expect(looseJsonText({ page: new RawToken('NaN'), list: [new RawToken('1e999'), 'x'] })).toBe('{"page":NaN,"list":[1e999,"x"]}');
  });
});

describe('looksPortuguese', () => {
  it("tells the product's messages from graphql-js's", () => {
    expect(looksPortuguese('Requisição inválida.')).toBe(true);
    expect(looksPortuguese('Erro interno do servidor.')).toBe(true);
    expect(looksPortuguese('Chave de API inválida ou ausente.')).toBe(true);
    expect(looksPortuguese('Variable "$page" got invalid value "ção"; Int cannot represent non-integer value: "ção"')).toBe(false);
    expect(looksPortuguese('Unknown operation named "Other".')).toBe(false);
  });
});
