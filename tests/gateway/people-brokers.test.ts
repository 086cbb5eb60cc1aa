/**
 * Brokers through the gateway against the real API: the table paged and searched on the server, one
 * broker, the leader select, creation and update with a real photo streamed on as multipart (replaced,
 * then removed by its file name), refusals as data under the input names, password changes that end the
 * broker's other sessions, and the session and permission codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, FORBIDDEN, graphqlAs, INVALID_SESSION, multipartAs, signIn } from './back-office-support.js';
import {
  BROKER,
  BROKERS,
  CHANGE_BROKER_PASSWORD,
  CREATE_BROKER,
  expectPasswordReplaced,
  fieldMessages,
  LEADERS,
  SHORT_PASSWORD_REFUSAL,
  startPeopleStack,
  UPDATE_BROKER,
  userIdOf,
  type BrokerData,
  type BrokerPageData,
  type BrokerResultData,
  type PeopleStack,
} from './people-support.js';
import { asUser, storedImageExists } from './staff-stack.js';
import { succeededWrite, type OutcomeData } from './support.js';
import { readDatabase, sampleJpeg, type UploadFile } from './visitors-support.js';

const FIFTEEN_MB = 15_728_640;
let suite: PeopleStack;
let admin: ReturnType<typeof asUser>;
let photos: Buffer[];

beforeAll(async () => {
  suite = await startPeopleStack();
  admin = asUser(suite, suite.adminToken);
  photos = await Promise.all(['#1abc9c', '#e67e22'].map((color) => sampleJpeg(color)));
});

afterAll(async () => {
  await suite?.close();
});

const uploadDirsLeft = () => suite.uploadDirsLeft();

interface UserRow {
  id: number;
  name: string;
  role: string;
  image: string | null;
  is_active: number;
  is_plantao: number;
  leadbroker_id: number | null;
}

const userRow = (id: string) =>
  readDatabase<UserRow>(
    suite.stack.dataDir,
    'SELECT id, name, role, image, is_active, is_plantao, leadbroker_id FROM users WHERE id = ?',
    Number(id),
  )[0];
const idOf = (email: string) => userIdOf(suite, email);
const imageExists = (name: string) => storedImageExists(suite.stack, name);

/** A broker mutation with the photo, when given, at `variables.photo`. */
function withPhoto<T>(query: string, variables: Record<string, unknown>, photo: Uint8Array | null) {
  const files: UploadFile[] =
    photo === null ? [] : [{ variablePath: 'variables.photo', bytes: photo, fileName: 'retrato.jpg', type: 'image/jpeg' }];
  return multipartAs<T>(suite.stack.gatewayUrl, suite.adminToken, query, { ...variables, photo: null }, files);
}

const newBroker = (email: string) => ({
  name: 'Lucas Prado',
  creci: '778899-F',
  phone: '(19) 99777-6655',
  email,
  leaderId: idOf('lider@imobiliaria.local'),
  password: 'senha-do-lucas',
  isActive: true,
  onDuty: true,
});

