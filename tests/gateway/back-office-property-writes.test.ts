/**
 * Property writes through the gateway against the real API: creation and update with real JPEG uploads
 * streamed on as multipart, deletion with its files, refusals as data under the input names, and status
 * changes with the client's notification.
 */
import { describe, expect, it } from 'vitest';
import { errorsOf, graphqlAs, multipartAs, propertyUploads as uploads } from './back-office-support.js';
import {
  CHANGE_STATUS,
  CREATE_PROPERTY,
  DELETE_PROPERTY,
  STAFF_PROPERTY,
  UPDATE_PROPERTY,
  validStaffInput,
  type DeleteData,
  type StaffPropertyResultData,
} from './back-office-queries.js';
import { propertyRow, startBackOfficeStack } from './back-office-stack.js';
import { storedImageExists } from './staff-stack.js';
import { succeededWrite } from './support.js';
import { useSuiteStack } from './suite-stack.js';
import { readDatabase, type UploadFile } from './visitors-support.js';

const FIFTEEN_MB = 15_728_640;
const suite = useSuiteStack(startBackOfficeStack);

const mailsAbout = (id: string) =>
  readDatabase<{ to_address: string; subject: string }>(
    suite().stack.dataDir,
    "SELECT to_address, subject FROM outbox WHERE kind = 'property_status' AND reference_id = ? ORDER BY id",
    Number(id),
  );

const sendAs = <T>(token: string | null, query: string, variables: Record<string, unknown>, files: UploadFile[]) =>
  multipartAs<T>(suite().stack.gatewayUrl, token, query, variables, files);

function createWithPhotos(title: string, main: Uint8Array | null, others: readonly Uint8Array[], input: Record<string, unknown> = {}) {
  const { files, variables } = uploads(main, others);
  return sendAs<{ createProperty: StaffPropertyResultData }>(
    suite().adminToken,
    CREATE_PROPERTY,
    { ...variables, input: { ...validStaffInput(title), ...input } },
    files,
  );
}

