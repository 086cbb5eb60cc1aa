import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKER_FIELDS, keysOf, type BrokerJson } from '../support/contract.js';
import { bandedPhoto, PDF_BYTES, writeSizedFile } from '../support/photos.js';
import { photo, storedState } from '../support/registration.js';
import { expectFiles, STORED_NAME } from '../support/staff-forms.js';
import { asStaff, createStaffUser, signIn } from '../support/staff.js';
import type { Dialect } from '../support/test-api.js';
import {
  DUPLICATE_EMAIL,
  expectFormErrors,
  expectStatus,
  heldPermissions,
  sendForm,
  uniqueEmail,
  usePeopleApi,
  userRow,
} from '../support/people.js';

const NOT_FOUND = { message: 'O corretor não foi encontrado.' };
const BROKER_PASSWORD = 'senha-do-corretor';

interface BrokerAnswer {
  message: string;
  data: BrokerJson & { email: string; image_url: string | null };
}

function brokerFields(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    name: 'Juliana Prado',
    creci: '189012-F',
    phone: '(19) 99109-8765',
    email: uniqueEmail('corretora'),
    password: BROKER_PASSWORD,
    is_active: '1',
    is_plantao: '1',
    role: 'broker',
    ...overrides,
  };
}

function photoName(broker: { image_url: string | null }): string {
  return (broker.image_url ?? '').replace('/images/', '');
}

