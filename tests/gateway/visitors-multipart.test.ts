/**
 * The GraphQL multipart protocol of the registration (graphql-multipart-request-spec) at the edges:
 * CSRF prevention, the file count, files in any order, files never read, files announced but not sent.
 */
import { request as httpRequest } from 'node:http';
import { json } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLErrorBody } from './support.js';
import {
  multipartGraphql,
  photoFiles,
  readDatabase,
  REGISTER_PROPERTY,
  sampleJpeg,
  useRegistrationStack,
  validRegistration,
  type MutationResultData,
} from './visitors-support.js';

const { stack, uploadDirsLeft } = useRegistrationStack('gateway-multipart-suite-');
let photo: Buffer;

beforeAll(async () => {
  photo = await sampleJpeg('#8e44ad');
});

const titledCount = (title: string) =>
  readDatabase<{ count: number }>(stack().dataDir, 'SELECT count(*) AS count FROM properties WHERE title = ?', title)[0]?.count;

/** A multipart request whose file parts come in the order given, each named by its key in `map`. */
async function sendParts(
  query: string,
  variables: Record<string, unknown>,
  map: Record<string, string[]>,
  parts: [key: string, bytes: Uint8Array][],
) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(map));
  for (const [key, bytes] of parts) form.append(key, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${key}.jpg`);
  const response = await fetch(`${stack().gatewayUrl}/graphql`, {
    method: 'POST',
    body: form,
    headers: { 'Apollo-Require-Preflight': 'true' },
    signal: AbortSignal.timeout(15_000),
  });
  return {
    status: response.status,
    ...((await response.json()) as { data?: { registerProperty: MutationResultData } | null; errors?: GraphQLErrorBody[] }),
  };
}

const threePhotoMap = { main: ['variables.mainImage'], first: ['variables.otherImages.0'], second: ['variables.otherImages.1'] };

describe('multipart GraphQL requests', () => {
  it('refuses a request without a preflight header (CSRF prevention), before reading it', async () => {
    const title = 'Sem cabeçalho de preflight';
    const answer = await multipartGraphql<unknown>(
      stack().gatewayUrl,
      REGISTER_PROPERTY,
      { input: validRegistration(title), mainImage: null, otherImages: [null, null] },
      photoFiles([photo, photo, photo]),
      {},
    );
    expect(answer).toEqual({
      status: 400,
      errors: [
        {
          message:
            'Operação bloqueada como possível falsificação de requisição (CSRF): envie Content-Type: application/json ou o cabeçalho Apollo-Require-Preflight.',
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
    expect(titledCount(title)).toBe(0);
  });

  it('refuses more than 20 files in pt-BR', async () => {
    const title = 'Fotos demais';
    const files = photoFiles(Array.from({ length: 21 }, () => photo));
    const answer = await multipartGraphql<unknown>(
      stack().gatewayUrl,
      REGISTER_PROPERTY,
      { input: validRegistration(title), mainImage: null, otherImages: Array.from({ length: 20 }, () => null) },
      files,
    );
    expect(answer).toEqual({
      status: 413,
      errors: [{ message: 'Envie no máximo 20 fotos: 1 principal e até 19 adicionais.', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(titledCount(title)).toBe(0);
  });

  it('receives the files in whatever order they come', async () => {
    const title = 'Fotos na ordem inversa';
    const answer = await sendParts(
      REGISTER_PROPERTY,
      { input: validRegistration(title), mainImage: null, otherImages: [null, null] },
      threePhotoMap,
      [
        ['second', photo],
        ['first', photo],
        ['main', photo],
      ],
    );
    expect(answer.data?.registerProperty.ok).toBe(true);
    expect(titledCount(title)).toBe(1);
  });

  it('answers an operation that never reads its files, then takes in the rest of the request at once', async () => {
    const large = new Uint8Array(6 * 1024 * 1024);
    large.set(photo);
    const invalid = REGISTER_PROPERTY.replace('{ ok ', '{ ok unknownField ');
    expect(invalid).not.toBe(REGISTER_PROPERTY);
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: invalid, variables: { input: validRegistration('Nunca lida'), mainImage: null, otherImages: [null, null] } }),
    );
    form.append('map', JSON.stringify(threePhotoMap));
    for (const key of ['main', 'first', 'second']) form.append(key, new Blob([large], { type: 'image/jpeg' }), `${key}.jpg`);
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const started = Date.now();
    const request = httpRequest(`${stack().gatewayUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': encoded.headers.get('content-type') ?? '',
        'content-length': String(body.length),
        'apollo-require-preflight': 'true',
        // As the site's uploads ask: a refused operation is then a 400 (GraphQL over HTTP).
        accept: 'application/graphql-response+json, application/json',
      },
    });
    const answered = new Promise<{ status: number; json: { errors?: GraphQLErrorBody[] } }>((resolve, reject) => {
      request.once('response', (response) => {
        json(response).then(
          (parsed) => resolve({ status: response.statusCode ?? 0, json: parsed as { errors?: GraphQLErrorBody[] } }),
          reject,
        );
      });
      request.once('error', reject);
    });
    const sent = new Promise<number>((resolve) => {
      const giveUp = setTimeout(() => resolve(Number.POSITIVE_INFINITY), 4_000);
      request.once('finish', () => {
        clearTimeout(giveUp);
        resolve(Date.now() - started);
      });
    });
    request.end(body);
    const answer = await answered;
    expect(answer.status).toBe(400);
    expect(answer.json.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // Left unread, the rest of the body would wait for the server's keep-alive timeout (5 s) to close the connection.
    expect(await sent).toBeLessThan(3_000);
    request.destroy();
  });

  it('answers a file announced in map but never sent as BAD_USER_INPUT in pt-BR, leaving no temporary file', async () => {
    const title = 'Arquivo que não veio';
    const answer = await sendParts(
      REGISTER_PROPERTY,
      { input: validRegistration(title), mainImage: null, otherImages: [null, null] },
      threePhotoMap,
      [
        ['main', photo],
        ['first', photo],
      ],
    );
    expect(answer.data).toBeNull();
    expect(answer.errors?.map((error) => ({ message: error.message, code: error.extensions?.code }))).toEqual([
      { message: 'Não foi possível receber as fotos enviadas. Verifique sua conexão e tente novamente.', code: 'BAD_USER_INPUT' },
    ]);
    expect(titledCount(title)).toBe(0);
    expect(await uploadDirsLeft()).toEqual([]);
  });
});