describe('brokers, broker and leaders', () => {
  const tableIds = () =>
    readDatabase<{ id: number }>(suite.stack.dataDir, "SELECT id FROM users WHERE role IN ('broker', 'leadbroker', 'adminbroker')").map(
      (row) => String(row.id),
    );

  it('pages the table on the server, every broker of every role once, counting them all', async () => {
    const seen: string[] = [];
    const first = await admin<{ brokers: BrokerPageData }>(BROKERS, { perPage: 4 });
    expect(first.errors).toBeUndefined();
    const { total, pageCount } = first.data!.brokers;
    expect({ total, pageCount }).toEqual({ total: tableIds().length, pageCount: Math.ceil(tableIds().length / 4) });
    for (let page = 1; page <= pageCount; page += 1) {
      const answer = await admin<{ brokers: BrokerPageData }>(BROKERS, { page, perPage: 4 });
      expect(answer.data?.brokers).toMatchObject({ page, perPage: 4, total });
      expect(answer.data!.brokers.items.length).toBe(page < pageCount ? 4 : total - 4 * (pageCount - 1));
      seen.push(...answer.data!.brokers.items.map((broker) => broker.id));
    }
    expect(seen.sort()).toEqual(tableIds().sort());
    const defaults = await admin<{ brokers: BrokerPageData }>(BROKERS, {});
    expect({ page: defaults.data?.brokers.page, perPage: defaults.data?.brokers.perPage }).toEqual({ page: 1, perPage: 10 });
  });

  it('searches by name without regard to case or accents', async () => {
    const answer = await admin<{ brokers: BrokerPageData }>(BROKERS, { search: 'ISABELA' });
    expect(answer.data?.brokers).toMatchObject({
      total: 1,
      pageCount: 1,
      items: [{ name: 'Isabela Costa', role: 'LEADBROKER', isActive: false }],
    });
    const none = await admin<{ brokers: BrokerPageData }>(BROKERS, { search: 'ninguém com este nome' });
    expect(none.data?.brokers).toEqual({ total: 0, page: 1, perPage: 10, pageCount: 0, items: [] });
  });

  it('refuses a page size outside 1..48 before asking the API', async () => {
    const answer = await admin(BROKERS, { perPage: 49 });
    expect(errorsOf(answer)).toEqual([
      { code: 'BAD_USER_INPUT', message: 'A quantidade por página deve ser um número inteiro entre 1 e 48.', path: ['brokers'] },
    ]);
  });

  it('reads one broker with the leader and the photo served through the gateway, and null for an unknown one', async () => {
    const id = idOf('corretor@imobiliaria.local');
    const answer = await admin<{ broker: BrokerData }>(BROKER, { id });
    const row = userRow(id)!;
    expect(answer.data?.broker).toEqual({
      id,
      name: 'Ana Souza',
      creci: '123456-F',
      phone: '19991234567',
      email: 'corretor@imobiliaria.local',
      role: 'BROKER',
      isActive: true,
      onDuty: true,
      leaderId: idOf('lider@imobiliaria.local'),
      photo: {
        fileName: row.image,
        url: `/images/${row.image}`,
        cardUrl: `/images/${row.image}?w=640`,
        srcSet: [320, 640, 1080, 1600].map((width) => `/images/${row.image}?w=${width} ${width}w`).join(', '),
      },
    });
    const served = await fetch(`${suite.stack.gatewayUrl}${answer.data!.broker.photo!.cardUrl}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(await admin(BROKER, { id: '987654' })).toEqual({ status: 200, data: { broker: null } });
  });

  it('lists only the active leaders for the select', async () => {
    const answer = await admin<{ leaders: BrokerData[] }>(LEADERS);
    expect(answer.data?.leaders.map((leader) => [leader.name, leader.role, leader.isActive])).toEqual([
      ['Carla Mendes', 'LEADBROKER', true],
    ]);
  });
});

describe('createBroker and updateBroker', () => {
  it('creates a broker with a photo, replaces the photo, then removes it by its file name', async () => {
    const created = await withPhoto<{ createBroker: BrokerResultData }>(
      CREATE_BROKER,
      { input: newBroker('lucas@horizonte.test') },
      photos[0]!,
    );
    const result = succeededWrite(created, 'createBroker', 'Corretor cadastrado com sucesso!');
    const id = result.broker!.id;
    expect(result.broker).toMatchObject({
      name: 'Lucas Prado',
      creci: '778899-F',
      phone: '19997776655',
      email: 'lucas@horizonte.test',
      role: 'BROKER',
      isActive: true,
      onDuty: true,
      leaderId: idOf('lider@imobiliaria.local'),
    });
    const firstPhoto = result.broker!.photo!.fileName;
    expect(firstPhoto).toMatch(/^[0-9a-f]{16}\.jpg$/);
    expect(userRow(id)).toMatchObject({
      role: 'broker',
      image: firstPhoto,
      is_plantao: 1,
      leadbroker_id: Number(idOf('lider@imobiliaria.local')),
    });
    expect(await imageExists(firstPhoto)).toBe(true);
    expect(await signIn(suite.stack.gatewayUrl, 'lucas@horizonte.test', 'senha-do-lucas')).toMatch(/\S{20,}/);

    const replaced = await withPhoto<{ updateBroker: BrokerResultData }>(
      UPDATE_BROKER,
      { id, input: { onDuty: false, leaderId: null } },
      photos[1]!,
    );
    expect(replaced.data?.updateBroker).toMatchObject({
      ok: true,
      message: 'Corretor atualizado com sucesso!',
      error: null,
      broker: { id, onDuty: false, leaderId: null },
    });
    const secondPhoto = replaced.data!.updateBroker.broker!.photo!.fileName;
    expect(secondPhoto).not.toBe(firstPhoto);
    expect(await imageExists(firstPhoto)).toBe(false);
    expect(await imageExists(secondPhoto)).toBe(true);

    const removed = await admin<{ updateBroker: BrokerResultData }>(UPDATE_BROKER, { id, input: {}, removePhoto: true });
    expect(removed.data?.updateBroker).toMatchObject({ ok: true, error: null, broker: { id, photo: null, name: 'Lucas Prado' } });
    expect(userRow(id)).toMatchObject({ image: null, role: 'broker' });
    expect(await imageExists(secondPhoto)).toBe(false);
    const again = await admin<{ updateBroker: BrokerResultData }>(UPDATE_BROKER, {
      id,
      input: { name: 'Lucas P. Prado' },
      removePhoto: true,
    });
    expect(again.data?.updateBroker).toMatchObject({ ok: true, broker: { name: 'Lucas P. Prado', photo: null } });
    expect(await uploadDirsLeft()).toEqual([]);
  });

  it('keeps a leader a leader when edited on the broker form', async () => {
    const id = idOf('lider@imobiliaria.local');
    const answer = await admin<{ updateBroker: BrokerResultData }>(UPDATE_BROKER, { id, input: { onDuty: true } });
    expect(answer.data?.updateBroker).toMatchObject({ ok: true, broker: { role: 'LEADBROKER' } });
    expect(userRow(id)?.role).toBe('leadbroker');
  });

  it('answers a duplicate e-mail as data at the e-mail field', async () => {
    const before = readDatabase(suite.stack.dataDir, 'SELECT id FROM users').length;
    const answer = await withPhoto<{ createBroker: BrokerResultData }>(
      CREATE_BROKER,
      { input: newBroker('CORRETOR@imobiliaria.local') },
      null,
    );
    expect(answer.data?.createBroker).toEqual({
      ok: false,
      message: null,
      broker: null,
      error: { message: 'Este e-mail já está cadastrado.', fieldErrors: [{ field: 'email', message: 'Este e-mail já está cadastrado.' }] },
    });
    expect(readDatabase(suite.stack.dataDir, 'SELECT id FROM users')).toHaveLength(before);
  });

  it("answers the broker form's rules as data under the input names, storing nothing", async () => {
    const answer = await withPhoto<{ createBroker: BrokerResultData }>(
      CREATE_BROKER,
      { input: { name: '', email: ' ', password: '123', onDuty: true, leaderId: '987654' } },
      photos[0]!,
    );
    const result = answer.data?.createBroker;
    expect({ ok: result?.ok, broker: result?.broker }).toEqual({ ok: false, broker: null });
    expect(fieldMessages(result?.error)).toMatchObject({
      name: 'O nome é obrigatório.',
      email: 'O e-mail é obrigatório.',
      creci: 'O CRECI é obrigatório.',
      phone: 'O Telefone é obrigatório.',
      password: 'A senha deve ter no mínimo 6 caracteres.',
    });
    expect(fieldMessages(result?.error)).toHaveProperty('leaderId');
    const notAPhoto = await withPhoto<{ createBroker: BrokerResultData }>(
      CREATE_BROKER,
      { input: newBroker('foto@horizonte.test') },
      new TextEncoder().encode('não é uma imagem'),
    );
    expect(fieldMessages(notAPhoto.data?.createBroker.error)).toEqual({ photo: 'Apenas arquivos JPG/PNG são permitidos.' });
    expect(readDatabase(suite.stack.dataDir, "SELECT id FROM users WHERE email = 'foto@horizonte.test'")).toEqual([]);
  });

  it('refuses a photo over 15 MB at its field without asking the API', async () => {
    const tooLarge = new Uint8Array(FIFTEEN_MB + 1);
    tooLarge.set(photos[0]!);
    const answer = await withPhoto<{ createBroker: BrokerResultData }>(
      CREATE_BROKER,
      { input: newBroker('grande@horizonte.test') },
      tooLarge,
    );
    expect(answer.data?.createBroker).toEqual({
      ok: false,
      message: null,
      broker: null,
      error: {
        message: 'Por favor, corrija os erros destacados.',
        fieldErrors: [{ field: 'photo', message: 'Cada imagem deve ter no máximo 15MB.' }],
      },
    });
    expect(readDatabase(suite.stack.dataDir, "SELECT id FROM users WHERE email = 'grande@horizonte.test'")).toEqual([]);
    expect(await uploadDirsLeft()).toEqual([]);
  });

  it('is NOT_FOUND for a broker that does not exist, even to remove its photo', async () => {
    for (const variables of [{ input: { name: 'Ninguém' } }, { input: {}, removePhoto: true }]) {
      const answer = await admin(UPDATE_BROKER, { id: '987654', ...variables });
      expect(errorsOf(answer)).toEqual([{ code: 'NOT_FOUND', message: 'O corretor não foi encontrado.', path: ['updateBroker'] }]);
    }
  });
});

describe('changeBrokerPassword', () => {
  it("sets the password and ends the broker's other sessions", async () => {
    const id = idOf('bruno.carvalho@horizonteimoveis.com.br');
    await admin(CHANGE_BROKER_PASSWORD, { id, password: 'senha-antiga' });
    const oldToken = await signIn(suite.stack.gatewayUrl, 'bruno.carvalho@horizonteimoveis.com.br', 'senha-antiga');
    expect((await graphqlAs<{ me: { id: string } | null }>(suite.stack.gatewayUrl, oldToken, '{ me { id } }')).data?.me?.id).toBe(id);

    const changed = await admin<{ changeBrokerPassword: OutcomeData }>(CHANGE_BROKER_PASSWORD, { id, password: 'senha-nova-do-bruno' });
    expect(changed).toEqual({
      status: 200,
      data: { changeBrokerPassword: { ok: true, message: 'Senha alterada com sucesso!', error: null } },
    });
    expect((await graphqlAs(suite.stack.gatewayUrl, oldToken, '{ me { id } }')).data).toEqual({ me: null });
    expect(errorsOf(await graphqlAs(suite.stack.gatewayUrl, oldToken, '{ permissions { id } }'))).toEqual([
      { code: 'UNAUTHENTICATED', message: INVALID_SESSION, path: ['permissions'] },
    ]);
    await expectPasswordReplaced(suite, 'bruno.carvalho@horizonteimoveis.com.br', 'senha-antiga', 'senha-nova-do-bruno');
    expect((await admin<{ me: { email: string } }>('{ me { email } }')).data?.me.email).toBe('admin@imobiliaria.local');
  });

  it('answers a short password as data at the password field, and an unknown broker as NOT_FOUND', async () => {
    const short = await admin<{ changeBrokerPassword: OutcomeData }>(CHANGE_BROKER_PASSWORD, {
      id: idOf('corretor@imobiliaria.local'),
      password: '12345',
    });
    expect(short.data?.changeBrokerPassword).toEqual(SHORT_PASSWORD_REFUSAL);
    const unknown = await admin(CHANGE_BROKER_PASSWORD, { id: '987654', password: 'senha-qualquer' });
    expect(errorsOf(unknown)).toEqual([{ code: 'NOT_FOUND', message: 'O corretor não foi encontrado.', path: ['changeBrokerPassword'] }]);
  });
});

describe('session and permission codes', () => {
  it('is UNAUTHENTICATED without a session and FORBIDDEN without the corretores permission, changing nothing', async () => {
    const id = idOf('corretor@imobiliaria.local');
    const before = userRow(id);
    for (const [token, code, message] of [
      [null, 'UNAUTHENTICATED', INVALID_SESSION],
      ['token-invalido', 'UNAUTHENTICATED', INVALID_SESSION],
      [suite.outsiderToken, 'FORBIDDEN', FORBIDDEN],
    ] as const) {
      const call = asUser(suite, token);
      expect(errorsOf(await call(BROKERS, {}))).toEqual([{ code, message, path: ['brokers'] }]);
      expect(errorsOf(await call(BROKER, { id }))).toEqual([{ code, message, path: ['broker'] }]);
      expect(errorsOf(await call(LEADERS))).toEqual([{ code, message, path: ['leaders'] }]);
      expect(errorsOf(await call(UPDATE_BROKER, { id, input: { name: 'Tomado' }, removePhoto: true }))).toEqual([
        { code, message, path: ['updateBroker'] },
      ]);
      expect(errorsOf(await call(CHANGE_BROKER_PASSWORD, { id, password: 'senha-tomada' }))).toEqual([
        { code, message, path: ['changeBrokerPassword'] },
      ]);
      const files: UploadFile[] = [{ variablePath: 'variables.photo', bytes: photos[0]!, fileName: 'retrato.jpg', type: 'image/jpeg' }];
      const created = await multipartAs(
        suite.stack.gatewayUrl,
        token,
        CREATE_BROKER,
        { input: newBroker('intruso@horizonte.test'), photo: null },
        files,
      );
      expect(errorsOf(created)).toEqual([{ code, message, path: ['createBroker'] }]);
    }
    expect(userRow(id)).toEqual(before);
    expect(readDatabase(suite.stack.dataDir, "SELECT id FROM users WHERE email = 'intruso@horizonte.test'")).toEqual([]);
    expect(await uploadDirsLeft()).toEqual([]);
  });
});
