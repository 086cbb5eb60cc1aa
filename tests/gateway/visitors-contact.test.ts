/** The contact form's mutation through the gateway against the real API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../support/stack.js';
import type { GraphQLAnswer } from './support.js';
import { readDatabase, SEND_CONTACT_MESSAGE, type MutationResultData } from './visitors-support.js';
import { DAY_WINDOW_MS } from '../support/rate-windows.js';

interface StoredMessage {
  name: string;
  email: string;
  phone: string;
  interest: string | null;
  message: string;
}

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack({ seedDemo: false, rateLimits: { contact: { max: 2, windowMs: DAY_WINDOW_MS } } });
});

afterAll(async () => {
  await stack?.close();
});

/** Sends the mutation as a visitor at `address` (the gateway trusts the loopback proxy that says so). */
async function sendContactMessage(
  address: string,
  input: Record<string, unknown>,
): Promise<GraphQLAnswer<{ sendContactMessage: MutationResultData }>> {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: SEND_CONTACT_MESSAGE, variables: { input } }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after') ?? undefined,
    ...((await response.json()) as Omit<GraphQLAnswer<{ sendContactMessage: MutationResultData }>, 'status'>),
  };
}

const storedMessages = () =>
  readDatabase<StoredMessage>(stack.dataDir, 'SELECT name, email, phone, interest, message FROM contact_messages ORDER BY id');

describe('sendContactMessage', () => {
  it("stores the message and answers the API's confirmation", async () => {
    const answer = await sendContactMessage('203.0.113.10', {
      name: 'Rafael Torres',
      email: 'rafael@example.com',
      phone: '(19) 98765-4321',
      interest: 'RENT_OUT',
      message: 'Tenho um apartamento para alugar no Cambuí.',
    });
    expect(answer).toEqual({
      status: 200,
      data: {
        sendContactMessage: {
          ok: true,
          message: 'Mensagem enviada com sucesso! Em breve nossa equipe entrará em contato.',
          error: null,
        },
      },
    });
    expect(storedMessages()).toEqual([
      {
        name: 'Rafael Torres',
        email: 'rafael@example.com',
        phone: '(19) 98765-4321',
        interest: 'rent_out',
        message: 'Tenho um apartamento para alugar no Cambuí.',
      },
    ]);
  });

  it('answers missing fields as data, with the message of spec §5 and one entry per field', async () => {
    const answer = await sendContactMessage('203.0.113.11', { name: 'Rafael Torres', email: '', message: '   ' });
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.sendContactMessage).toEqual({
      ok: false,
      message: null,
      error: {
        message: 'Por favor, preencha todos os campos obrigatórios.',
        fieldErrors: [
          { field: 'email', message: 'Campo obrigatório.' },
          { field: 'phone', message: 'Campo obrigatório.' },
          { field: 'message', message: 'Campo obrigatório.' },
        ],
      },
    });
    expect(storedMessages()).toHaveLength(1);
  });

  it('answers an invalid e-mail at its field', async () => {
    const answer = await sendContactMessage('203.0.113.12', { name: 'Ana', email: 'ana@', phone: '19 3232-1000', message: 'Olá' });
    expect(answer.data?.sendContactMessage.error?.fieldErrors).toEqual([
      { field: 'email', message: 'Por favor, insira um e-mail válido.' },
    ]);
  });

  it("counts each visitor apart and answers too many messages with the API's 429 and Retry-After", async () => {
    const input = { name: 'Bia', email: 'bia@example.com', phone: '(19) 97777-1111', message: 'Quero comprar.' };
    const first = await sendContactMessage('198.51.100.20', input);
    const second = await sendContactMessage('198.51.100.20', input);
    const third = await sendContactMessage('198.51.100.20', input);
    expect([first, second].map((answer) => answer.data?.sendContactMessage.ok)).toEqual([true, true]);
    expect(third).toEqual({
      status: 429,
      retryAfter: expect.stringMatching(/^[1-9]\d*$/) as string,
      data: null,
      errors: [
        {
          message: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.',
          path: ['sendContactMessage'],
          locations: expect.any(Array) as unknown[],
          extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: Number(third.retryAfter) },
        },
      ],
    });
    const otherVisitor = await sendContactMessage('198.51.100.21', input);
    expect(otherVisitor.data?.sendContactMessage.ok).toBe(true);
  });
});
