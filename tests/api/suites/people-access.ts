import { beforeAll, describe, expect, it } from 'vitest';
import { registrationForm } from '../support/registration.js';
import { asStaff, FORBIDDEN, type StaffUserSpec } from '../support/staff.js';
import type { ApiResponse, Dialect, TestApi } from '../support/test-api.js';
import {
  countRows,
  expectStatus,
  heldPermissions,
  permissionIds,
  sendJson,
  staffAccount,
  usePeopleApi,
  userRow,
  type StaffAccount,
} from '../support/people.js';

const PROTECTED = { message: 'Você não pode alterar um usuário que tem permissões que você não tem.' };
const OWN_ROLE = { message: 'Você não pode alterar o seu próprio perfil.' };

function grantRefused(descriptions: string): { message: string } {
  return { message: `Você não pode conceder permissões que você não tem: ${descriptions}.` };
}

async function snapshot(testApi: TestApi, id: number) {
  return { row: await userRow(testApi, id), permissions: await heldPermissions(testApi, id) };
}

function expectRefusal(response: ApiResponse, status: number, body: unknown, label: string): void {
  expect(response.status, `${label}: ${response.text}`).toBe(status);
  expect(response.json, label).toEqual(body);
}

/** Privilege escalation through the people forms, tried every way the calls allow. */
export function peopleAccessSuite(dialect: Dialect): void {
  describe('no one gains access through the people forms', () => {
    const fixture = usePeopleApi(dialect);
    const specs = {
      manager: { name: 'Marta Gerente', role: 'administrative', permissions: ['clientes', 'corretores', 'usuarios'] },
      brokerPlus: { name: 'Bruno Corretor', role: 'broker', permissions: ['imoveis', 'corretores', 'usuarios'] },
      otherBroker: { name: 'Otávio Corretor', role: 'broker', permissions: ['imoveis'] },
      lead: { name: 'Lia Líder', role: 'leadbroker', permissions: ['imoveis', 'corretores'] },
      strong: { name: 'Sérgio Sócio', role: 'adminbroker', permissions: ['imoveis', 'corretores', 'empresa'] },
    } satisfies Record<string, Omit<StaffUserSpec, 'email'>>;
    type Who = keyof typeof specs;
    const signedIn = new Map<Who, StaffAccount>();
    const testApi = () => fixture().testApi;
    const json = (who: StaffAccount, method: string, path: string, body: unknown) => sendJson(testApi(), who.token, method, path, body);
    const form = (who: StaffAccount, path: string, fields: Record<string, string>) =>
      asStaff(testApi(), who.token, path, { method: 'POST', body: registrationForm(fields, []) });

    function account(who: Who): StaffAccount {
      const found = signedIn.get(who);
      if (found === undefined) throw new Error(`Conta ${who} não criada.`);
      return found;
    }

    beforeAll(async () => {
      for (const [who, spec] of Object.entries(specs)) signedIn.set(who as Who, await staffAccount(testApi(), spec));
    });

    it('a user cannot grant themselves empresa, nor a permission they lack to anyone they create', async () => {
      const manager = account('manager');
      const before = await snapshot(testApi(), manager.id);
      const all = await permissionIds(testApi(), ['clientes', 'corretores', 'usuarios', 'empresa']);
      expectRefusal(
        await json(manager, 'PUT', `/api/users/${manager.id}`, { permissions: all }),
        403,
        grantRefused('Empresa'),
        'a si mesmo',
      );
      expect(await snapshot(testApi(), manager.id)).toEqual(before);

      const users = await countRows(testApi(), 'users');
      const newUser = {
        name: 'Nova Pessoa',
        email: 'nova.pessoa@imobiliaria-teste.com.br',
        phone: '19990001111',
        password: 'senha-123',
        role: 'administrative',
      };
      const refused = await json(manager, 'POST', '/api/users', {
        ...newUser,
        permissions: await permissionIds(testApi(), ['imoveis', 'clientes', 'empresa']),
      });
      expectRefusal(refused, 403, grantRefused('Imóveis, Empresa'), 'ao criar');
      expect(await countRows(testApi(), 'users')).toBe(users);
      const allowed = await json(manager, 'POST', '/api/users', { ...newUser, permissions: await permissionIds(testApi(), ['clientes']) });
      expectStatus(allowed, 201);
    });

    it('a user without usuarios cannot give it to themselves, not even through the broker form', async () => {
      const lead = account('lead');
      const before = await snapshot(testApi(), lead.id);
      const usuarios = await permissionIds(testApi(), ['usuarios', 'empresa']);
      expectRefusal(await json(lead, 'PUT', `/api/users/${lead.id}`, { permissions: usuarios }), 403, FORBIDDEN, 'users');
      const viaBrokerForm = await form(lead, `/api/brokers/${lead.id}`, {
        _method: 'PUT',
        permissions: JSON.stringify(usuarios),
        permission_ids: usuarios.join(','),
        role: 'administrative',
      });
      expectStatus(viaBrokerForm, 200);
      const after = await snapshot(testApi(), lead.id);
      expect(after.permissions).toEqual(before.permissions);
      expect(after.row?.role).toBe('leadbroker');
    });

    it('nobody changes, nor sets the password of, someone holding a permission they lack; reading is fine', async () => {
      const manager = account('manager');
      const strong = account('strong');
      const before = await snapshot(testApi(), strong.id);
      const attempts: Array<[string, Promise<ApiResponse>]> = [
        ['PUT users', json(manager, 'PUT', `/api/users/${strong.id}`, { name: 'Tomado' })],
        ['PUT users password', json(manager, 'PUT', `/api/users/${strong.id}/password`, { password: 'senha-tomada' })],
        ['POST brokers', form(manager, `/api/brokers/${strong.id}`, { _method: 'PUT', email: 'tomado@imobiliaria-teste.com.br' })],
        ['PUT brokers password', json(manager, 'PUT', `/api/brokers/${strong.id}/password`, { password: 'senha-tomada' })],
      ];
      for (const [label, attempt] of attempts) expectRefusal(await attempt, 403, PROTECTED, label);
      expect(await snapshot(testApi(), strong.id)).toEqual(before);
      expectStatus(await asStaff(testApi(), strong.token, '/api/auth/me'), 200);
      expectStatus(await asStaff(testApi(), manager.token, `/api/users/${strong.id}`), 200);
      expectStatus(await asStaff(testApi(), manager.token, `/api/brokers/${strong.id}`), 200);
    });

    it('refuses someone else’s record before reading the body: an unreadable or too large one answers 403 all the same', async () => {
      const brokerPlus = account('brokerPlus');
      const manager = account('manager');
      const [otherBroker, strong] = [account('otherBroker'), account('strong')];
      const before = [await snapshot(testApi(), otherBroker.id), await snapshot(testApi(), strong.id)];
      const unreadable = { headers: { 'Content-Type': 'application/json' }, body: '{"password":' };
      const tooLarge = { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'x'.repeat(20_000) }) };
      const attempts: Array<[string, StaffAccount, string, typeof unreadable, unknown]> = [];
      for (const [who, target, refusal] of [
        [brokerPlus, otherBroker, FORBIDDEN],
        [manager, strong, PROTECTED],
      ] as const) {
        for (const path of [`/api/users/${target.id}`, `/api/users/${target.id}/password`, `/api/brokers/${target.id}/password`]) {
          attempts.push([`${path} unreadable`, who, path, unreadable, refusal], [`${path} too large`, who, path, tooLarge, refusal]);
        }
      }
      for (const [label, who, path, options, refusal] of attempts) {
        expectRefusal(await asStaff(testApi(), who.token, path, { method: 'PUT', ...options }), 403, refusal, label);
      }
      expect([await snapshot(testApi(), otherBroker.id), await snapshot(testApi(), strong.id)]).toEqual(before);
    });

    it('a broker acts only on their own record, whatever permissions they hold', async () => {
      const brokerPlus = account('brokerPlus');
      const otherBroker = account('otherBroker');
      const before = await snapshot(testApi(), otherBroker.id);
      const target = otherBroker.id;
      const attempts: Array<[string, Promise<ApiResponse>]> = [
        ['GET broker', asStaff(testApi(), brokerPlus.token, `/api/brokers/${target}`)],
        ['update broker', form(brokerPlus, `/api/brokers/${target}`, { _method: 'PUT', name: 'Editado' })],
        ['broker password', json(brokerPlus, 'PUT', `/api/brokers/${target}/password`, { password: 'senha-tomada' })],
        ['GET user', asStaff(testApi(), brokerPlus.token, `/api/users/${target}`)],
        ['PUT user', json(brokerPlus, 'PUT', `/api/users/${target}`, { name: 'Editado' })],
        ['user password', json(brokerPlus, 'PUT', `/api/users/${target}/password`, { password: 'senha-tomada' })],
        [
          'POST brokers',
          form(brokerPlus, '/api/brokers', {
            name: 'Novo',
            email: 'novo.corretor@imobiliaria-teste.com.br',
            creci: '1-F',
            phone: '19990001111',
            password: 'senha-123',
          }),
        ],
        [
          'POST users',
          json(brokerPlus, 'POST', '/api/users', {
            name: 'Novo',
            email: 'novo.usuario@imobiliaria-teste.com.br',
            phone: '19990001111',
            password: 'senha-123',
            role: 'adminbroker',
          }),
        ],
      ];
      const users = await countRows(testApi(), 'users');
      for (const [label, attempt] of attempts) expectRefusal(await attempt, 403, FORBIDDEN, label);
      expect(await snapshot(testApi(), target)).toEqual(before);
      expect(await countRows(testApi(), 'users')).toBe(users);

      const list = (await asStaff(testApi(), brokerPlus.token, '/api/users')).json as { data: Array<{ id: number }> };
      expect(list.data.map((user) => user.id)).toEqual([brokerPlus.id]);
      expectStatus(await asStaff(testApi(), brokerPlus.token, `/api/brokers/${brokerPlus.id}`), 200);
      expectStatus(await form(brokerPlus, `/api/brokers/${brokerPlus.id}`, { _method: 'PUT', name: 'Bruno C. Corretor' }), 200);
      expectStatus(await json(brokerPlus, 'PUT', `/api/users/${brokerPlus.id}`, { phone: '19990002222' }), 200);
    });

    it('nobody changes their own role, and a broker cannot grant themselves what they lack', async () => {
      const brokerPlus = account('brokerPlus');
      const manager = account('manager');
      const before = await snapshot(testApi(), brokerPlus.id);
      expectRefusal(await json(brokerPlus, 'PUT', `/api/users/${brokerPlus.id}`, { role: 'adminbroker' }), 403, OWN_ROLE, 'papel');
      const wider = await permissionIds(testApi(), ['imoveis', 'corretores', 'usuarios', 'empresa']);
      expectRefusal(
        await json(brokerPlus, 'PUT', `/api/users/${brokerPlus.id}`, { permissions: wider }),
        403,
        grantRefused('Empresa'),
        'permissões',
      );
      expect(await snapshot(testApi(), brokerPlus.id)).toEqual(before);
      expectRefusal(await json(manager, 'PUT', `/api/users/${manager.id}`, { role: 'broker' }), 403, OWN_ROLE, 'administrativo');
      expectStatus(await json(manager, 'PUT', `/api/users/${manager.id}`, { role: 'administrative', name: 'Marta G.' }), 200);
    });
  });
}
