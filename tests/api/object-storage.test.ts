import { existsSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStorageUrl } from '../../api/src/config.js';
import { simplePdf } from '../../api/src/demo/document-files.js';
import { sweepOrphanPhotos } from '../../api/src/files/orphans.js';
import { S3ObjectStore } from '../../api/src/files/s3-store.js';
import { sweepOrphanTemplateFiles } from '../../api/src/templates/orphans.js';
import { startS3Server, type RunningS3Server } from '../support/s3-server.js';
import { bandedPhoto } from './support/photos.js';
import { photo, registrationForm } from './support/registration.js';
import { asStaff, createStaffUser, insertClient, insertSession } from './support/staff.js';
import { staffFields, STORED_NAME, type Saved } from './support/staff-forms.js';
import { createTestApi, type TestApi } from './support/test-api.js';

const BUCKET = 'imobiliaria-teste';
const PUBLIC_BASE = 'https://cdn.imobiliaria-teste.com.br/arquivos';
const IMAGE_CACHE = 'public, max-age=31536000, immutable';
const THREE_HOURS_LATER = () => Date.now() + 3 * 60 * 60 * 1000;

interface Fixture {
  s3: RunningS3Server;
  bucket: S3ObjectStore;
  testApi: TestApi;
  token: string;
  brokerId: number;
  clientId: number;
  jpeg: Buffer;
}

async function keysUnder(bucket: S3ObjectStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of bucket.list(prefix)) keys.push(object.key);
  return keys.sort();
}

async function bucketBytes(bucket: S3ObjectStore, key: string): Promise<Buffer | undefined> {
  const object = await bucket.get(key);
  return object === undefined ? undefined : buffer(object.stream);
}

