import { openAsBlob } from 'node:fs';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorJson } from '../support/contract.js';
import { bandedPhoto, PDF_BYTES, writeSizedFile } from '../support/photos.js';
import {
  createRegistrationApi,
  FORM_MESSAGE,
  photo,
  registrationForm,
  storedState,
  validFields,
  type PhotoPart,
  type StoredState,
} from '../support/registration.js';
import type { ApiResponse, Dialect, TestApi } from '../support/test-api.js';
import { eventually, postForm } from '../support/visitors.js';
import { whileDatabaseRefuses } from '../support/refusing-database.js';

const REQUIRED = [
  'operation',
  'type',
  'title',
  'description',
  'state',
  'address',
  'city',
  'neighborhood',
  'price',
  'contactName',
  'contactPhone',
  'contactEmail',
  'number',
] as const;
const ONE_BYTE_OVER_15_MB = 15_728_641;

/** Every rule of the owner registration: each answer is 422 with its exact text, and nothing is kept. */
export function registrationRulesSuite(dialect: Dialect): void {
  describe('POST /api/property/register — rules', () => {
    let testApi: TestApi;
    let jpeg: Buffer;
    let workDir: string;
    let oversized: string;
    let empty: StoredState;

    beforeAll(async () => {
      testApi = await createRegistrationApi(dialect);
      jpeg = await bandedPhoto(320, 240);
      workDir = await mkdtemp(path.join(tmpdir(), 'registration-rules-'));
      oversized = path.join(workDir, 'grande-demais.jpg');
      await writeSizedFile(oversized, jpeg, ONE_BYTE_OVER_15_MB);
      empty = await storedState(testApi);
      expect(empty.properties).toBe(0);
    });
    afterAll(async () => {
      await testApi?.dispose();
      if (workDir) await rm(workDir, { recursive: true, force: true });
    });

    function threePhotos(): PhotoPart[] {
      return [photo('mainImage', jpeg), photo('otherImages[0]', jpeg), photo('otherImages[1]', jpeg)];
    }

    async function register(fields: Record<string, string | undefined>, photos: PhotoPart[] = threePhotos()): Promise<ApiResponse> {
      return postForm(testApi, '/api/property/register', registrationForm(fields, photos));
    }

    async function expectRefused(response: ApiResponse, errors: Record<string, string[]>): Promise<void> {
      expect(response.status).toBe(422);
      expect(response.json).toEqual({ message: FORM_MESSAGE, errors });
      expect(await storedState(testApi)).toEqual(empty);
    }

    it('refuses a PDF renamed .jpg and declared image/jpeg, as the main photo or an additional one', async () => {
      const pdf = new Blob([new Uint8Array(PDF_BYTES)], { type: 'image/jpeg' });
      await expectRefused(
        await register(validFields(), [photo('mainImage', pdf, 'fachada.jpg'), photo('otherImages', jpeg), photo('otherImages', jpeg)]),
        { mainImage: ['Apenas arquivos JPG/PNG são permitidos.'] },
      );
      await expectRefused(await register(validFields(), [...threePhotos(), photo('otherImages[2]', pdf, 'sala.png', 'image/png')]), {
        otherImages: ['Apenas arquivos JPG/PNG são permitidos.'],
      });
    });

    it('refuses a file that starts like a JPEG but is not one, removing the photos already processed', async () => {
      const broken = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(5000, 7)]);
      await expectRefused(
        await register(validFields(), [...threePhotos(), photo('otherImages[2]', jpeg), photo('otherImages[3]', broken, 'quebrada.jpg')]),
        { otherImages: ['Apenas arquivos JPG/PNG são permitidos.'] },
      );
    });

    it('refuses a photo of 15 MB + 1 byte with "Cada imagem deve ter no máximo 15MB."', async () => {
      const big = await openAsBlob(oversized, { type: 'image/jpeg' });
      await expectRefused(await register(validFields(), [...threePhotos(), photo('otherImages[2]', big, 'enorme.jpg')]), {
        otherImages: ['Cada imagem deve ter no máximo 15MB.'],
      });
      await expectRefused(await register(validFields(), [photo('mainImage', big, 'enorme.jpg'), ...threePhotos().slice(1)]), {
        mainImage: ['Cada imagem deve ter no máximo 15MB.'],
      });
    });

    it('refuses fewer than 3 photos in all, and a missing main photo', async () => {
      await expectRefused(await register(validFields(), threePhotos().slice(0, 2)), {
        otherImages: ['Adicione no mínimo 3 fotos (principal + adicionais).'],
      });
      await expectRefused(await register(validFields(), [photo('mainImage', jpeg)]), {
        otherImages: ['Adicione no mínimo 3 fotos (principal + adicionais).'],
      });
      await expectRefused(await register(validFields(), threePhotos().slice(1).concat(photo('otherImages[2]', jpeg))), {
        mainImage: ['Adicione a foto principal.'],
      });
      await expectRefused(await register(validFields(), []), {
        mainImage: ['Adicione a foto principal.'],
        otherImages: ['Adicione no mínimo 3 fotos (principal + adicionais).'],
      });
    });

    it('refuses more than 1 main photo and more than 19 additional ones (21 photos)', async () => {
      const twenty = Array.from({ length: 20 }, (_unused, index) => photo(`otherImages[${index}]`, jpeg));
      await expectRefused(await register(validFields(), [photo('mainImage', jpeg), ...twenty]), {
        otherImages: ['Envie no máximo 20 fotos: 1 principal e até 19 adicionais.'],
      });
      await expectRefused(await register(validFields(), [photo('mainImage', jpeg), photo('mainImage', jpeg), ...twenty.slice(0, 2)]), {
        mainImage: ['Envie apenas uma foto principal.'],
      });
    });

    it('refuses files sent under other field names', async () => {
      await expectRefused(await register(validFields(), [...threePhotos(), photo('planta', jpeg)]), {
        planta: ['Envie as fotos nos campos mainImage e otherImages.'],
      });
    });

    it('refuses the form until the terms are accepted', async () => {
      const message = ['Você deve aceitar a Declaração de Responsabilidade para continuar.'];
      await expectRefused(await register({ ...validFields(), terms_accepted: '0' }), { terms_accepted: message });
      await expectRefused(await register({ ...validFields(), terms_accepted: undefined }), { terms_accepted: message });
    });

    it.each(REQUIRED)('answers "Campo obrigatório." when %s is missing or blank', async (field) => {
      await expectRefused(await register({ ...validFields(), [field]: undefined }), { [field]: ['Campo obrigatório.'] });
      await expectRefused(await register({ ...validFields(), [field]: '  ' }), { [field]: ['Campo obrigatório.'] });
    });

    it('lists every missing field at once', async () => {
      const response = await register({ terms_accepted: '1' });
      await expectRefused(response, Object.fromEntries(REQUIRED.map((field) => [field, ['Campo obrigatório.']])));
    });

    it('refuses a malformed e-mail, a state of 3 letters and negative numbers', async () => {
      await expectRefused(await register({ ...validFields(), contactEmail: 'rogerio@exemplo' }), {
        contactEmail: ['Por favor, insira um e-mail válido.'],
      });
      await expectRefused(await register({ ...validFields(), state: 'SPP' }), { state: ['Informe a sigla do estado com 2 letras.'] });
      await expectRefused(await register({ ...validFields(), state: 'XX' }), { state: ['Informe a sigla do estado com 2 letras.'] });
      await expectRefused(await register({ ...validFields(), area: '-10' }), { area: ['O valor não pode ser negativo.'] });
      await expectRefused(await register({ ...validFields(), bedrooms: '-1', price: '-5', iptu_value: '-0.5' }), {
        bedrooms: ['O valor não pode ser negativo.'],
        price: ['O valor não pode ser negativo.'],
        iptu_value: ['O valor não pode ser negativo.'],
      });
    });

    it('refuses unknown options, malformed numbers, postal code, phone, date and features', async () => {
      await expectRefused(
        await register({
          ...validFields(),
          operation: 'swap',
          type: 'castle',
          bathrooms: '2.5',
          lot_front: 'dez',
          zip_code: '1308',
          contactPhone: '9999',
          features: '{"pool":true}',
          iptu_periodicity: 'weekly',
        }),
        {
          operation: ['Selecione uma opção válida.'],
          type: ['Selecione uma opção válida.'],
          bathrooms: ['Informe um número inteiro.'],
          lot_front: ['Informe um número, com ponto para os decimais.'],
          zip_code: ['Informe um CEP com 8 dígitos.'],
          contactPhone: ['Informe o telefone com DDD: (##) #####-####.'],
          features: ['Envie as características como uma lista JSON, por exemplo ["pool","grill"].'],
          iptu_periodicity: ['Selecione uma opção válida.'],
        },
      );
      await expectRefused(await register({ ...validFields(), type: 'land', delivery_date: '2027-02-30' }), {
        delivery_date: ['Informe uma data válida (AAAA-MM-DD).'],
      });
    });

    it('answers 415 for a body that is not multipart, and 400 for a broken multipart body', async () => {
      const json = await testApi.request('/api/property/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validFields()),
      });
      expect(json.status).toBe(415);
      expect(json.json).toEqual({ message: 'Envie o formulário como multipart/form-data.' });
      const broken = await testApi.request('/api/property/register', {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=limite' },
        body: '--limite\r\nContent-Disposition: form-data; name="title"\r\n\r\nCasa',
      });
      expect(broken.status).toBe(400);
      expect(broken.json).toEqual({ message: 'Não foi possível ler o formulário enviado.' });
      expect(await storedState(testApi)).toEqual(empty);
    });

    it('leaves no temporary file when the visitor disconnects in the middle of the upload', async () => {
      const boundary = 'limite-da-foto';
      const request = http.request(`${testApi.api.url}/api/property/register`, {
        method: 'POST',
        headers: {
          'X-API-Key': testApi.api.apiKey,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(5 * 1024 * 1024),
        },
      });
      request.on('error', () => undefined);
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="mainImage"; filename="casa.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      request.write(Buffer.concat([jpeg, Buffer.alloc(512 * 1024, 1)]));
      await eventually(
        async () => (await storedState(testApi)).uploads.length,
        (count) => count > 0,
      );
      request.destroy();
      await eventually(
        () => storedState(testApi),
        (state) => state.uploads.length === 0,
      );
      expect(await storedState(testApi)).toEqual(empty);
      expect((await testApi.request('/api/health')).status).toBe(200);
    });

    it('needs the API key', async () => {
      const response = await testApi.request('/api/property/register', {
        method: 'POST',
        key: null,
        body: registrationForm(validFields(), threePhotos()),
      });
      expect(response.status).toBe(401);
      expect(await storedState(testApi)).toEqual(empty);
    });

    it('removes the stored photos when the database refuses the row', async () => {
      await whileDatabaseRefuses(testApi, dialect, 'insert', async () => {
        const response = await register(validFields());
        expect(response.status).toBe(500);
        expect(response.json).toEqual({ message: 'Erro interno do servidor.', requestId: response.headers.get('x-request-id') });
        expect((response.json as ErrorJson).errors).toBeUndefined();
        expect(await storedState(testApi)).toEqual(empty);
      });
    });
  });
}
