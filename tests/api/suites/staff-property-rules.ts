import { openAsBlob } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PDF_BYTES } from '../support/photos.js';
import { photo, storedState } from '../support/registration.js';
import { insertTestProperty, propertyRow } from '../support/staff.js';
import { FORM_MESSAGE, staffFields, useStaffPropertyApi, type Saved } from '../support/staff-forms.js';
import type { ApiResponse, Dialect } from '../support/test-api.js';

const REQUIRED: Array<[string, string]> = [
  ['title', 'O título é obrigatório.'],
  ['operation', 'A operação é obrigatória.'],
  ['status', 'A situação é obrigatória.'],
  ['type', 'O tipo é obrigatório.'],
  ['price', 'O preço é obrigatório.'],
  ['city', 'A cidade é obrigatória.'],
];

async function expectRefused(response: ApiResponse, errors: Record<string, string[]>, unchanged: () => Promise<unknown>, before: unknown) {
  expect(response.status, response.text).toBe(422);
  expect(response.json).toEqual({ message: FORM_MESSAGE, errors });
  expect(await unchanged()).toEqual(before);
}

/** Every rule of the staff property form (spec §5): its exact text, and nothing kept or changed. */
export function staffPropertyRulesSuite(dialect: Dialect): void {
  describe('staff property rules', () => {
    const fixture = useStaffPropertyApi(dialect);
    const pdf = (type: string) => new Blob([new Uint8Array(PDF_BYTES)], { type });

    it.each(REQUIRED)('answers a missing or blank %s with "%s" on create', async (field, message) => {
      const { testApi, jpeg, create } = fixture();
      const before = await storedState(testApi);
      await expectRefused(
        await create({ ...staffFields(), [field]: undefined }, [photo('mainImage', jpeg)]),
        { [field]: [message] },
        () => storedState(testApi),
        before,
      );
      await expectRefused(await create({ ...staffFields(), [field]: ' ' }), { [field]: [message] }, () => storedState(testApi), before);
    });

    it('lists every missing required field at once', async () => {
      const { testApi, create } = fixture();
      const before = await storedState(testApi);
      await expectRefused(
        await create({}),
        Object.fromEntries(REQUIRED.map(([field, message]) => [field, [message]])),
        () => storedState(testApi),
        before,
      );
    });

    it('refuses negative price and IPTU, files that are not JPEG/PNG, photos over 15 MB and unknown references', async () => {
      const { testApi, jpeg, oversized, create } = fixture();
      const before = await storedState(testApi);
      const unchanged = () => storedState(testApi);
      await expectRefused(
        await create({ ...staffFields(), price: '-1', iptu_value: '-0.01' }, [photo('mainImage', jpeg)]),
        {
          price: ['O preço é obrigatório.'],
          iptu_value: ['O valor do IPTU não pode ser negativo.'],
        },
        unchanged,
        before,
      );
      await expectRefused(
        await create(staffFields(), [photo('mainImage', pdf('image/jpeg'), 'fachada.jpg'), photo('otherImages[0]', jpeg)]),
        {
          mainImage: ['Apenas arquivos JPG/PNG são permitidos.'],
        },
        unchanged,
        before,
      );
      const big = await openAsBlob(oversized, { type: 'image/jpeg' });
      await expectRefused(
        await create(staffFields(), [photo('mainImage', jpeg), photo('otherImages[0]', big, 'enorme.jpg')]),
        {
          otherImages: ['Cada imagem deve ter no máximo 15MB.'],
        },
        unchanged,
        before,
      );
      await expectRefused(
        await create({ ...staffFields(), status: 'vendido', client_id: '999999', user_id: '999999' }),
        {
          status: ['Selecione uma opção válida.'],
          client_id: ['Selecione um cliente válido.'],
          user_id: ['Selecione um corretor válido.'],
        },
        unchanged,
        before,
      );
    });

    it('answers the rules on update too, leaving row and files as they were', async () => {
      const { testApi, jpeg, update, createWithPhotos } = fixture();
      const property = await createWithPhotos();
      const snapshot = async () => [await propertyRow(testApi, property.id), await storedState(testApi)];
      const before = await snapshot();
      await expectRefused(
        await update(property.id, { title: '' }, [photo('otherImages', jpeg)]),
        { title: ['O título é obrigatório.'] },
        snapshot,
        before,
      );
      await expectRefused(
        await update(property.id, { price: '', city: ' ' }),
        {
          price: ['O preço é obrigatório.'],
          city: ['A cidade é obrigatória.'],
        },
        snapshot,
        before,
      );
      await expectRefused(
        await update(property.id, { iptu_value: '-5', status: '' }),
        {
          iptu_value: ['O valor do IPTU não pode ser negativo.'],
          status: ['A situação é obrigatória.'],
        },
        snapshot,
        before,
      );
      await expectRefused(
        await update(property.id, { title: 'Novo' }, [photo('otherImages', jpeg), photo('otherImages', pdf('image/png'), 'planta.png')]),
        {
          otherImages: ['Apenas arquivos JPG/PNG são permitidos.'],
        },
        snapshot,
        before,
      );
    });

    it("refuses to delete a photo that is not the property's, changing nothing", async () => {
      const { testApi, jpeg, update, createWithPhotos } = fixture();
      const mine = await createWithPhotos();
      const other = await createWithPhotos();
      const snapshot = async () => [await propertyRow(testApi, mine.id), await storedState(testApi)];
      const before = await snapshot();
      const stranger = other.images[1] ?? '';
      await expectRefused(
        await update(mine.id, { title: 'Outro título', imagesToDelete: JSON.stringify([stranger, '0123456789abcdef.jpg']) }, [
          photo('otherImages', jpeg),
        ]),
        { imagesToDelete: [`As imagens ${stranger}, 0123456789abcdef.jpg não pertencem a este imóvel.`] },
        snapshot,
        before,
      );
      await expectRefused(
        await update(mine.id, { imagesToDelete: JSON.stringify([stranger]) }),
        { imagesToDelete: [`A imagem ${stranger} não pertence a este imóvel.`] },
        snapshot,
        before,
      );
      await expectRefused(
        await update(mine.id, { imagesToDelete: 'fachada.jpg' }),
        { imagesToDelete: ['Envie imagesToDelete como uma lista JSON de nomes de arquivo, por exemplo ["5f0c2a9e7b1d4c3a.jpg"].'] },
        snapshot,
        before,
      );
    });

    it('refuses more than 20 photos in all', async () => {
      const { testApi, jpeg, update } = fixture();
      const nineteen = Array.from({ length: 19 }, (_unused, index) => `${index.toString(16).padStart(16, '0')}.jpg`);
      const id = await insertTestProperty(testApi, { images: JSON.stringify(nineteen) });
      const before = await propertyRow(testApi, id);
      await expectRefused(
        await update(id, {}, [photo('otherImages', jpeg), photo('otherImages', jpeg)]),
        {
          otherImages: ['O imóvel pode ter no máximo 20 fotos.'],
        },
        () => propertyRow(testApi, id),
        before,
      );
      const replaced = await update(id, {}, [photo('mainImage', jpeg)]);
      expect(replaced.status).toBe(200);
      expect((replaced.json as Saved).data.images).toHaveLength(19);
    });
  });
}