async function fetched(testApi: TestApi, pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${testApi.api.url}${pathAndQuery}`, { headers: { 'X-API-Key': testApi.api.apiKey, ...headers } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('the API with its files in an S3-compatible bucket (STORAGE_URL)', () => {
  let fixture: Fixture | undefined;
  const given = () => {
    if (fixture === undefined) throw new Error('A API de teste ainda não foi iniciada.');
    return fixture;
  };

  beforeAll(async () => {
    const s3 = await startS3Server([BUCKET]);
    const storageUrl = s3.storageUrl(BUCKET);
    const testApi = await createTestApi({ dialect: 'sqlite', seedDemo: false, storageUrl, storagePublicUrl: PUBLIC_BASE });
    const staffId = await createStaffUser(testApi, {
      email: 'gabriela@imobiliaria-teste.com.br',
      role: 'administrative',
      permissions: ['imoveis', 'clientes', 'modelos-documento'],
    });
    const brokerId = await createStaffUser(testApi, {
      name: 'Bruno Carvalho',
      email: 'bruno@imobiliaria-teste.com.br',
      role: 'broker',
      permissions: ['imoveis'],
    });
    fixture = {
      s3,
      bucket: new S3ObjectStore(parseStorageUrl(storageUrl)),
      testApi,
      token: await insertSession(testApi, staffId),
      brokerId,
      clientId: await insertClient(testApi, { name: 'Helena Martins', email: 'helena@exemplo.com.br' }),
      jpeg: await bandedPhoto(1400, 900),
    };
  });
  afterAll(async () => {
    fixture?.bucket.close();
    await fixture?.testApi.dispose();
    await fixture?.s3.close();
  });

  const createProperty = (photos: ReturnType<typeof photo>[]) => {
    const { testApi, token, brokerId, clientId } = given();
    const fields = { ...staffFields(), user_id: String(brokerId), client_id: String(clientId) };
    return asStaff(testApi, token, '/api/properties', { method: 'POST', body: registrationForm(fields, photos) });
  };

  it('stores the photos of a new property and their widths in the bucket, nothing in the data directory', async () => {
    const { bucket, testApi, jpeg } = given();
    const response = await createProperty([photo('mainImage', jpeg, 'fachada.jpg'), photo('otherImages[0]', jpeg, 'sala.jpg')]);
    expect(response.status, response.text).toBe(201);
    const { images } = (response.json as Saved).data;
    expect(images).toHaveLength(2);
    for (const name of images) {
      expect(name).toMatch(STORED_NAME);
      expect(await bucket.head(`images/${name}`)).toMatchObject({ contentType: 'image/jpeg' });
      for (const width of ['320', '640', '1080', '1600']) {
        expect(await bucket.head(`image-variants/w${width}/${name}.webp`), width).toMatchObject({ contentType: 'image/webp' });
      }
    }
    expect(existsSync(path.join(testApi.dataDir, 'images'))).toBe(false);
    expect(existsSync(path.join(testApi.dataDir, 'image-variants'))).toBe(false);
  });

  it('serves a photo, its width and its share picture from the bucket with a year of caching, and 304 when unchanged', async () => {
    const { bucket, testApi } = given();
    const [name] = (await keysUnder(bucket, 'images/')).map((key) => key.slice('images/'.length));
    const original = await fetched(testApi, `/images/${name}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(original.headers.get('cache-control')).toBe(IMAGE_CACHE);
    expect(original.headers.get('last-modified')).toMatch(/GMT$/);
    expect(original.bytes).toEqual(await bucketBytes(bucket, `images/${name}`));
    expect(Number(original.headers.get('content-length'))).toBe(original.bytes.length);

    const etag = original.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    // fetch adds `Cache-Control: no-cache` to a conditional request unless one is given; the gateway sends none.
    const unchanged = await fetched(testApi, `/images/${name}`, { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });
    expect(unchanged.status).toBe(304);
    expect(unchanged.bytes.length).toBe(0);

    const width = await fetched(testApi, `/images/${name}?w=640`);
    expect(width.status).toBe(200);
    expect(width.headers.get('content-type')).toBe('image/webp');
    expect(width.headers.get('cache-control')).toBe(IMAGE_CACHE);
    expect(width.bytes).toEqual(await bucketBytes(bucket, `image-variants/w640/${name}.webp`));

    expect(await bucket.head(`image-variants/share/${name}.jpg`)).toBeUndefined();
    const share = await fetched(testApi, `/images/${name}?variant=share`);
    expect(share.status).toBe(200);
    expect(share.headers.get('content-type')).toBe('image/jpeg');
    expect(await bucket.head(`image-variants/share/${name}.jpg`)).toMatchObject({ size: share.bytes.length });

    expect((await fetched(testApi, '/images/0000000000000000.jpg')).status).toBe(404);
  });

  it('leaves nothing in the bucket when a photo of the form cannot be read', async () => {
    const { bucket, jpeg } = given();
    const before = await keysUnder(bucket, '');
    const damaged = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(4000, 0x41)]);
    const response = await createProperty([photo('mainImage', jpeg, 'fachada.jpg'), photo('otherImages[0]', damaged, 'quebrada.jpg')]);
    expect(response.status, response.text).toBe(422);
    expect(await keysUnder(bucket, '')).toEqual(before);
  });

  it('sweeps photos, variants and template files that no row references, and keeps the rest', async () => {
    const { bucket, testApi } = given();
    const kept = await keysUnder(bucket, '');
    const orphans = [
      'images/eeeeeeeeeeeeeeee.jpg',
      'image-variants/w640/eeeeeeeeeeeeeeee.jpg.webp',
      'image-variants/share/eeeeeeeeeeeeeeee.jpg.jpg',
      'contract-templates/0123456789abcdef0123456789abcdef.pdf',
    ];
    for (const key of orphans) await bucket.put(key, Buffer.from('sobra'), { contentType: 'application/octet-stream' });
    expect(await sweepOrphanPhotos(testApi.db, bucket)).toBe(0);
    expect(await sweepOrphanPhotos(testApi.db, bucket, THREE_HOURS_LATER())).toBe(3);
    expect(await sweepOrphanTemplateFiles(testApi.db, bucket, THREE_HOURS_LATER())).toBe(1);
    expect(await keysUnder(bucket, '')).toEqual(kept);
  });

  it('keeps an uploaded contract template in the bucket, downloads it, and removes the one a new file replaces', async () => {
    const { bucket, testApi, token } = given();
    const upload = (pathAndQuery: string, fields: Record<string, string>, pdf: Buffer) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'contrato.pdf');
      return asStaff(testApi, token, pathAndQuery, { method: 'POST', body: form });
    };
    const first = simplePdf(['Contrato de locação residencial']);
    const created = await upload('/api/contract-templates', { title: 'Contrato de locação' }, first);
    expect(created.status, created.text).toBe(201);
    const { id } = (created.json as { data: { id: number } }).data;
    const storedFile = async () =>
      (await testApi.db.selectFrom('contract_templates').select('stored_file').where('id', '=', id).executeTakeFirstOrThrow()).stored_file;
    const firstKey = `contract-templates/${(await storedFile()) ?? ''}`;
    expect(await bucketBytes(bucket, firstKey)).toEqual(first);

    const download = await fetched(testApi, `/api/contract-templates/${id}/file`, { Authorization: `Bearer ${token}` });
    expect(download.status).toBe(200);
    expect(download.bytes).toEqual(first);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''contrato.pdf");
    expect(download.headers.get('cache-control')).toBe('private, no-store');

    const second = simplePdf(['Contrato de locação comercial']);
    const replaced = await upload(`/api/contract-templates/${id}`, { _method: 'PUT' }, second);
    expect(replaced.status, replaced.text).toBe(200);
    expect(await bucket.head(firstKey)).toBeUndefined();
    expect(await bucketBytes(bucket, `contract-templates/${(await storedFile()) ?? ''}`)).toEqual(second);
    expect(existsSync(path.join(testApi.dataDir, 'contract-templates'))).toBe(false);
  });

  it("gives a broker's photo its address on the configured public base", async () => {
    const { bucket, testApi, brokerId } = given();
    const [key] = await keysUnder(bucket, 'images/');
    const name = key?.slice('images/'.length) ?? '';
    await testApi.db.updateTable('users').set({ image: name }).where('id', '=', brokerId).execute();
    const { data } = await testApi.getJson<{ data: Array<{ id: number; image_url: string | null }> }>('/api/brokers');
    expect(data.find((broker) => broker.id === brokerId)?.image_url).toBe(`${PUBLIC_BASE}/images/${name}`);
  });
});
