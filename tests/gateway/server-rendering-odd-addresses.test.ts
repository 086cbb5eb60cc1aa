/**
 * Public pages asked at addresses routes read as a page but a URL parser reads otherwise (found by tests/fuzz): each
 * is rendered, never answered 503 while the API is up.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sendRawRequest } from '../support/raw-http.js';
import { startStack, type RunningStack } from '../support/stack.js';

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack({ seedDemo: false });
});

afterAll(() => stack?.close());

it('renders the home page asked as //?page=2 (a leading // names a host to a URL parser)', async () => {
  for (const target of ['//?page=2', '//?op=rent&page=1']) {
    const response = await sendRawRequest(stack.gatewayUrl, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close`);
    expect(response.status, target).toBe(200);
    expect(response.body).toContain('<html lang="pt-BR">');
  }
});
