/**
 * Postal-code lookups through the gateway and the real API, which asks a ViaCEP-compatible service run
 * here on loopback (the public ViaCEP is outside our system).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../gateway/src/server.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { A_REQUEST_ID, graphql } from './support.js';

const POSTAL_CODE = /* GraphQL */ `
  query PostalCode($cep: String!) {
    postalCode(cep: $cep) {
      found
      address {
        cep
        street
        neighborhood
        city
        state
      }
    }
  }
`;

/** What the service knows, by CEP; anything else is a ViaCEP `{ "erro": true }`. */
const SERVICE_ANSWERS: Record<string, { status: number; body: string; delayMs?: number }> = {
  '13025000': {
    status: 200,
    body: JSON.stringify({
      cep: '13025-000',
      logradouro: 'Rua Coronel Quirino',
      complemento: '',
      unidade: '',
      bairro: 'Cambuí',
      localidade: 'Campinas',
      uf: 'SP',
      estado: 'São Paulo',
      ibge: '3509502',
      ddd: '19',
    }),
  },
  '99999998': { status: 200, body: '{"erro": "true"}' },
  '13000500': { status: 500, body: '<h1>Internal Server Error</h1>' },
  '13000600': { status: 200, body: '{"cep":"13000-600"}', delayMs: 1_500 },
};

let service: Server;
let stack: RunningStack;
const asked: string[] = [];

beforeAll(async () => {
  service = createServer((req, res) => {
    const cep = /^\/(\d{8})\/json\/$/.exec(req.url ?? '')?.[1] ?? '';
    asked.push(cep);
    const answer = SERVICE_ANSWERS[cep] ?? { status: 200, body: '{"erro": true}' };
    setTimeout(() => {
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(answer.body);
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const cepServiceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  stack = await startStack({ seedDemo: false, cepServiceUrl, cepTimeoutMs: 400 });
});

afterAll(async () => {
  await stack?.close();
  service?.closeAllConnections();
  await new Promise<void>((resolve) => service?.close(() => resolve()));
});

const lookUp = (cep: string) => graphql<{ postalCode: unknown }>(stack.gatewayUrl, POSTAL_CODE, { cep });
const errorsOf = (answer: Awaited<ReturnType<typeof lookUp>>) =>
  answer.errors?.map((error) => ({ message: error.message, code: error.extensions?.code }));

describe('postalCode', () => {
  it('finds the address of a known CEP, typed with its mask', async () => {
    const answer = await lookUp('13025-000');
    expect(answer).toEqual({
      status: 200,
      data: {
        postalCode: {
          found: true,
          address: { cep: '13025000', street: 'Rua Coronel Quirino', neighborhood: 'Cambuí', city: 'Campinas', state: 'SP' },
        },
      },
    });
    expect(asked).toContain('13025000');
  });

  it('answers not found, without an error, for both ways the service says so', async () => {
    for (const cep of ['99999999', '99999998']) {
      expect(await lookUp(cep)).toEqual({ status: 200, data: { postalCode: { found: false, address: null } } });
    }
  });

  it("refuses a CEP that is not 8 digits with the API's message", async () => {
    const answer = await lookUp('1302-500');
    expect(answer.data).toBeNull();
    expect(errorsOf(answer)).toEqual([{ message: 'CEP inválido. Informe os 8 dígitos do CEP.', code: 'BAD_USER_INPUT' }]);
  });

  it("reports a failing service as UPSTREAM_ERROR with 'Erro ao buscar CEP.'", async () => {
    expect(errorsOf(await lookUp('13000500'))).toEqual([{ message: 'Erro ao buscar CEP.', code: 'UPSTREAM_ERROR' }]);
  });

  it('reports a service that does not answer in time the same way, without waiting for it', async () => {
    const started = Date.now();
    const answer = await lookUp('13000600');
    expect(Date.now() - started).toBeLessThan(1_400);
    expect(errorsOf(answer)).toEqual([{ message: 'Erro ao buscar CEP.', code: 'UPSTREAM_ERROR' }]);
  });
});

describe('postalCode with the API down', () => {
  let gateway: RunningGateway;

  beforeAll(async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    gateway = await startGateway({ port: 0, apiUrl: `http://127.0.0.1:${port}`, apiKey: 'qualquer' });
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it("reports UPSTREAM_UNAVAILABLE with 'Erro ao buscar CEP.'", async () => {
    const answer = await graphql(gateway.url, POSTAL_CODE, { cep: '13025000' });
    expect(answer.data).toBeNull();
    expect(answer.errors?.map((error) => ({ message: error.message, extensions: error.extensions }))).toEqual([
      { message: 'Erro ao buscar CEP.', extensions: { code: 'UPSTREAM_UNAVAILABLE', requestId: A_REQUEST_ID } },
    ]);
  });
});