describe('createProperty, updateProperty, deleteProperty', () => {
  it('creates, updates suite().photos and fields, then deletes a property with its files', async () => {
    const created = await createWithPhotos('Sobrado na Vila Itapura', suite().photos[0]!, [suite().photos[1]!, suite().photos[2]!], {
      clientId: String(suite().clientId),
    });
    const result = succeededWrite(created, 'createProperty', 'Imóvel cadastrado com sucesso!');
    const id = result.property!.property.id;
    expect(result.property).toMatchObject({
      clientId: String(suite().clientId),
      property: {
        title: 'Sobrado na Vila Itapura',
        operation: 'SALE',
        type: 'HOUSE',
        status: 'IN_ANALYSIS',
        isReserved: true,
        features: ['POOL', 'NEAR_SCHOOL'],
        address: { street: 'Rua Guilherme da Silva', complement: 'Fundos', city: 'Campinas', zipCode: '13023-000' },
      },
    });
    const firstImages = result.property!.property.images.map((image) => image.fileName);
    expect(firstImages).toHaveLength(3);
    expect(JSON.parse(propertyRow(suite().stack, id)!.images)).toEqual(firstImages);
    expect(propertyRow(suite().stack, id)).toMatchObject({
      client_id: suite().clientId,
      is_reserved: 1,
      features: '["pool","near_school"]',
    });
    for (const name of firstImages) expect(await storedImageExists(suite().stack, name)).toBe(true);

    const { files, variables } = uploads(suite().photos[3]!, [suite().photos[4]!]);
    const updated = await sendAs<{ updateProperty: StaffPropertyResultData }>(
      suite().adminToken,
      UPDATE_PROPERTY,
      { ...variables, id, input: { title: 'Sobrado reformado na Vila Itapura', complement: null }, imagesToDelete: [firstImages[1]] },
      files,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateProperty).toMatchObject({ ok: true, message: 'Imóvel atualizado com sucesso!', error: null });
    const secondImages = updated.data!.updateProperty.property!.property.images.map((image) => image.fileName);
    expect(secondImages).toHaveLength(3);
    expect(secondImages[1]).toBe(firstImages[2]);
    expect(secondImages.filter((name) => firstImages.includes(name))).toEqual([firstImages[2]]);
    expect(propertyRow(suite().stack, id)).toMatchObject({
      title: 'Sobrado reformado na Vila Itapura',
      complement: null,
      client_id: suite().clientId,
      is_reserved: 1,
    });
    expect(await storedImageExists(suite().stack, firstImages[0]!)).toBe(false);
    expect(await storedImageExists(suite().stack, firstImages[1]!)).toBe(false);
    for (const name of secondImages) expect(await storedImageExists(suite().stack, name)).toBe(true);
    const served = await fetch(`${suite().stack.gatewayUrl}/images/${secondImages[0]}?w=320`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);

    const deleted = await graphqlAs<{ deleteProperty: DeleteData }>(suite().stack.gatewayUrl, suite().adminToken, DELETE_PROPERTY, { id });
    expect(deleted).toEqual({ status: 200, data: { deleteProperty: { ok: true, message: 'Imóvel excluído com sucesso!', error: null } } });
    expect(propertyRow(suite().stack, id)).toBeUndefined();
    for (const name of secondImages) expect(await storedImageExists(suite().stack, name)).toBe(false);
    expect((await graphqlAs(suite().stack.gatewayUrl, suite().adminToken, STAFF_PROPERTY, { id })).data).toEqual({ staffProperty: null });
    const again = await graphqlAs(suite().stack.gatewayUrl, suite().adminToken, DELETE_PROPERTY, { id });
    expect(errorsOf(again)).toEqual([{ code: 'NOT_FOUND', message: 'O imóvel não foi encontrado.', path: ['deleteProperty'] }]);
    expect(await suite().uploadDirsLeft()).toEqual([]);
  });

  it('answers the staff rules as data under the input names, storing nothing', async () => {
    const before = readDatabase<{ count: number }>(suite().stack.dataDir, 'SELECT count(*) AS count FROM properties')[0]?.count;
    const input = {
      title: '',
      operation: null,
      type: null,
      status: null,
      city: ' ',
      price: -5,
      iptuValue: -1,
      brokerId: '987654',
      clientId: '987654',
    };
    const answer = await createWithPhotos('ignorado', suite().photos[0]!, [], input);
    const result = answer.data?.createProperty;
    expect({ ok: result?.ok, property: result?.property, message: result?.error?.message }).toEqual({
      ok: false,
      property: null,
      message: 'Por favor, corrija os erros destacados.',
    });
    expect(Object.fromEntries((result?.error?.fieldErrors ?? []).map(({ field, message }) => [field, message]))).toEqual({
      title: 'O título é obrigatório.',
      operation: 'A operação é obrigatória.',
      type: 'O tipo é obrigatório.',
      status: 'A situação é obrigatória.',
      city: 'A cidade é obrigatória.',
      price: 'O preço é obrigatório.',
      iptuValue: 'O valor do IPTU não pode ser negativo.',
      brokerId: 'Selecione um corretor válido.',
      clientId: 'Selecione um cliente válido.',
    });
    expect(readDatabase<{ count: number }>(suite().stack.dataDir, 'SELECT count(*) AS count FROM properties')[0]?.count).toBe(before);
    expect(await suite().uploadDirsLeft()).toEqual([]);
  });

  it('stores and answers a typed code, and refuses a duplicate or a blank one at the code field', async () => {
    const created = await createWithPhotos('Casa com código do portal', null, [], { code: ' Portal-3021 ' });
    expect(created.errors).toBeUndefined();
    const property = created.data!.createProperty.property!.property;
    expect(property.code).toBe('Portal-3021');
    expect(propertyRow(suite().stack, property.id)?.code).toBe('Portal-3021');

    const refusal = {
      message: 'Por favor, corrija os erros destacados.',
      fieldErrors: [{ field: 'code', message: 'Já existe um imóvel com este código.' }],
    };
    const duplicate = await createWithPhotos('Outra casa', null, [], { code: 'PORTAL-3021' });
    expect(duplicate.data?.createProperty).toEqual({ ok: false, message: null, property: null, error: refusal });
    expect(readDatabase(suite().stack.dataDir, 'SELECT id FROM properties WHERE title = ?', 'Outra casa')).toEqual([]);

    const generated = await createWithPhotos('Casa com código gerado', null, [], { code: null });
    const other = generated.data!.createProperty.property!.property;
    expect(other.code).toMatch(new RegExp(`^V-${other.id}-\\d{4}$`));
    const renamed = await sendAs<{ updateProperty: StaffPropertyResultData }>(
      suite().adminToken,
      UPDATE_PROPERTY,
      { id: other.id, input: { code: 'portal-3021' } },
      [],
    );
    expect(renamed.data?.updateProperty).toEqual({ ok: false, message: null, property: null, error: refusal });
    const blank = await sendAs<{ updateProperty: StaffPropertyResultData }>(
      suite().adminToken,
      UPDATE_PROPERTY,
      { id: other.id, input: { code: null } },
      [],
    );
    expect(blank.data?.updateProperty.error?.fieldErrors).toEqual([{ field: 'code', message: 'O código é obrigatório.' }]);
    expect(propertyRow(suite().stack, other.id)?.code).toBe(other.code);
  });

  it('refuses a photo over 15 MB at its field without asking the API', async () => {
    const tooLarge = new Uint8Array(FIFTEEN_MB + 1);
    tooLarge.set(suite().photos[1]!);
    const answer = await createWithPhotos('Foto grande demais', suite().photos[0]!, [tooLarge]);
    expect(answer.data?.createProperty).toEqual({
      ok: false,
      message: null,
      property: null,
      error: {
        message: 'Por favor, corrija os erros destacados.',
        fieldErrors: [{ field: 'otherImages', message: 'Cada imagem deve ter no máximo 15MB.' }],
      },
    });
    expect(readDatabase(suite().stack.dataDir, 'SELECT id FROM properties WHERE title = ?', 'Foto grande demais')).toEqual([]);
    expect(await suite().uploadDirsLeft()).toEqual([]);
  });
});

