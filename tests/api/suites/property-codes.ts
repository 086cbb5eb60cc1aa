import { describe, expect, it } from 'vitest';
import { storedState } from '../support/registration.js';
import { asStaff, insertTestProperty, propertyRow } from '../support/staff.js';
import { FORM_MESSAGE, staffFields, useStaffPropertyApi, type Saved } from '../support/staff-forms.js';
import type { ApiResponse, Dialect } from '../support/test-api.js';

const DUPLICATE = 'Já existe um imóvel com este código.';

function savedCode(response: ApiResponse, status: number): Saved['data'] {
  expect(response.status, response.text).toBe(status);
  return (response.json as Saved).data;
}

function expectCodeRefused(response: ApiResponse, message: string): void {
  expect(response.status, response.text).toBe(422);
  expect(response.json).toEqual({ message: FORM_MESSAGE, errors: { code: [message] } });
}

/** The property code: typed by staff or generated, stored, unique whatever the letter case. */
export function propertyCodesSuite(dialect: Dialect): void {
  describe('property codes', () => {
    const fixture = useStaffPropertyApi(dialect);

    it('stores a typed code as typed (trimmed), answers it and lists it', async () => {
      const { testApi, token, create } = fixture();
      const data = savedCode(await create({ ...staffFields(), code: '  Ap-Cambui/0815.b ' }), 201);
      expect(data.code).toBe('Ap-Cambui/0815.b');
      expect((await propertyRow(testApi, data.id))?.code).toBe('Ap-Cambui/0815.b');
      const listed = await asStaff(testApi, token, '/api/properties/fetch');
      expect(JSON.stringify(listed.json)).toContain('"code":"Ap-Cambui/0815.b"');
    });

    it('generates the code when none is typed: operation prefix, id and year, stored', async () => {
      const { testApi, create } = fixture();
      const absent = savedCode(await create({ ...staffFields(), operation: 'rent' }), 201);
      expect(absent.code).toBe(`L-${absent.id}-${absent.year}`);
      expect((await propertyRow(testApi, absent.id))?.code).toBe(absent.code);
      const blank = savedCode(await create({ ...staffFields(), operation: 'both', code: ' ' }), 201);
      expect(blank.code).toBe(`VL-${blank.id}-${blank.year}`);
    });

    it('refuses a code another property has, whatever its letter case or spaces, and stores nothing', async () => {
      const { testApi, create } = fixture();
      const first = savedCode(await create({ ...staffFields(), code: 'PORTAL-77' }), 201);
      const before = await storedState(testApi);
      expectCodeRefused(await create({ ...staffFields(), code: ' portal-77  ' }), DUPLICATE);
      expect(await storedState(testApi)).toEqual(before);

      const other = savedCode(await create(staffFields()), 201);
      const update = await fixture().update(other.id, { code: 'Portal-77' });
      expectCodeRefused(update, DUPLICATE);
      expect((await propertyRow(testApi, other.id))?.code).toBe(other.code);
      expect((await propertyRow(testApi, first.id))?.code).toBe('PORTAL-77');
    });

    it('lets the unique index decide between two saves of one code at the same time', async () => {
      const { create } = fixture();
      const answers = await Promise.all([create({ ...staffFields(), code: 'CORRIDA-1' }), create({ ...staffFields(), code: 'corrida-1' })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
      const refused = answers.find((answer) => answer.status === 422);
      expect(refused?.json).toEqual({ message: FORM_MESSAGE, errors: { code: [DUPLICATE] } });
    });

    it('keeps a typed code when the operation changes, and a property may keep its own code', async () => {
      const { testApi, create, update } = fixture();
      const saved = savedCode(await create({ ...staffFields(), code: 'ANTIGO-12' }), 201);
      const renamed = savedCode(await update(saved.id, { code: 'antigo-12', operation: 'rent' }), 200);
      expect(renamed).toMatchObject({ code: 'antigo-12', operation: 'rent' });
      const moved = savedCode(await update(saved.id, { operation: 'launch', title: 'Novo título' }), 200);
      expect(moved.code).toBe('antigo-12');
      expect((await propertyRow(testApi, saved.id))?.code).toBe('antigo-12');
    });

    it('refuses a blank code on update, an overlong one and characters outside the allowed ones', async () => {
      const { testApi, create, update } = fixture();
      const saved = savedCode(await create(staffFields()), 201);
      expectCodeRefused(await update(saved.id, { code: '  ' }), 'O código é obrigatório.');
      expectCodeRefused(await update(saved.id, { code: 'A'.repeat(31) }), 'Use no máximo 30 caracteres.');
      for (const code of ['COD 12', 'CÓD-12', 'COD#12']) {
        expectCodeRefused(await update(saved.id, { code }), 'Use apenas letras, números, hífen (-), barra (/) ou ponto (.), sem espaços.');
      }
      expect((await propertyRow(testApi, saved.id))?.code).toBe(saved.code);
      expect(savedCode(await update(saved.id, { code: 'A'.repeat(30) }), 200).code).toBe('A'.repeat(30));
    });

    it('gives the generated code a suffix when staff already typed exactly that code for another property', async () => {
      const { testApi, create } = fixture();
      const year = new Date().getFullYear();
      const lastId = await insertTestProperty(testApi);
      savedCode(await create({ ...staffFields(), code: `V-${lastId + 2}-${year}` }), 201);
      const generated = savedCode(await create(staffFields()), 201);
      expect(generated.id).toBe(lastId + 2);
      expect(generated.code).toBe(`V-${lastId + 2}-${year}-2`);
    });
  });
}
