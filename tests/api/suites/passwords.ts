import { describe, expect, it } from 'vitest';
import { asStaff, createStaffUser, insertSession, INVALID_SESSION, signIn, STAFF_PASSWORD } from '../support/staff.js';
import type { Dialect } from '../support/test-api.js';
import { expectStatus, PASSWORD_CHANGED, sendJson, uniqueEmail, usePeopleApi, userRow } from '../support/people.js';

const NEW_PASSWORD = 'nova senha 2026';
const WRONG_CREDENTIALS = { message: 'E-mail ou senha inválidos.' };
const REQUIRED = { message: 'Campo obrigatório.', errors: { password: ['Campo obrigatório.'] } };
const TOO_SHORT = {
  message: 'A senha deve ter no mínimo 6 caracteres.',
  errors: { password: ['A senha deve ter no mínimo 6 caracteres.'] },
};

const ENDPOINTS = [
  { label: 'PUT /api/brokers/{id}/password', base: '/api/brokers', role: 'broker', permission: 'corretores' },
  { label: 'PUT /api/users/{id}/password', base: '/api/users', role: 'leadbroker', permission: 'usuarios' },
] as const;

/** The password dialogs of brokers and users: rules, and the sessions a change ends. */
export function passwordsSuite(dialect: Dialect): void {
  describe.each(ENDPOINTS)('$label', ({ base, role, permission }) => {
    const fixture = usePeopleApi(dialect);
    const me = (token: string) => asStaff(fixture().testApi, token, '/api/auth/me');

    it('requires a password of at least 6 characters and changes nothing otherwise', async () => {
      const { testApi, admin } = fixture();
      const id = await createStaffUser(testApi, { email: uniqueEmail(role), role, permissions: [] });
      const session = await insertSession(testApi, id);
      const before = await userRow(testApi, id);
      for (const body of [{}, { password: '' }, { password: '     ' }, { password: null }]) {
        const response = await sendJson(testApi, admin.token, 'PUT', `${base}/${id}/password`, body);
        expect(response.status, JSON.stringify(body)).toBe(422);
        expect(response.json).toEqual(REQUIRED);
      }
      const form = await asStaff(testApi, admin.token, `${base}/${id}/password`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'password=12345',
      });
      expect(form.status).toBe(422);
      expect(form.json).toEqual(TOO_SHORT);
      expect(await userRow(testApi, id)).toEqual(before);
      expectStatus(await me(session), 200);
    });

    it('when changed by someone else: 200, every session of that person ends, the new password signs in', async () => {
      const { testApi, admin } = fixture();
      const email = uniqueEmail(role);
      const id = await createStaffUser(testApi, { email, role, permissions: ['imoveis'] });
      const sessions = [await insertSession(testApi, id), await insertSession(testApi, id)];
      const response = await sendJson(testApi, admin.token, 'PUT', `${base}/${id}/password`, { password: NEW_PASSWORD });
      expectStatus(response, 200);
      expect(response.json).toEqual(PASSWORD_CHANGED);
      for (const token of sessions) {
        const refused = await me(token);
        expect(refused.status).toBe(401);
        expect(refused.json).toEqual(INVALID_SESSION);
      }
      expectStatus(await me(admin.token), 200);
      expect((await signIn(testApi, email, STAFF_PASSWORD)).json).toEqual(WRONG_CREDENTIALS);
      expectStatus(await signIn(testApi, email, NEW_PASSWORD), 200);
    });

    it('when people change their own: 200, they stay signed in here and every other session ends', async () => {
      const { testApi } = fixture();
      const email = uniqueEmail(role);
      const id = await createStaffUser(testApi, { email, role, permissions: [permission] });
      const [here, elsewhere] = [await insertSession(testApi, id), await insertSession(testApi, id)];
      const response = await sendJson(testApi, here, 'PUT', `${base}/${id}/password`, { password: NEW_PASSWORD });
      expectStatus(response, 200);
      expect(response.json).toEqual(PASSWORD_CHANGED);
      expectStatus(await me(here), 200);
      expect((await me(elsewhere)).json).toEqual(INVALID_SESSION);
      expectStatus(await signIn(testApi, email, NEW_PASSWORD), 200);
    });
  });
}