describe('changePropertyStatus', () => {
  it("sets the status and, unless told not to, queues the client's notice", async () => {
    const created = await createWithPhotos('Casa para aprovar', null, [], { clientId: String(suite().clientId) });
    const id = created.data!.createProperty.property!.property.id;

    const approved = await graphqlAs<{ changePropertyStatus: StaffPropertyResultData }>(
      suite().stack.gatewayUrl,
      suite().adminToken,
      CHANGE_STATUS,
      { id, status: 'APPROVED' },
    );
    expect(approved.data?.changePropertyStatus).toMatchObject({
      ok: true,
      message: 'Status do imóvel atualizado com sucesso!',
      error: null,
      property: { property: { id, status: 'APPROVED' } },
    });
    expect(mailsAbout(id)).toEqual([{ to_address: 'marina@cliente.test', subject: expect.stringContaining('aprovado') as string }]);

    const withoutReason = await graphqlAs<{ changePropertyStatus: StaffPropertyResultData }>(
      suite().stack.gatewayUrl,
      suite().adminToken,
      CHANGE_STATUS,
      { id, status: 'REJECTED', notifyClient: false },
    );
    expect(withoutReason.data?.changePropertyStatus).toMatchObject({
      ok: false,
      error: { message: 'Informe o motivo da recusa.', fieldErrors: [{ field: 'reason', message: 'Informe o motivo da recusa.' }] },
    });
    expect(propertyRow(suite().stack, id)?.status).toBe('approved');

    const rejected = await graphqlAs<{ changePropertyStatus: StaffPropertyResultData }>(
      suite().stack.gatewayUrl,
      suite().adminToken,
      CHANGE_STATUS,
      {
        id,
        status: 'REJECTED',
        notifyClient: false,
        reason: 'Documentação pendente.',
      },
    );
    expect(rejected.data?.changePropertyStatus.property).toMatchObject({
      statusReason: 'Documentação pendente.',
      property: { status: 'REJECTED' },
    });
    expect(propertyRow(suite().stack, id)?.status).toBe('rejected');
    expect(mailsAbout(id)).toHaveLength(1);
  });

  it('is NOT_FOUND for a property that does not exist', async () => {
    const answer = await graphqlAs(suite().stack.gatewayUrl, suite().adminToken, CHANGE_STATUS, { id: '987654', status: 'APPROVED' });
    expect(errorsOf(answer)).toEqual([{ code: 'NOT_FOUND', message: 'O imóvel não foi encontrado.', path: ['changePropertyStatus'] }]);
  });
});
