/**
 * The staff reads through the gateway against the real API (property detail, clients, internal videos),
 * and the session and permission codes of every property call, uploads included. The lists are in
 * back-office-lists.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { errorsOf, FORBIDDEN, graphqlAs, INVALID_SESSION, multipartAs, propertyUploads as uploads } from './back-office-support.js';
import {
  CHANGE_STATUS,
  CREATE_PROPERTY,
  DELETE_PROPERTY,
  STAFF_PROPERTY,
  UPDATE_PROPERTY,
  validStaffInput,
  type StaffPropertyData,
} from './back-office-queries.js';
import { propertyRow, startBackOfficeStack } from './back-office-stack.js';
import { useSuiteStack } from './suite-stack.js';
import { readDatabase, type UploadFile } from './visitors-support.js';

const suite = useSuiteStack(startBackOfficeStack);

const sendAs = <T>(token: string | null, query: string, variables: Record<string, unknown>, files: UploadFile[]) =>
  multipartAs<T>(suite().stack.gatewayUrl, token, query, variables, files);

describe('staffProperty', () => {
  it('reads one property, and null for an id that does not exist', async () => {
    const [first] = readDatabase<{ id: number; title: string }>(
      suite().stack.dataDir,
      'SELECT id, title FROM properties ORDER BY id LIMIT 1',
    );
    const found = await graphqlAs<{ staffProperty: StaffPropertyData | null }>(
      suite().stack.gatewayUrl,
      suite().adminToken,
      STAFF_PROPERTY,
      {
        id: String(first?.id),
      },
    );
    expect(found.data?.staffProperty?.property).toMatchObject({ id: String(first?.id), title: first?.title });
    const missing = await graphqlAs(suite().stack.gatewayUrl, suite().adminToken, STAFF_PROPERTY, { id: '987654' });
    expect(missing).toEqual({ status: 200, data: { staffProperty: null } });
  });

  it('lists clients and the active internal videos', async () => {
    const answer = await graphqlAs<{
      clients: { items: unknown[] };
      internalVideos: { title: string; type: string; embedUrl: string | null }[];
    }>(
      suite().stack.gatewayUrl,
      suite().adminToken,
      '{ clients(perPage: 48) { items { id name phone email isActive } } internalVideos { title type embedUrl } }',
    );
    expect(answer.errors).toBeUndefined();
    const storedClients = readDatabase<{ id: number; is_active: number }>(suite().stack.dataDir, 'SELECT id, is_active FROM clients');
    const listed = answer.data?.clients.items as { id: string; isActive: boolean }[];
    expect(listed.map((client) => client.id).sort()).toEqual(storedClients.map((client) => String(client.id)).sort());
    expect(listed).toContainEqual({
      id: String(suite().clientId),
      name: 'Marina Duarte',
      phone: '19988887777',
      email: 'marina@cliente.test',
      isActive: true,
    });
    for (const client of listed) expect(client.isActive).toBe(storedClients.find((row) => String(row.id) === client.id)?.is_active === 1);
    const stored = readDatabase<{ title: string }>(
      suite().stack.dataDir,
      "SELECT title FROM videos WHERE type = 'internal' AND is_active = 1",
    );
    expect(answer.data?.internalVideos.map((video) => video.title).sort()).toEqual(stored.map((video) => video.title).sort());
    expect(stored.length).toBeGreaterThan(0);
    expect(answer.data?.internalVideos.every((video) => video.type === 'INTERNAL' && video.embedUrl?.startsWith('https://'))).toBe(true);
  });
});

describe('session and permission codes', () => {
  const anyId = () => String(readDatabase<{ id: number }>(suite().stack.dataDir, 'SELECT id FROM properties ORDER BY id LIMIT 1')[0]?.id);

  it('is UNAUTHENTICATED without a valid token, on queries, JSON mutations and uploads, storing nothing', async () => {
    for (const token of [null, 'token-invalido']) {
      for (const [field, selection] of [
        ['staffPropertyPage', '{ total }'],
        ['propertyAlerts', '{ count }'],
        ['clients', '{ total }'],
        ['clientChoices', '{ id }'],
        ['internalVideos', '{ id }'],
      ] as const) {
        const list = await graphqlAs(suite().stack.gatewayUrl, token, `{ ${field} ${selection} }`);
        expect(errorsOf(list)).toEqual([{ code: 'UNAUTHENTICATED', message: INVALID_SESSION, path: [field] }]);
      }
      const detail = await graphqlAs(suite().stack.gatewayUrl, token, STAFF_PROPERTY, { id: anyId() });
      expect(errorsOf(detail)).toEqual([{ code: 'UNAUTHENTICATED', message: INVALID_SESSION, path: ['staffProperty'] }]);
      const deleted = await graphqlAs(suite().stack.gatewayUrl, token, DELETE_PROPERTY, { id: anyId() });
      expect(errorsOf(deleted)).toEqual([{ code: 'UNAUTHENTICATED', message: INVALID_SESSION, path: ['deleteProperty'] }]);
      const { files, variables } = uploads(suite().photos[0]!, [suite().photos[1]!]);
      const created = await sendAs(token, CREATE_PROPERTY, { ...variables, input: validStaffInput('Sem sessão') }, files);
      expect(errorsOf(created)).toEqual([{ code: 'UNAUTHENTICATED', message: INVALID_SESSION, path: ['createProperty'] }]);
    }
    expect(readDatabase(suite().stack.dataDir, 'SELECT id FROM properties WHERE title = ?', 'Sem sessão')).toEqual([]);
    expect(propertyRow(suite().stack, anyId())).toBeDefined();
    expect(await suite().uploadDirsLeft()).toEqual([]);
  });

  it('is FORBIDDEN for a user without the imoveis permission, who may still list clients', async () => {
    const list = await graphqlAs<{ clients: { items: { id: string }[] } }>(
      suite().stack.gatewayUrl,
      suite().clerkToken,
      '{ clients { total } staffPropertyPage { total } }',
    );
    expect(list.data).toBeNull();
    expect(errorsOf(list)).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['staffPropertyPage'] }]);
    const clients = await graphqlAs<{ clients: { items: { id: string }[] } }>(
      suite().stack.gatewayUrl,
      suite().clerkToken,
      '{ clients(search: "marina duarte") { items { id } } }',
    );
    expect(clients.data?.clients.items).toContainEqual({ id: String(suite().clientId) });
    const status = await graphqlAs(suite().stack.gatewayUrl, suite().clerkToken, CHANGE_STATUS, { id: anyId(), status: 'REJECTED' });
    expect(errorsOf(status)).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['changePropertyStatus'] }]);
    const { files, variables } = uploads(suite().photos[0]!, []);
    const updated = await sendAs(suite().clerkToken, UPDATE_PROPERTY, { ...variables, id: anyId(), input: { title: 'Tomado' } }, files);
    expect(errorsOf(updated)).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['updateProperty'] }]);
    expect(propertyRow(suite().stack, anyId())?.title).not.toBe('Tomado');
    expect(await suite().uploadDirsLeft()).toEqual([]);
  });
});
