/**
 * Owner registration through the gateway against the real API: a multipart GraphQL request with real
 * JPEG files, streamed on to `POST /api/property/register`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './support.js';
import {
  multipartGraphql,
  photoFiles,
  readDatabase,
  REGISTER_PROPERTY,
  sampleJpeg,
  useRegistrationStack,
  validRegistration,
  type MutationResultData,
} from './visitors-support.js';

interface StoredProperty {
  id: number;
  title: string;
  status: string;
  is_active: number;
  operation: string;
  type: string;
  address: string;
  zip_code: string;
  reference_point: string;
  iptu_value: number;
  iptu_periodicity: string;
  features: string;
  images: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  terms_accepted: number;
}

const FIFTEEN_MB = 15_728_640;
const { stack, uploadDirsLeft } = useRegistrationStack('gateway-registration-suite-');
let photos: Buffer[];

beforeAll(async () => {
  photos = await Promise.all(['#c0392b', '#27ae60', '#2980b9', '#f1c40f'].map((color) => sampleJpeg(color)));
});

const propertiesTitled = (title: string) =>
  readDatabase<StoredProperty>(stack().dataDir, 'SELECT * FROM properties WHERE title = ?', title);

async function register(title: string, input: Record<string, unknown>, files = photoFiles(photos.slice(0, 3))) {
  const variables = {
    input,
    mainImage: null,
    otherImages: files.filter((file) => file.variablePath.startsWith('variables.otherImages')).map(() => null),
  };
  const answer = await multipartGraphql<{ registerProperty: MutationResultData }>(stack().gatewayUrl, REGISTER_PROPERTY, variables, files);
  return { answer, stored: propertiesTitled(title) };
}

describe('registerProperty', () => {
  it('registers the property with its photos for analysis, every field under its REST name', async () => {
    const title = 'Casa com quintal no Cambuí';
    const { answer, stored } = await register(
      title,
      validRegistration(title),
      photoFiles(photos, ['frente.jpg', 'sala.jpg', 'quarto.jpg', 'quintal.jpg']),
    );
    expect(answer).toEqual({
      status: 200,
      data: {
        registerProperty: {
          ok: true,
          message: 'Imóvel cadastrado com sucesso! Nossa equipe vai analisar as informações e entrar em contato.',
          error: null,
        },
      },
    });
    expect(stored).toHaveLength(1);
    const [property] = stored;
    expect(property).toMatchObject({
      status: 'in_analysis',
      is_active: 0,
      operation: 'sale',
      type: 'house',
      address: 'Rua das Acácias',
      zip_code: '13025-000',
      reference_point: 'Próximo à padaria Central',
      iptu_value: 2400.5,
      iptu_periodicity: 'annually',
      contact_name: 'Helena Prado',
      contact_phone: '19991234567',
      contact_email: 'helena@example.com',
      terms_accepted: 1,
    });
    expect(JSON.parse(property?.features ?? '')).toEqual(['pet_friendly', 'near_school', 'grill']);
    const images = JSON.parse(property?.images ?? '[]') as string[];
    expect(images).toHaveLength(4);
    expect(images.some((name) => /frente|sala|quarto|quintal/.test(name))).toBe(false);
    const served = await fetch(`${stack().gatewayUrl}/images/${images[0]}?w=320`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await uploadDirsLeft()).toEqual([]);
  });

  it('answers a missing main photo as data at mainImage, storing nothing', async () => {
    const title = 'Sem foto principal';
    const files = photoFiles([photos[0]!, photos[1]!, photos[2]!]).slice(1);
    const { answer, stored } = await register(title, validRegistration(title), files);
    expect(answer.data?.registerProperty).toEqual({
      ok: false,
      message: null,
      error: {
        message: 'Por favor, corrija os erros destacados.',
        fieldErrors: [
          { field: 'mainImage', message: 'Adicione a foto principal.' },
          { field: 'otherImages', message: 'Adicione no mínimo 3 fotos (principal + adicionais).' },
        ],
      },
    });
    expect(stored).toEqual([]);
  });

  it('answers two photos as data at otherImages, storing nothing', async () => {
    const title = 'Só duas fotos';
    const { answer, stored } = await register(title, validRegistration(title), photoFiles(photos.slice(0, 2)));
    expect(answer.data?.registerProperty.error).toEqual({
      message: 'Por favor, corrija os erros destacados.',
      fieldErrors: [{ field: 'otherImages', message: 'Adicione no mínimo 3 fotos (principal + adicionais).' }],
    });
    expect(stored).toEqual([]);
  });

  it('answers terms not accepted as data at termsAccepted, storing nothing', async () => {
    const title = 'Termos recusados';
    const { answer, stored } = await register(title, { ...validRegistration(title), termsAccepted: false });
    expect(answer.data?.registerProperty.error).toEqual({
      message: 'Por favor, corrija os erros destacados.',
      fieldErrors: [{ field: 'termsAccepted', message: 'Você deve aceitar a Declaração de Responsabilidade para continuar.' }],
    });
    expect(stored).toEqual([]);
  });

  it("reports the API's field messages under the schema's input names", async () => {
    const title = 'Campos com problemas';
    const input = { ...validRegistration(title), street: '', zipCode: '123', contactEmail: 'helena@', state: 'São Paulo', price: -1 };
    const { answer, stored } = await register(title, input);
    const fieldErrors = answer.data?.registerProperty.error?.fieldErrors ?? [];
    expect(Object.fromEntries(fieldErrors.map(({ field, message }) => [field, message]))).toEqual({
      street: 'Campo obrigatório.',
      zipCode: 'Informe um CEP com 8 dígitos.',
      contactEmail: 'Por favor, insira um e-mail válido.',
      state: 'Informe a sigla do estado com 2 letras.',
      price: 'O valor não pode ser negativo.',
    });
    expect(stored).toEqual([]);
  });

  it('passes on the refusal of a file that is not a JPG/PNG whatever its name', async () => {
    const title = 'PDF renomeado';
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const files = photoFiles([photos[0]!, pdf, photos[1]!], ['frente.jpg', 'documento.jpg', 'sala.jpg']);
    const { answer, stored } = await register(title, validRegistration(title), files);
    expect(answer.data?.registerProperty.error?.fieldErrors).toEqual([
      { field: 'otherImages', message: 'Apenas arquivos JPG/PNG são permitidos.' },
    ]);
    expect(stored).toEqual([]);
  });

  it('refuses a photo over 15 MB at its field in pt-BR, storing nothing and leaving no temporary file', async () => {
    const title = 'Foto grande demais';
    const tooLarge = new Uint8Array(FIFTEEN_MB + 1);
    tooLarge.set(photos[2]!);
    const files = photoFiles([photos[0]!, photos[1]!, tooLarge, photos[3]!]);
    const { answer, stored } = await register(title, validRegistration(title), files);
    expect(answer).toEqual({
      status: 200,
      data: {
        registerProperty: {
          ok: false,
          message: null,
          error: {
            message: 'Por favor, corrija os erros destacados.',
            fieldErrors: [{ field: 'otherImages', message: 'Cada imagem deve ter no máximo 15MB.' }],
          },
        },
      },
    });
    expect(stored).toEqual([]);
    expect(await uploadDirsLeft()).toEqual([]);
  });

  it('accepts a photo of exactly 15 MB', async () => {
    const title = 'Foto de exatamente 15 MB';
    const atLimit = new Uint8Array(FIFTEEN_MB);
    atLimit.set(photos[0]!);
    const { answer, stored } = await register(title, validRegistration(title), photoFiles([atLimit, photos[1]!, photos[2]!]));
    expect(answer.data?.registerProperty.error).toBeNull();
    expect(stored).toHaveLength(1);
    expect(await uploadDirsLeft()).toEqual([]);
  });

  it('answers a registration sent as JSON, without files, with the photo messages', async () => {
    const title = 'Sem arquivos';
    const answer = await graphql<{ registerProperty: MutationResultData }>(stack().gatewayUrl, REGISTER_PROPERTY, {
      input: validRegistration(title),
    });
    expect(answer.data?.registerProperty.error?.fieldErrors.map((error) => error.field)).toEqual(['mainImage', 'otherImages']);
    expect(propertiesTitled(title)).toEqual([]);
  });
});
