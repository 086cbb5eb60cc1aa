/**
 * The multipart reader against broken and hostile bodies, behind the real `/graphql` upload handler on an HTTP
 * server: each is answered 400 (or 413) in pt-BR, no error goes unhandled, and the server keeps answering.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_MULTIPART_MESSAGE, OPERATION_TOO_LARGE_MESSAGE, TOO_MANY_FILES_MESSAGE, graphqlUploads } from '../http/uploads.js';
import type { FileUpload } from './file-upload.js';
import { FileNotReceivedError } from './multipart-request.js';

const BOUNDARY = '----b';
let server: Server;
let origin = '';
const unhandled: unknown[] = [];
const recordUnhandled = (error: unknown) => unhandled.push(error);

/** The operations the handler passed on, with each file read whole: what a resolver would see. */
async function describeOperations(operations: unknown): Promise<unknown> {
  const variables = (operations as { variables?: Record<string, unknown> }).variables ?? {};
  const files: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables)) {
    if (typeof value !== 'object' || value === null || !('promise' in value)) continue;
    try {
      const upload = await (value as { promise: Promise<FileUpload> }).promise;
      files[name] = `${upload.filename}:${await text(upload.createReadStream())}`;
    } catch (error) {
      files[name] = error instanceof FileNotReceivedError ? 'not received' : 'failed';
    }
  }
  return files;
}

beforeAll(async () => {
  process.on('uncaughtException', recordUnhandled);
  process.on('unhandledRejection', recordUnhandled);
  const app = express();
  app.use('/graphql', graphqlUploads(), (req, res, next) => {
    describeOperations(req.body).then((files) => res.json({ files }), next);
  });
  server = createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.off('uncaughtException', recordUnhandled);
  process.off('unhandledRejection', recordUnhandled);
  server.close();
  await once(server, 'close');
});

function part(headers: string, body: string): string {
  return `--${BOUNDARY}\r\n${headers}\r\n\r\n${body}\r\n`;
}
const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value);
const file = (name: string, fileName: string, bytes: string) =>
  part(`Content-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: image/jpeg`, bytes);
const end = `--${BOUNDARY}--\r\n`;
const operations = field('operations', JSON.stringify({ query: '{ x }', variables: { photo: null } }));
const photoMap = field('map', JSON.stringify({ 1: ['variables.photo'] }));

async function send(body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    body,
    headers: { 'apollo-require-preflight': '1', 'content-type': contentType },
    signal: AbortSignal.timeout(5_000),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const refused = (status: number, message: string, code = 'BAD_REQUEST') => ({
  status,
  body: { errors: [{ message, extensions: { code } }] },
});

describe('readMultipartRequest, through the /graphql upload handler', () => {
  it.each([
    ['a part whose only header has no colon (the 33-byte request)', `--${BOUNDARY}\r\nBroken\r\n\r\nx\r\n${end}`],
    ['a NUL byte in a part name', field('op\u0000s', '{}') + end],
    ['invalid JSON in operations followed by a file', field('operations', '{bad') + file('1', 'a.jpg', 'xx') + end],
    ['invalid JSON in map followed by a file', operations + field('map', '{bad') + file('1', 'a.jpg', 'xx') + end],
    ['a map path through the prototype', operations + field('map', '{"1":["__proto__.polluted"]}') + file('1', 'a.jpg', 'x') + end],
    ['a map path to nothing', operations + field('map', '{"1":["variables.nothing.0"]}') + file('1', 'a.jpg', 'x') + end],
    ['a file before operations', file('1', 'a.jpg', 'x') + operations + photoMap + end],
    ['map before operations', photoMap + operations + end],
    ['a body cut before its end', operations + `--${BOUNDARY}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"1"`],
    ['no parts at all', end],
    ['an empty body', ''],
  ])('answers %s with 400 in pt-BR', async (_case, body) => {
    expect(await send(body)).toEqual(refused(400, INVALID_MULTIPART_MESSAGE));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports a file whose part name or file name holds a control byte as not received', async () => {
    for (const broken of [file('1', 'a\u0001.jpg', 'xx'), file('1\u0000', 'a.jpg', 'xx')]) {
      expect(await send(operations + photoMap + broken + end)).toEqual({ status: 200, body: { files: { photo: 'not received' } } });
    }
  });

  it('answers a multipart request without a boundary with 400 in pt-BR', async () => {
    expect(await send(operations + end, 'multipart/form-data')).toEqual(refused(400, INVALID_MULTIPART_MESSAGE));
  });

  it('refuses more files in map than allowed, and an operations part over its limit, with 413', async () => {
    const map = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [String(index), ['variables.photo']]));
    expect(await send(operations + field('map', JSON.stringify(map)) + end)).toEqual(
      refused(413, TOO_MANY_FILES_MESSAGE, 'BAD_USER_INPUT'),
    );
    expect(await send(field('operations', `{"query":"${'x'.repeat(1_000_001)}"}`) + end)).toEqual(
      refused(413, OPERATION_TOO_LARGE_MESSAGE),
    );
  });

  it('hands a well-formed request on, the file where map put it, once every broken one was refused', async () => {
    expect(await send(operations + photoMap + file('1', 'casa.jpg', 'bytes') + end)).toEqual({
      status: 200,
      body: { files: { photo: 'casa.jpg:bytes' } },
    });
    expect(unhandled).toEqual([]);
  });
});
