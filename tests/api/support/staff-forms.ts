import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { PROPERTY_FIELDS } from './contract.js';
import { bandedPhoto, writeSizedFile } from './photos.js';
import { photo, registrationForm, type PhotoPart } from './registration.js';
import { asStaff, createStaffUser, insertClient, insertSession } from './staff.js';
import { createTestApi, type ApiResponse, type Dialect, type TestApi } from './test-api.js';

export const FORM_MESSAGE = 'Por favor, corrija os erros destacados.';
export const STAFF_FIELDS = [
  ...PROPERTY_FIELDS,
  'contactName',
  'contactPhone',
  'contactEmail',
  'terms_accepted',
  'portal_publish',
  'portal_level',
  'status_reason',
].sort();
export const STORED_NAME = /^[0-9a-f]{16}\.jpg$/;
const WIDTHS = ['320', '640', '1080', '1600'];

export interface StaffPropertyJson {
  id: number;
  code: string;
  year: number;
  images: string[];
  [field: string]: unknown;
}

export interface Saved {
  message: string;
  data: StaffPropertyJson;
}

/** Every field of the staff form, as the back office sends them. */
export function staffFields(): Record<string, string> {
  return {
    title: 'Apartamento com varanda gourmet no Cambuí',
    description: 'Apartamento de 3 dormitórios com varanda gourmet e duas vagas.',
    highlights: 'Varanda gourmet\nDuas vagas',
    reference_point: 'Perto do Centro de Convivência',
    operation: 'sale',
    type: 'apartment',
    status: 'approved',
    price: '890000',
    iptu_value: '3100.50',
    iptu_periodicity: 'annually',
    bedrooms: '3',
    bathrooms: '2',
    suites: '1',
    garage: '2',
    area: '110',
    total_area: '140',
    usable_area: '105',
    zip_code: '13025-002',
    address: 'Rua Coronel Quirino',
    number: '900',
    complement: 'Apto 81',
    neighborhood: 'Cambuí',
    city: 'Campinas',
    state: 'sp',
    features: '["pool","grill","near_school"]',
    is_active: '1',
    is_reserved: '0',
    is_launch: '0',
  };
}

/** A stored photo and its four WebP variants. */
function filesOf(dataDir: string, name: string): string[] {
  return [path.join(dataDir, 'images', name), ...WIDTHS.map((width) => path.join(dataDir, 'image-variants', `w${width}`, `${name}.webp`))];
}

export function expectFiles(dataDir: string, names: readonly (string | undefined)[], present: boolean): void {
  for (const name of names) {
    for (const file of filesOf(dataDir, name ?? '')) expect(existsSync(file), file).toBe(present);
  }
}

type Fields = Record<string, string | undefined>;

/** An API with a signed-in administrative user (imoveis, clientes), a broker, a client and test photos. */
export interface StaffPropertyFixture {
  testApi: TestApi;
  token: string;
  brokerId: number;
  clientId: number;
  jpeg: Buffer;
  png: Buffer;
  /** A JPEG of 15 MB + 1 byte. */
  oversized: string;
  create: (fields: Fields, photos?: PhotoPart[]) => Promise<ApiResponse>;
  /** `POST /api/properties/{id}` with `_method=PUT`. */
  update: (id: number, fields: Fields, photos?: PhotoPart[]) => Promise<ApiResponse>;
  /** Creates a property of the broker and the client with three photos. */
  createWithPhotos: () => Promise<StaffPropertyJson>;
}

export function useStaffPropertyApi(dialect: Dialect): () => StaffPropertyFixture {
  let fixture: StaffPropertyFixture | undefined;
  let workDir: string | undefined;
  beforeAll(async () => {
    const testApi = await createTestApi({ dialect, seedDemo: false });
    const staffId = await createStaffUser(testApi, {
      email: 'gabriela@imobiliaria-teste.com.br',
      role: 'administrative',
      permissions: ['imoveis', 'clientes'],
    });
    const token = await insertSession(testApi, staffId);
    const brokerId = await createStaffUser(testApi, {
      name: 'Bruno Carvalho',
      email: 'bruno@imobiliaria-teste.com.br',
      role: 'broker',
      permissions: ['imoveis'],
      phone: '19997654321',
    });
    const clientId = await insertClient(testApi, { name: 'Helena Martins', email: 'helena@exemplo.com.br' });
    const [jpeg, png] = await Promise.all([bandedPhoto(640, 480), bandedPhoto(500, 400, 'png')]);
    workDir = await mkdtemp(path.join(tmpdir(), 'staff-properties-'));
    const oversized = path.join(workDir, 'grande-demais.jpg');
    await writeSizedFile(oversized, jpeg, 15_728_641);
    const send = (pathAndQuery: string, fields: Fields, photos: PhotoPart[]) =>
      asStaff(testApi, token, pathAndQuery, { method: 'POST', body: registrationForm(fields, photos) });
    const create = (fields: Fields, photos: PhotoPart[] = []) => send('/api/properties', fields, photos);
    fixture = {
      testApi,
      token,
      brokerId,
      clientId,
      jpeg,
      png,
      oversized,
      create,
      update: (id, fields, photos = []) => send(`/api/properties/${id}`, { _method: 'PUT', ...fields }, photos),
      async createWithPhotos() {
        const response = await create({ ...staffFields(), user_id: String(brokerId), client_id: String(clientId) }, [
          photo('mainImage', jpeg, 'fachada.jpg'),
          photo('otherImages[0]', png, 'sala.png', 'image/png'),
          photo('otherImages[1]', jpeg, 'quarto.jpg'),
        ]);
        expect(response.status, response.text).toBe(201);
        return (response.json as Saved).data;
      },
    };
  });
  afterAll(async () => {
    await fixture?.testApi.dispose();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });
  return () => {
    if (fixture === undefined) throw new Error('A API de teste ainda não foi iniciada.');
    return fixture;
  };
}
