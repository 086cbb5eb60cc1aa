/**
 * The product as a network of agencies runs it: two API processes and two gateway processes (gateway A in front
 * of API 1, gateway B in front of API 2) on one PostgreSQL database, one Redis and one S3-compatible store.
 * Requests alternate between the instances, and neither serves anything differently or loses anything.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../api/src/db/schema.js';
import { redisAvailable } from '../../gateway/src/caching/testing/redis-available.js';
import { describeOnPostgres } from '../api/support/on-postgres.js';
import { checkingConnection } from '../api/support/test-api.js';
import { eventually, visitorAddress } from '../api/support/visitors.js';
import { graphqlAs, signIn } from '../gateway/back-office-support.js';
import { CHANGE_STATUS, UPDATE_PROPERTY, type StaffPropertyResultData } from '../gateway/back-office-queries.js';
import { graphql, type OutcomeData } from '../gateway/support.js';
import {
  multipartGraphql,
  photoFiles,
  REGISTER_PROPERTY,
  sampleJpeg,
  SEND_CONTACT_MESSAGE,
  validRegistration,
} from '../gateway/visitors-support.js';
import {
  INSTANCES_ADMIN_EMAIL,
  INSTANCES_ADMIN_PASSWORD,
  startSeveralInstances,
  type SeveralInstances,
} from '../support/several-instances.js';

const PUBLIC_PROPERTY = /* GraphQL */ `
  query PublicProperty($slug: String!) {
    property(slug: $slug) {
      id
      title
      images {
        url
        cardUrl
        srcSet
        shareUrl
      }
    }
  }
`;

interface PublicProperty {
  id: string;
  title: string;
  images: { url: string; cardUrl: string; srcSet: string; shareUrl: string }[];
}

interface Registered {
  id: number;
  slug: string;
  title: string;
}

const withRedis = await redisAvailable();
let network: SeveralInstances;
let db: Kysely<Database>;
let registered: Registered | undefined;

const gatewayUrl = (index: 0 | 1): string => network.gateways[index]!.url;

/** Every address of a photo (original, each width, the link-preview picture), as a path on the site. */
function photoAddresses(image: PublicProperty['images'][number]): string[] {
  const widths = image.srcSet.split(',').map((entry) => entry.trim().split(' ')[0] ?? '');
  return [image.url, image.cardUrl, image.shareUrl, ...widths].map((address) => {
    const url = new URL(address, 'https://site.invalid');
    return `${url.pathname}${url.search}`;
  });
}

async function publicProperty(index: 0 | 1, slug: string): Promise<PublicProperty | null> {
  const answer = await graphql<{ property: PublicProperty | null }>(gatewayUrl(index), PUBLIC_PROPERTY, { slug });
  expect(answer.errors).toBeUndefined();
  return answer.data?.property ?? null;
}

async function fetchBytes(index: 0 | 1, address: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`${gatewayUrl(index)}${address}`);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

async function sendContact(index: 0 | 1, name: string): Promise<boolean> {
  try {
    const answer = await graphql<{ sendContactMessage: OutcomeData }>(
      gatewayUrl(index),
      SEND_CONTACT_MESSAGE,
      {
        input: {
          name,
          email: 'visitante@exemplo.com.br',
          phone: '(19) 98765-4321',
          interest: 'BUY',
          message: 'Gostaria de visitar o imóvel no sábado.',
        },
      },
      { 'X-Forwarded-For': visitorAddress() },
    );
    return answer.data?.sendContactMessage.ok === true;
  } catch {
    return false;
  }
}

async function outboxCounts(): Promise<{ pending: number; sent: number; failed: number }> {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { pending: count('pending'), sent: count('sent'), failed: count('failed') };
}

