/**
 * The server-rendered pages are kept briefly by the gateway: a property page is served again as it was rendered,
 * and a staff change made through GraphQL shows on the next visit.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../support/stack.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, graphqlAs, signIn } from './back-office-support.js';
import { UPDATE_PROPERTY, type StaffPropertyResultData } from './back-office-queries.js';
import { queryData } from './support.js';

interface ListedProperty {
  id: string;
  slug: string;
  title: string;
}

const FIRST_PROPERTY = /* GraphQL */ `
  query FirstProperty {
    properties(page: 1, perPage: 1) {
      items {
        id
        slug
        title
      }
    }
  }
`;

let stack: RunningStack;
let adminToken: string;
let property: ListedProperty;

beforeAll(async () => {
  stack = await startStack({ adminPassword: ADMIN_PASSWORD });
  adminToken = await signIn(stack.gatewayUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  const listed = await queryData<{ properties: { items: ListedProperty[] } }>(stack.gatewayUrl, FIRST_PROPERTY);
  property = listed.properties.items[0]!;
});

afterAll(async () => {
  await stack?.close();
});

async function propertyPage(): Promise<{ status: number; html: string }> {
  const response = await fetch(`${stack.gatewayUrl}/imovel/${encodeURIComponent(property.slug)}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

/** A change made in the database behind the gateway's back, as another process would. */
function renameInDatabase(title: string): void {
  const database = new Database(path.join(stack.dataDir, 'app.db'), { fileMustExist: true });
  try {
    database.prepare('UPDATE properties SET title = ? WHERE id = ?').run(title, Number(property.id));
  } finally {
    database.close();
  }
}

const titleOf = (html: string): string | undefined => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the cache of server-rendered pages', () => {
  it('serves a property page again as rendered, and shows a staff change through GraphQL on the next visit', async () => {
    const first = await propertyPage();
    expect(first.status).toBe(200);
    expect(titleOf(first.html)).toContain(property.title);

    renameInDatabase('Título mudado fora do gateway');
    const again = await propertyPage();
    expect(again).toEqual(first);

    const renamed = await graphqlAs<{ updateProperty: StaffPropertyResultData }>(stack.gatewayUrl, adminToken, UPDATE_PROPERTY, {
      id: property.id,
      input: { title: 'Casa renovada com quintal amplo' },
    });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data?.updateProperty.ok).toBe(true);
    const after = await propertyPage();
    expect(after.status).toBe(200);
    expect(titleOf(after.html)).toContain('Casa renovada com quintal amplo');
    expect(after.html).not.toContain('Título mudado fora do gateway');
  });

  it('keeps a refused staff change from dropping the pages', async () => {
    const before = await propertyPage();
    renameInDatabase('Outro título mudado fora do gateway');
    const refused = await graphqlAs<{ updateProperty: StaffPropertyResultData }>(stack.gatewayUrl, adminToken, UPDATE_PROPERTY, {
      id: property.id,
      input: { code: null },
    });
    expect(refused.data?.updateProperty.ok).toBe(false);
    expect(await propertyPage()).toEqual(before);
  });
});
