/**
 * The product stops cleanly on SIGTERM and SIGINT, started the way the README does (`npm run …`), in one
 * process or as the API and the gateway apart: each process exits 0 within 5 s, with an owner registration
 * upload and a mail to a slow SMTP server in flight; whatever was acknowledged is there after a restart on the
 * same data, and the mail reaches the server exactly once.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../api/support/mailbox.js';
import { eventually } from '../api/support/visitors.js';
import { graphql } from '../gateway/support.js';
import { readDatabase, sampleJpeg, SEND_CONTACT_MESSAGE, type MutationResultData } from '../gateway/visitors-support.js';
import { startProduct, type ProductExit, type ProductProcess } from './support/product-process.js';
import { startUploadInFlight, waitForGatewayReceiving } from './support/upload-in-flight.js';

/** The product owner's limit, measured from the signal to the exit of the npm process. */
const STOP_LIMIT_MS = 5000;
const TEST_TIMEOUT_MS = 90_000;
const VISITOR = {
  name: 'Rafael Torres',
  email: 'rafael@example.com',
  phone: '(19) 98765-4321',
  interest: 'RENT_OUT',
  message: 'Tenho um apartamento para alugar no Cambuí.',
};

/** The product in one of its layouts: one process, or the API and the gateway apart. */
interface RunningProduct {
  gatewayUrl: string;
  /** Signals every process at once and answers how each exited. */
  stop(signal: NodeJS.Signals): Promise<ProductExit[]>;
  output(): string;
  kill(): void;
}

type Layout = (env: Record<string, string>) => Promise<RunningProduct>;

const oneProcess: Layout = async (env) => {
  const product = await startProduct('dev', env);
  return {
    gatewayUrl: product.url,
    stop: async (signal) => [await product.stop(signal)],
    output: () => product.output(),
    kill: () => product.kill(),
  };
};

const apiAndGatewayApart: Layout = async (env) => {
  const started: ProductProcess[] = [];
  try {
    const api = await startProduct('start:api', env);
    started.push(api);
    const gateway = await startProduct('start:gateway', { ...env, API_URL: api.url });
    started.push(gateway);
    return {
      gatewayUrl: gateway.url,
      stop: (signal) => Promise.all([gateway.stop(signal), api.stop(signal)]),
      output: () => `API:\n${api.output()}\nGateway:\n${gateway.output()}`,
      kill: () => started.forEach((part) => part.kill()),
    };
  } catch (error) {
    started.forEach((part) => part.kill());
    throw error;
  }
};

let photos: Buffer[];
let folder: string;
let mailbox: Mailbox | undefined;
let running: RunningProduct | undefined;

beforeAll(async () => {
  photos = await Promise.all(['#c0392b', '#27ae60', '#2980b9'].map((color) => sampleJpeg(color)));
});

afterEach(async () => {
  running?.kill();
  running = undefined;
  await mailbox?.close();
  mailbox = undefined;
  await rm(folder, { recursive: true, force: true });
});

async function start(layout: Layout, env: Record<string, string>): Promise<RunningProduct> {
  running = await layout(env);
  return running;
}

async function stopWithin5s(product: RunningProduct, signal: NodeJS.Signals): Promise<void> {
  const exits = await product.stop(signal);
  for (const exit of exits) {
    expect(exit, product.output()).toEqual({ code: 0, signal: null, elapsedMs: expect.any(Number) as number });
    expect(exit.elapsedMs, product.output()).toBeLessThan(STOP_LIMIT_MS);
  }
}

/** The statuses of the outbox's mails of one kind: the contact message's, or the owner's confirmation of a registration. */
const outboxStatuses = (dataDir: string, kind: 'contact_message' | 'property_status') =>
  readDatabase<{ status: string }>(dataDir, 'SELECT status FROM outbox WHERE kind = ? ORDER BY id', kind).map((row) => row.status);

const AGENCY_MAIL = 'atendimento@imobiliaria-teste.com.br';

