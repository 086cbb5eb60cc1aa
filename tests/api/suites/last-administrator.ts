import { describe, expect, it } from 'vitest';
import { registrationForm } from '../support/registration.js';
import { asStaff, createStaffUser, insertSession } from '../support/staff.js';
import type { Dialect, TestApi } from '../support/test-api.js';
import {
  ALL_PERMISSIONS,
  expectStatus,
  heldPermissions,
  permissionIds,
  sendJson,
  staffAccount,
  uniqueEmail,
  usePeopleApi,
  userRow,
} from '../support/people.js';

const LAST = 'Não é possível remover o acesso do último administrador: mantenha ao menos um usuário ativo com a permissão Usuários.';

/** Active users holding usuarios. */
async function administrators(testApi: TestApi): Promise<number[]> {
  const rows = await testApi.db
    .selectFrom('users')
    .innerJoin('user_permissions', 'user_permissions.user_id', 'users.id')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select('users.id')
    .where('users.is_active', '=', 1)
    .where('permissions.identifier', '=', 'usuarios')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Leaves `keep` as the only holders of usuarios. */
async function onlyAdministrators(testApi: TestApi, keep: readonly number[]): Promise<void> {
  const [usuarios] = await permissionIds(testApi, ['usuarios']);
  await testApi.db
    .deleteFrom('user_permissions')
    .where('permission_id', '=', usuarios ?? 0)
    .where('user_id', 'not in', [...keep])
    .execute();
}

/** Nobody can remove the last active administrator's access: not by deactivating, not by taking usuarios away. */
export function lastAdministratorSuite(dialect: Dialect): void {
  describe('the last administrator', () => {
    const fixture = usePeopleApi(dialect);

    it('of two administrators removing each other at the same moment, exactly one succeeds', async () => {
      const { testApi } = fixture();
      const first = await staffAccount(testApi, { role: 'administrative', permissions: ALL_PERMISSIONS });
      const second = await staffAccount(testApi, { role: 'administrative', permissions: ALL_PERMISSIONS });
      await onlyAdministrators(testApi, [first.id, second.id]);
      const answers = await Promise.all([
        sendJson(testApi, first.token, 'PUT', `/api/users/${second.id}`, { is_active: 0 }),
        sendJson(testApi, second.token, 'PUT', `/api/users/${first.id}`, { is_active: 0 }),
      ]);
      // The loser is refused by the rule (422), or — when the winner got there first — no longer signed in (401).
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 422]).toContain(statuses[1]);
      const refusal = answers.find((answer) => answer.status === 422);
      if (refusal !== undefined) expect(refusal.json).toEqual({ message: LAST, errors: { is_active: [LAST] } });
      expect(await administrators(testApi)).toHaveLength(1);

      const [survivor] = await administrators(testApi);
      const [winner, loser] = survivor === first.id ? [first, second] : [second, first];
      // Deactivation signed the loser out everywhere: reactivated, they sign in again.
      expect((await asStaff(testApi, loser.token, '/api/auth/me')).status).toBe(401);
      await testApi.db.updateTable('users').set({ is_active: 1 }).where('id', '=', loser.id).execute();
      expect((await asStaff(testApi, loser.token, '/api/auth/me')).status).toBe(401);
      const loserToken = await insertSession(testApi, loser.id);
      const withoutUsuarios = await permissionIds(
        testApi,
        ALL_PERMISSIONS.filter((identifier) => identifier !== 'usuarios'),
      );
      const takeAway = await Promise.all([
        sendJson(testApi, winner.token, 'PUT', `/api/users/${loser.id}`, { permissions: withoutUsuarios }),
        sendJson(testApi, loserToken, 'PUT', `/api/users/${winner.id}`, { permissions: withoutUsuarios }),
      ]);
      // The loser is refused by the rule (422), or — when the winner got there first — no longer holds usuarios (403).
      const takeAwayStatuses = takeAway.map((answer) => answer.status).sort();
      expect(takeAwayStatuses[0]).toBe(200);
      expect([403, 422]).toContain(takeAwayStatuses[1]);
      expect(await administrators(testApi)).toHaveLength(1);
    });

    it('refuses to deactivate the last one or take usuarios away, through either form, and changes nothing', async () => {
      const { testApi } = fixture();
      const last = await staffAccount(testApi, { name: 'Única Administradora', role: 'adminbroker', permissions: ALL_PERMISSIONS });
      await onlyAdministrators(testApi, [last.id]);
      const before = { row: await userRow(testApi, last.id), permissions: await heldPermissions(testApi, last.id) };
      const withoutUsuarios = await permissionIds(testApi, ['imoveis', 'empresa']);
      const deactivate = await sendJson(testApi, last.token, 'PUT', `/api/users/${last.id}`, { is_active: 0, name: 'Saindo' });
      expect(deactivate.status).toBe(422);
      expect(deactivate.json).toEqual({ message: LAST, errors: { is_active: [LAST] } });
      const strip = await sendJson(testApi, last.token, 'PUT', `/api/users/${last.id}`, { permissions: withoutUsuarios });
      expect(strip.json).toEqual({ message: LAST, errors: { permissions: [LAST] } });
      const viaBrokerForm = await asStaff(testApi, last.token, `/api/brokers/${last.id}`, {
        method: 'POST',
        body: registrationForm({ _method: 'PUT', is_active: '0' }, []),
      });
      expect(viaBrokerForm.status).toBe(422);
      expect(viaBrokerForm.json).toEqual({ message: LAST, errors: { is_active: [LAST] } });
      expect({ row: await userRow(testApi, last.id), permissions: await heldPermissions(testApi, last.id) }).toEqual(before);

      // With a second administrator, the first may step down.
      const next = await createStaffUser(testApi, { email: uniqueEmail('sucessora'), role: 'administrative', permissions: [] });
      expectStatus(
        await sendJson(testApi, last.token, 'PUT', `/api/users/${next}`, { permissions: await permissionIds(testApi, ['usuarios']) }),
        200,
      );
      expectStatus(await sendJson(testApi, last.token, 'PUT', `/api/users/${last.id}`, { permissions: withoutUsuarios }), 200);
      expect(await administrators(testApi)).toEqual([next]);
    });
  });
}
