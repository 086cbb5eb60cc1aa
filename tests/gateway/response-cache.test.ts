/**
 * The gateway answers public GraphQL reads again from its short-lived response cache: a change made behind its back
 * shows only later, a staff change made through it shows on the very next public read, and a signed-in user's
 * read is never answered from the cache nor kept in it.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../support/stack.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, graphqlAs, signIn } from './back-office-support.js';
import { CHANGE_STATUS, UPDATE_PROPERTY, type StaffPropertyResultData } from './back-office-queries.js';
import { FIRST_PROPERTIES, PROPERTY_TITLE, type ListedProperty } from './cached-reads.js';
import { queryData } from './support.js';

let stack: RunningStack;
let adminToken: string;
let listed: ListedProperty[];

beforeAll(async () => {
  stack = await startStack({ adminPassword: ADMIN_PASSWORD });
  adminToken = await signIn(stack.gatewayUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  listed = (await queryData<{ properties: { items: ListedProperty[] } }>(stack.gatewayUrl, FIRST_PROPERTIES, { perPage: 3 })).properties
    .items;
  expect(listed.length).toBe(3);
});

afterAll(async () => {
  await stack?.close();
});

/** A change made in the database behind the gateway's back, as another process would. */
function renameInDatabase(property: ListedProperty, title: string): void {
  const database = new Database(path.join(stack.dataDir, 'app.db'), { fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  try {
    database.prepare('UPDATE properties SET title = ? WHERE id = ?').run(title, Number(property.id));
  } finally {
    database.close();
  }
}

async function titleRead(property: ListedProperty, token: string | null): Promise<string | null> {
  const answer = await graphqlAs<{ property: { title: string } | null }>(stack.gatewayUrl, token, PROPERTY_TITLE, { slug: property.slug });
  expect(answer.errors).toBeUndefined();
  return answer.data?.property?.title ?? null;
}

describe('the GraphQL response cache', () => {
  it('answers a public read again from the cache, and shows a staff update through the gateway on the next read', async () => {
    const property = listed[0]!;
    expect(await titleRead(property, null)).toBe(property.title);
    renameInDatabase(property, 'Título mudado fora do gateway');
    expect(await titleRead(property, null)).toBe(property.title);

    const renamed = await graphqlAs<{ updateProperty: StaffPropertyResultData }>(stack.gatewayUrl, adminToken, UPDATE_PROPERTY, {
      id: property.id,
      input: { title: 'Casa renovada com quintal amplo' },
    });
    expect(renamed.data?.updateProperty.ok).toBe(true);
    expect(await titleRead(property, null)).toBe('Casa renovada com quintal amplo');
  });

  it('shows a status change through the gateway on the next public read', async () => {
    const property = listed[1]!;
    expect(await titleRead(property, null)).toBe(property.title);
    const changed = await graphqlAs<{ changePropertyStatus: StaffPropertyResultData }>(stack.gatewayUrl, adminToken, CHANGE_STATUS, {
      id: property.id,
      status: 'REJECTED',
      notifyClient: false,
      reason: 'Imóvel vendido.',
    });
    expect(changed.data?.changePropertyStatus.ok).toBe(true);
    expect(await titleRead(property, null)).toBeNull();
  });

  it("never answers a signed-in user's read from the cache, nor keeps it for visitors", async () => {
    const property = listed[2]!;
    expect(await titleRead(property, adminToken)).toBe(property.title);
    renameInDatabase(property, 'Primeira mudança fora do gateway');
    // The staff read above was not kept: a visitor's first read asks the API.
    expect(await titleRead(property, null)).toBe('Primeira mudança fora do gateway');
    renameInDatabase(property, 'Segunda mudança fora do gateway');
    // The visitor's read is kept, but the staff read still asks the API.
    expect(await titleRead(property, null)).toBe('Primeira mudança fora do gateway');
    expect(await titleRead(property, adminToken)).toBe('Segunda mudança fora do gateway');
  });
});