/** The mail being sent when the stop came: accepted by the server in time (sent), or still queued (pending). */
type MailAfterStop = 'sent' | 'pending';

/**
 * Starts the product, holds an upload in the middle at the gateway, sends a contact message and waits until
 * its mail is at the SMTP server, not yet accepted; then sends SIGTERM, lets the upload go on, and checks
 * the stop, a restart on the same data and, at last, a stop with `lastSignal`.
 */
async function stopWithRequestsInFlight(
  layout: Layout,
  acceptDelayMs: number,
  mailAfterStop: MailAfterStop,
  lastSignal: NodeJS.Signals,
): Promise<void> {
  folder = await mkdtemp(path.join(tmpdir(), 'product-shutdown-'));
  const dataDir = path.join(folder, 'data');
  const gatewayTmp = path.join(folder, 'tmp');
  await mkdir(gatewayTmp);
  mailbox = await startMailbox(0, { acceptDelayMs });
  const mails = mailbox;
  const mailsTo = (address: string) => mails.mails.filter((mail) => mail.envelopeTo.includes(address));
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    API_PORT: '0',
    API_KEY: 'chave-dos-testes-de-parada',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    ADMIN_PASSWORD: 'senha-dos-testes-123',
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    MAIL_TO: AGENCY_MAIL,
    TMPDIR: gatewayTmp,
  };
  const title = 'Casa enviada durante a parada';

  const product = await start(layout, env);
  const upload = await startUploadInFlight(product.gatewayUrl, title, photos);
  await waitForGatewayReceiving(gatewayTmp);
  const contact = await graphql<{ sendContactMessage: MutationResultData }>(product.gatewayUrl, SEND_CONTACT_MESSAGE, { input: VISITOR });
  expect(contact.data?.sendContactMessage.ok).toBe(true);
  await mailbox.waitForReceived(1);

  const stopping = stopWithin5s(product, 'SIGTERM');
  upload.finish();
  await stopping;
  const registered = await upload.acknowledged;
  expect(outboxStatuses(dataDir, 'contact_message')).toEqual([mailAfterStop]);
  // An acknowledged registration has queued its owner's confirmation, sent or still waiting.
  expect(outboxStatuses(dataDir, 'property_status')).toHaveLength(registered ? 1 : 0);
  expect(mailsTo(AGENCY_MAIL)).toHaveLength(mailAfterStop === 'sent' ? 1 : 0);

  mailbox.acceptDelayMs = 0;
  const restarted = await start(layout, env);
  expect(readDatabase(dataDir, 'SELECT id FROM contact_messages WHERE email = ?', VISITOR.email)).toHaveLength(1);
  if (registered) expect(readDatabase(dataDir, 'SELECT id FROM properties WHERE title = ?', title)).toHaveLength(1);
  const queued = registered ? 2 : 1;
  await eventually(
    () => Promise.resolve([...outboxStatuses(dataDir, 'contact_message'), ...outboxStatuses(dataDir, 'property_status')]),
    (statuses) => statuses.length === queued && statuses.every((status) => status === 'sent'),
    20_000,
  );
  await stopWithin5s(restarted, lastSignal);
  expect(mailsTo(AGENCY_MAIL)).toHaveLength(1);
  expect(mailbox.mails).toHaveLength(queued);
}

describe('stopping the product', () => {
  it(
    'in one process (npm run dev): exits 0 within 5 s of SIGTERM, then of SIGINT, nothing acknowledged lost, the mail delivered once',
    async () => {
      // The server accepts the mail a second after it arrives: the stop lets that delivery finish.
      await stopWithRequestsInFlight(oneProcess, 1000, 'sent', 'SIGINT');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'as the API and the gateway apart (npm run start:api, start:gateway): each exits 0 within 5 s of SIGTERM, the mail delivered once',
    async () => {
      // The server takes longer than the stop waits: the mail stays queued and goes out after the restart.
      await stopWithRequestsInFlight(apiAndGatewayApart, 8000, 'pending', 'SIGTERM');
    },
    TEST_TIMEOUT_MS,
  );
});