/** POST /api/brokers, POST|PUT /api/brokers/{id}, GET /api/brokers/{id}: every rule of the broker form and its photo. */
export function brokersSuite(dialect: Dialect): void {
  describe('broker form', () => {
    const fixture = usePeopleApi(dialect);
    let jpeg: Buffer;
    let png: Buffer;
    let workDir: string;
    let oversized: string;
    let leaderId: number;
    const create = (fields: Record<string, string | undefined>, photos: Parameters<typeof sendForm>[4] = []) =>
      sendForm(fixture().testApi, fixture().admin.token, '/api/brokers', fields, photos);
    const update = (id: number, fields: Record<string, string | undefined>, photos: Parameters<typeof sendForm>[4] = []) =>
      sendForm(fixture().testApi, fixture().admin.token, `/api/brokers/${id}`, { _method: 'PUT', ...fields }, photos);
    async function createBroker(overrides: Record<string, string | undefined> = {}, withPhoto = false): Promise<BrokerAnswer['data']> {
      const response = await create(brokerFields(overrides), withPhoto ? [photo('mainImage', jpeg, 'retrato.jpg')] : []);
      expectStatus(response, 201);
      return (response.json as BrokerAnswer).data;
    }

    beforeAll(async () => {
      [jpeg, png] = await Promise.all([bandedPhoto(400, 500), bandedPhoto(300, 300, 'png')]);
      workDir = await mkdtemp(path.join(tmpdir(), 'broker-form-'));
      oversized = path.join(workDir, 'enorme.jpg');
      await writeSizedFile(oversized, jpeg, 15_728_641);
      leaderId = await createStaffUser(fixture().testApi, {
        name: 'Carla Mendes',
        email: uniqueEmail('lider'),
        role: 'leadbroker',
        permissions: [],
      });
    });
    afterAll(async () => {
      await rm(workDir, { recursive: true, force: true });
    });

    it('creates a broker with a photo: 201, the message, the broker; the broker signs in with the password', async () => {
      const fields = brokerFields({ leadbroker_id: String(leaderId) });
      const response = await create(fields, [photo('mainImage', jpeg, 'retrato.jpg')]);
      expectStatus(response, 201);
      const { message, data } = response.json as BrokerAnswer;
      expect(message).toBe('Corretor cadastrado com sucesso!');
      expect(keysOf(data)).toEqual(BROKER_FIELDS);
      expect(data).toMatchObject({
        name: 'Juliana Prado',
        creci: '189012-F',
        phone: '19991098765',
        email: fields.email,
        role: 'broker',
        is_active: 1,
        is_plantao: 1,
        leadbroker_id: leaderId,
      });
      expect(photoName(data)).toMatch(STORED_NAME);
      expectFiles(fixture().testApi.dataDir, [photoName(data)], true);
      expect(await heldPermissions(fixture().testApi, data.id)).toEqual(['imoveis', 'leads']);
      expect((await userRow(fixture().testApi, data.id))?.password_hash).toMatch(/^\$argon2id\$/);

      const read = await asStaff(fixture().testApi, fixture().admin.token, `/api/brokers/${data.id}`);
      expect(read.json).toEqual({ data });
      const login = await signIn(fixture().testApi, fields.email ?? '', BROKER_PASSWORD);
      expectStatus(login, 200);
      expect((login.json as { user: { id: number; role: string } }).user).toMatchObject({ id: data.id, role: 'broker' });
    });

    it('requires name, e-mail, CRECI, phone and a password of 6 characters on create, and stores nothing', async () => {
      const before = await storedState(fixture().testApi);
      expectFormErrors(await create({}, [photo('mainImage', jpeg)]), {
        name: ['O nome é obrigatório.'],
        email: ['O e-mail é obrigatório.'],
        creci: ['O CRECI é obrigatório.'],
        phone: ['O Telefone é obrigatório.'],
        password: ['A senha é obrigatória.'],
      });
      expectFormErrors(
        await create(brokerFields({ password: '12345', email: 'sem-dominio', phone: '999', is_plantao: 'talvez', role: 'administrative' })),
        {
          password: ['A senha deve ter no mínimo 6 caracteres.'],
          email: ['Por favor, insira um e-mail válido.'],
          phone: ['Informe o telefone com DDD: (##) #####-####.'],
          is_plantao: ['Use 1 para sim ou 0 para não.'],
          role: ['Selecione uma opção válida.'],
        },
      );
      expectFormErrors(await create(brokerFields({ password: '      ' })), { password: ['A senha é obrigatória.'] });
      expect(await storedState(fixture().testApi)).toEqual(before);
    });

    it('takes one JPEG or PNG photo of at most 15 MB under mainImage, judged by content', async () => {
      const before = await storedState(fixture().testApi);
      const pdf = new Blob([new Uint8Array(PDF_BYTES)], { type: 'image/jpeg' });
      expectFormErrors(await create(brokerFields(), [photo('mainImage', pdf, 'retrato.jpg')]), {
        mainImage: ['Apenas arquivos JPG/PNG são permitidos.'],
      });
      const big = await openAsBlob(oversized, { type: 'image/jpeg' });
      expectFormErrors(await create(brokerFields(), [photo('mainImage', big, 'enorme.jpg')]), {
        mainImage: ['Cada imagem deve ter no máximo 15MB.'],
      });
      expectFormErrors(await create(brokerFields(), [photo('mainImage', jpeg), photo('mainImage', png, 'b.png', 'image/png')]), {
        mainImage: ['Envie apenas uma foto.'],
      });
      expectFormErrors(await create(brokerFields(), [photo('otherImages[0]', jpeg)]), {
        otherImages: ['Envie a foto no campo mainImage.'],
      });
      expect(await storedState(fixture().testApi)).toEqual(before);
      const asPng = await create(brokerFields(), [photo('mainImage', png, 'retrato.png', 'image/png')]);
      expectStatus(asPng, 201);
      expect(photoName((asPng.json as BrokerAnswer).data)).toMatch(STORED_NAME);
    });

    it('takes only a lead broker as leader', async () => {
      const plainBroker = await createBroker();
      for (const leader of [String(plainBroker.id), '999999', 'abc']) {
        const response = await create(brokerFields({ leadbroker_id: leader }));
        expect(response.status).toBe(422);
        expect((response.json as { errors: Record<string, string[]> }).errors).toEqual({
          leadbroker_id: [leader === 'abc' ? 'Selecione uma opção válida.' : 'Selecione um corretor líder válido.'],
        });
      }
      const leader = await createBroker({ role: 'leadbroker' });
      expectFormErrors(await update(leader.id, { leadbroker_id: String(leader.id) }), {
        leadbroker_id: ['Selecione um corretor líder válido.'],
      });
    });

    it('updates only the fields sent (POST with _method=PUT, or PUT); role and password change elsewhere', async () => {
      const broker = await createBroker({ leadbroker_id: String(leaderId) });
      const updated = await update(broker.id, {
        name: 'Juliana Prado Lima',
        is_plantao: '0',
        leadbroker_id: '',
        role: 'adminbroker',
        password: 'outra-senha-123',
      });
      expectStatus(updated, 200);
      expect(updated.json).toEqual({
        message: 'Corretor atualizado com sucesso!',
        data: { ...broker, name: 'Juliana Prado Lima', is_plantao: 0, leadbroker_id: null },
      });
      expectStatus(await signIn(fixture().testApi, broker.email, BROKER_PASSWORD), 200);
      const viaPut = await sendForm(
        fixture().testApi,
        fixture().admin.token,
        `/api/brokers/${broker.id}`,
        { creci: '200000-F', is_active: '0' },
        [],
        'PUT',
      );
      expectStatus(viaPut, 200);
      expect((viaPut.json as BrokerAnswer).data).toMatchObject({ creci: '200000-F', is_active: 0, name: 'Juliana Prado Lima' });
    });

    it('refuses a required field sent empty on update and changes nothing', async () => {
      const broker = await createBroker({}, true);
      const before = await userRow(fixture().testApi, broker.id);
      const files = await storedState(fixture().testApi);
      expectFormErrors(
        await update(broker.id, { name: '', creci: ' ', phone: '', email: '' }, [photo('mainImage', png, 'novo.png', 'image/png')]),
        {
          name: ['O nome é obrigatório.'],
          creci: ['O CRECI é obrigatório.'],
          phone: ['O Telefone é obrigatório.'],
          email: ['O e-mail é obrigatório.'],
        },
      );
      expect(await userRow(fixture().testApi, broker.id)).toEqual(before);
      expect(await storedState(fixture().testApi)).toEqual(files);
    });

    it('replaces the photo with a new one and removes it with imagesToDelete, files and all', async () => {
      const broker = await createBroker({}, true);
      const first = photoName(broker);
      const replaced = await update(broker.id, {}, [photo('mainImage', png, 'novo.png', 'image/png')]);
      expectStatus(replaced, 200);
      const second = photoName((replaced.json as BrokerAnswer).data);
      expect(second).toMatch(STORED_NAME);
      expect(second).not.toBe(first);
      expectFiles(fixture().testApi.dataDir, [first], false);
      expectFiles(fixture().testApi.dataDir, [second], true);

      expectFormErrors(await update(broker.id, { imagesToDelete: JSON.stringify([first]) }), {
        imagesToDelete: [`A imagem ${first} não pertence a este corretor.`],
      });
      expectFormErrors(await update(broker.id, { imagesToDelete: 'foto.jpg' }), {
        imagesToDelete: ['Envie imagesToDelete como uma lista JSON de nomes de arquivo, por exemplo ["5f0c2a9e7b1d4c3a.jpg"].'],
      });
      expectFiles(fixture().testApi.dataDir, [second], true);

      const removed = await update(broker.id, { imagesToDelete: JSON.stringify([`/images/${second}`]) });
      expectStatus(removed, 200);
      expect((removed.json as BrokerAnswer).data.image_url).toBeNull();
      expectFiles(fixture().testApi.dataDir, [second], false);
    });

    it('answers 409 for an e-mail any user has (brokers and staff share one list), keeping row and files as they were', async () => {
      const taken = fixture().admin.email.toUpperCase();
      const files = await storedState(fixture().testApi);
      const response = await create(brokerFields({ email: taken }), [photo('mainImage', jpeg)]);
      expect(response.status).toBe(409);
      expect(response.json).toEqual(DUPLICATE_EMAIL);
      expect(await storedState(fixture().testApi)).toEqual(files);

      const broker = await createBroker({}, true);
      const before = await userRow(fixture().testApi, broker.id);
      const filesBefore = await storedState(fixture().testApi);
      const clash = await update(broker.id, { email: taken, name: 'Outro nome' }, [photo('mainImage', png, 'novo.png', 'image/png')]);
      expect(clash.status).toBe(409);
      expect(clash.json).toEqual(DUPLICATE_EMAIL);
      expect(await userRow(fixture().testApi, broker.id)).toEqual(before);
      expect(await storedState(fixture().testApi)).toEqual(filesBefore);
    });

    it('answers 404 "O corretor não foi encontrado." for unknown ids and for staff who are not brokers', async () => {
      for (const id of ['999999', 'abc', String(fixture().admin.id)]) {
        const read = await asStaff(fixture().testApi, fixture().admin.token, `/api/brokers/${id}`);
        expect(read.status, id).toBe(404);
        expect(read.json).toEqual(NOT_FOUND);
        const changed = await update(Number(id) || 0, { name: 'Ninguém' });
        expect(changed.status).toBe(404);
      }
      const notMultipart = await asStaff(fixture().testApi, fixture().admin.token, '/api/brokers', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(brokerFields()),
      });
      expect(notMultipart.status).toBe(415);
      expect(notMultipart.json).toEqual({ message: 'Envie o formulário como multipart/form-data.' });
    });
  });
}
