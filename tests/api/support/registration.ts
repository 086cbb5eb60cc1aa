import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createTestApi, type Dialect, type TestApi } from './test-api.js';

export const FORM_MESSAGE = 'Por favor, corrija os erros destacados.';
export const REGISTERED = {
  message: 'Imóvel cadastrado com sucesso! Nossa equipe vai analisar as informações e entrar em contato.',
};

/** An API without demo content whose registration limits are high enough for every test of a suite. */
export function createRegistrationApi(dialect: Dialect): Promise<TestApi> {
  return createTestApi({
    dialect,
    seedDemo: false,
    rateLimits: {
      register: { max: 1000, windowMs: 60_000 },
      registerRefused: { max: 1000, windowMs: 60_000 },
    },
  });
}

/** Every field of a valid owner registration, as the form sends them. */
export function validFields(): Record<string, string> {
  return {
    operation: 'sale',
    type: 'house',
    title: 'Casa térrea com quintal no Taquaral',
    description: 'Casa com 3 dormitórios, quintal amplo e garagem coberta.\nRua tranquila e arborizada.',
    highlights: 'Quintal com jabuticabeira\nPerto do Parque Taquaral',
    reference_point: 'Próximo à Lagoa do Taquaral',
    price: '780000.50',
    bedrooms: '3',
    bathrooms: '2',
    suites: '1',
    garage: '2',
    area: '160',
    total_area: '300',
    usable_area: '150',
    built_area: '160',
    lot_area: '300',
    lot_front: '10',
    lot_back: '30',
    iptu_value: '2400',
    iptu_periodicity: 'annually',
    address: 'Rua Dr. Antônio Castro Prado',
    number: '215',
    complement: 'Casa 2',
    neighborhood: 'Taquaral',
    city: 'Campinas',
    state: 'SP',
    zip_code: '13087-000',
    features: '["pet_friendly","backyard","grill"]',
    contactName: 'Rogério Albuquerque',
    contactPhone: '(19) 99876-5432',
    contactEmail: 'rogerio.albuquerque@exemplo.com.br',
    terms_accepted: '1',
  };
}

export interface PhotoPart {
  field: string;
  blob: Blob;
  filename: string;
}

export function photo(field: string, data: Buffer | Blob, filename = 'foto.jpg', type = 'image/jpeg'): PhotoPart {
  return { field, blob: data instanceof Blob ? data : new Blob([new Uint8Array(data)], { type }), filename };
}

export function registrationForm(fields: Record<string, string | undefined>, photos: readonly PhotoPart[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const part of photos) form.append(part.field, part.blob, part.filename);
  return form;
}

async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

export interface StoredState {
  properties: number;
  images: string[];
  variants: string[];
  uploads: string[];
}

/** What a registration may leave behind: rows, photos, variants and temporary uploads. */
export async function storedState(testApi: TestApi): Promise<StoredState> {
  const { count } = await testApi.db
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return {
    properties: Number(count),
    images: await filesUnder(path.join(testApi.dataDir, 'images')),
    variants: await filesUnder(path.join(testApi.dataDir, 'image-variants')),
    uploads: await readdir(path.join(testApi.dataDir, 'uploads-tmp')).catch(() => []),
  };
}