await describeOnPostgres('Two APIs and two gateways on one database, one Redis and one S3-compatible store', () => {
  beforeAll(async () => {
    if (!withRedis) return;
    network = await startSeveralInstances({ apis: 2, gateways: 2 });
    db = checkingConnection(network.database.url);
  }, 150_000);

  afterAll(async () => {
    await db?.destroy();
    await network?.close();
  });

  it.skipIf(!withRedis)(
    'an owner registers through A, staff approve and publish it through B, and both serve the page and every photo and variant alike',
    async () => {
      const title = `Casa registrada pela rede ${Date.now()}`;
      const photos = await Promise.all(['#8e44ad', '#16a085', '#d35400'].map((color) => sampleJpeg(color, 1200, 900)));
      const files = photoFiles(photos);
      const registration = await multipartGraphql<{ registerProperty: OutcomeData }>(
        gatewayUrl(0),
        REGISTER_PROPERTY,
        { input: validRegistration(title), mainImage: null, otherImages: [null, null] },
        files,
        { 'Apollo-Require-Preflight': 'true', 'X-Forwarded-For': visitorAddress() },
      );
      expect(registration.data?.registerProperty).toMatchObject({ ok: true });
      const row = await db.selectFrom('properties').select(['id', 'slug', 'status']).where('title', '=', title).executeTakeFirstOrThrow();
      expect(row.status).toBe('in_analysis');
      registered = { id: Number(row.id), slug: String(row.slug), title };
      // Not public yet, on either gateway.
      expect(await publicProperty(0, registered.slug)).toBeNull();
      expect(await publicProperty(1, registered.slug)).toBeNull();

      const staffToken = await signIn(gatewayUrl(1), INSTANCES_ADMIN_EMAIL, INSTANCES_ADMIN_PASSWORD);
      const approval = await graphqlAs<{ changePropertyStatus: StaffPropertyResultData }>(gatewayUrl(1), staffToken, CHANGE_STATUS, {
        id: String(registered.id),
        status: 'APPROVED',
        notifyClient: true,
      });
      expect(approval.errors).toBeUndefined();
      expect(approval.data?.changePropertyStatus.ok).toBe(true);

      const activation = await graphqlAs<{ updateProperty: StaffPropertyResultData }>(gatewayUrl(1), staffToken, UPDATE_PROPERTY, {
        id: String(registered.id),
        input: { isActive: true },
      });
      expect(activation.data?.updateProperty.ok).toBe(true);

      const [throughA, throughB] = [await publicProperty(0, registered.slug), await publicProperty(1, registered.slug)];
      expect(throughA?.title).toBe(title);
      expect(throughB).toEqual(throughA);
      expect(throughA?.images).toHaveLength(3);

      for (const index of [0, 1] as const) {
        const page = await fetch(`${gatewayUrl(index)}/imovel/${encodeURIComponent(registered.slug)}`, {
          headers: { accept: 'text/html' },
        });
        expect(page.status).toBe(200);
        expect(await page.text()).toContain(title);
      }
      const addresses = (throughA?.images ?? []).flatMap(photoAddresses);
      expect(addresses).toHaveLength(3 * 7);
      for (const address of addresses) {
        const [fromA, fromB] = [await fetchBytes(0, address), await fetchBytes(1, address)];
        expect({ address, status: fromA.status }).toEqual({ address, status: 200 });
        expect(fromA.type).toMatch(/^image\//);
        expect(fromB.status).toBe(200);
        expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
      }
    },
    90_000,
  );

  it.skipIf(!withRedis)('a public read kept by B changes right after a staff edit through A', async () => {
    expect(registered).toBeDefined();
    const property = registered!;
    const staffToken = await signIn(gatewayUrl(0), INSTANCES_ADMIN_EMAIL, INSTANCES_ADMIN_PASSWORD);
    const renameThroughA = async (title: string) => {
      const edit = await graphqlAs<{ updateProperty: StaffPropertyResultData }>(gatewayUrl(0), staffToken, UPDATE_PROPERTY, {
        id: String(property.id),
        input: { title },
      });
      expect(edit.data?.updateProperty.ok).toBe(true);
    };

    await renameThroughA('Casa da rede com quintal');
    // B's very next read shows it, and keeps it (for seconds): a title changed in the database behind the gateways'
    // backs stays unseen through either.
    expect((await publicProperty(1, property.slug))?.title).toBe('Casa da rede com quintal');
    await db.updateTable('properties').set({ title: 'Título mudado fora dos gateways' }).where('id', '=', property.id).execute();
    expect((await publicProperty(1, property.slug))?.title).toBe('Casa da rede com quintal');
    expect((await publicProperty(0, property.slug))?.title).toBe('Casa da rede com quintal');

    await renameThroughA('Casa da rede com quintal e edícula');
    expect((await publicProperty(1, property.slug))?.title).toBe('Casa da rede com quintal e edícula');
    const page = await fetch(`${gatewayUrl(1)}/imovel/${encodeURIComponent(property.slug)}`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('Casa da rede com quintal e edícula');
  });

  it.skipIf(!withRedis)('each queued mail is sent exactly once while both APIs run their outbox workers', async () => {
    const sent = await Promise.all(
      Array.from({ length: 24 }, (_unused, index) => sendContact(index % 2 === 0 ? 0 : 1, `Visitante da rede ${index}`)),
    );
    expect(sent.every(Boolean)).toBe(true);
    const queued = await db.selectFrom('outbox').select(['id', 'subject', 'to_address']).execute();
    // The owner's confirmation of the registration, the owner's approval notice and 24 contact mails.
    expect(queued.length).toBe(26);
    const counts = await eventually(outboxCounts, (now) => now.pending === 0, 30_000);
    expect(counts).toEqual({ pending: 0, sent: queued.length, failed: 0 });
    // Each row was claimed once: no second worker ever tried it.
    const attempts = await db.selectFrom('outbox').select('attempts').execute();
    expect(attempts.map((row) => Number(row.attempts))).toEqual(queued.map(() => 1));
    await network.mailbox.waitFor(queued.length);
    // A moment more: a second delivery of any of them would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(network.mailbox.mails).toHaveLength(queued.length);
    const contactMails = network.mailbox.mails.filter((mail) => /Visitante da rede \d+/.test(mail.text));
    const names = contactMails.map((mail) => /Visitante da rede \d+/.exec(mail.text)?.[0]);
    expect(new Set(names).size).toBe(24);
  });

  it.skipIf(!withRedis)('killing API 1 mid-way loses no acknowledged write, and gateway B keeps answering', async () => {
    const total = 48;
    const outcomes: { name: string; through: 0 | 1; ok: boolean; afterKill: boolean }[] = [];
    let next = 0;
    let killed = false;
    // Four writes in flight at once, through A and B in turn; API 1 dies with some of them under way.
    const sender = async () => {
      while (next < total) {
        const index = next;
        next += 1;
        const name = `Contato durante a queda ${index}`;
        const through = index % 2 === 0 ? 0 : 1;
        const afterKill = killed;
        const ok = await sendContact(through, name);
        outcomes.push({ name, through, ok, afterKill });
        if (!killed && outcomes.filter((outcome) => outcome.ok).length >= 16) {
          network.apis[0]!.kill();
          killed = true;
        }
      }
    };
    await Promise.all([sender(), sender(), sender(), sender()]);

    expect(killed).toBe(true);
    // B, in front of the API still running, acknowledged every write sent through it.
    expect(outcomes.filter((outcome) => outcome.through === 1 && !outcome.ok)).toEqual([]);
    // A refused what came after the kill.
    expect(outcomes.filter((outcome) => outcome.through === 0 && outcome.afterKill && outcome.ok)).toEqual([]);
    const stored = (
      await db.selectFrom('contact_messages').select('name').where('name', 'like', 'Contato durante a queda %').execute()
    ).map((row) => row.name);
    expect(new Set(stored).size).toBe(stored.length);
    const acknowledged = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.name);
    // Every acknowledged write is stored; a write cut off by the kill may or may not be, but never twice.
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
    expect(acknowledged.length).toBeGreaterThanOrEqual(16 + total / 4);
  });
});
