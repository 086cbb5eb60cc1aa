import { beforeAll, describe, expect, it } from 'vitest';
import { keysOf } from '../support/contract.js';
import { expectStatus, staffAccount, usePeopleApi, type StaffAccount } from '../support/people.js';
import { asStaff, FORBIDDEN, insertClient } from '../support/staff.js';
import type { ApiResponse, Dialect } from '../support/test-api.js';

interface Choices {
  data: Array<{ id: number; name: string }>;
}

/** The clients whose names the choices are searched by: 23 of them, the fifth inactive. */
const MATCHING = Array.from({ length: 23 }, (_, index) => `Cliente Escolha ${String(index + 1).padStart(2, '0')}`);
const INACTIVE = 'Cliente Escolha 05';

/**
 * Least privilege on the clients: their names, e-mails and phones only for the permission clientes; the
 * property form's select (permission imoveis) gets ids and names through `GET /api/clients/choices`.
 */
export function clientChoicesSuite(dialect: Dialect): void {
  describe('the clients for clientes only, the property form’s choices for imoveis', () => {
    const fixture = usePeopleApi(dialect);
    const ids = new Map<string, number>();
    let broker: StaffAccount;
    let clerk: StaffAccount;

    const choices = async (who: StaffAccount, query: string): Promise<Choices['data']> => {
      const response = await asStaff(fixture().testApi, who.token, `/api/clients/choices${query}`);
      expectStatus(response, 200);
      return (response.json as Choices).data;
    };
    const expectForbidden = (response: ApiResponse, label: string) => {
      expect(response.status, `${label}: ${response.text}`).toBe(403);
      expect(response.json, label).toEqual(FORBIDDEN);
    };

    beforeAll(async () => {
      const { testApi } = fixture();
      for (const [index, name] of MATCHING.entries()) {
        ids.set(name, await insertClient(testApi, { name, email: `escolha${index}@exemplo.com.br`, isActive: name === INACTIVE ? 0 : 1 }));
      }
      ids.set('Ângela Prado', await insertClient(testApi, { name: 'Ângela Prado', email: 'angela@exemplo.com.br' }));
      broker = await staffAccount(testApi, { role: 'broker', permissions: ['imoveis'] });
      clerk = await staffAccount(testApi, { role: 'administrative', permissions: ['clientes'] });
    });

    it('answers 403 to every client listing and client for a user without clientes, a broker with imoveis included', async () => {
      const someone = ids.get('Ângela Prado');
      for (const path of [
        '/api/clients',
        '/api/clients?page=1&per_page=100',
        '/api/clients?search=angela',
        `/api/clients?id=${someone}`,
        `/api/clients/${someone}`,
      ]) {
        expectForbidden(await asStaff(fixture().testApi, broker.token, path), path);
      }
      expectStatus(await asStaff(fixture().testApi, clerk.token, '/api/clients?search=angela'), 200);
    });

    it('offers only ids and names: the first 20 active matches by name, searched on the server', async () => {
      const offered = await choices(broker, '?search=ESCOLHA');
      const active = MATCHING.filter((name) => name !== INACTIVE);
      expect(offered.map((client) => client.name)).toEqual(active.slice(0, 20));
      expect(offered.map((client) => client.id)).toEqual(active.slice(0, 20).map((name) => ids.get(name)));
      for (const client of offered) expect(keysOf(client)).toEqual(['id', 'name']);

      expect(await choices(broker, '?search=angela%20prado')).toEqual([{ id: ids.get('Ângela Prado'), name: 'Ângela Prado' }]);
      expect(await choices(broker, '?search=escolha%2023')).toEqual([{ id: ids.get('Cliente Escolha 23'), name: 'Cliente Escolha 23' }]);
      expect(await choices(broker, '?search=ninguem')).toEqual([]);
      expect(await choices(broker, '')).toHaveLength(20);
    });

    it('puts the chosen client first when the search leaves it out, even inactive, and never twice', async () => {
      const inactive = { id: ids.get(INACTIVE), name: INACTIVE };
      const withChosen = await choices(broker, `?search=escolha&chosen_id=${inactive.id}`);
      expect(withChosen).toHaveLength(21);
      expect(withChosen[0]).toEqual(inactive);
      expect(await choices(broker, `?search=angela&chosen_id=${inactive.id}`)).toEqual([
        inactive,
        { id: ids.get('Ângela Prado'), name: 'Ângela Prado' },
      ]);
      const listed = ids.get('Cliente Escolha 01');
      const kept = await choices(broker, `?search=escolha&chosen_id=${listed}`);
      expect(kept).toHaveLength(20);
      expect(kept.filter((client) => client.id === listed)).toHaveLength(1);
      expect(await choices(broker, '?search=angela&chosen_id=999999')).toHaveLength(1);
    });

    it('is for imoveis only, and refuses bad parameters', async () => {
      expectForbidden(await asStaff(fixture().testApi, clerk.token, '/api/clients/choices'), 'clientes sem imoveis');
      for (const query of ['?chosen_id=abc', '?chosen_id=0', `?search=${'a'.repeat(121)}`]) {
        const response = await asStaff(fixture().testApi, broker.token, `/api/clients/choices${query}`);
        expect(response.status, query).toBe(422);
        expect((response.json as { message: string }).message).toBe('Parâmetros de consulta inválidos.');
      }
    });
  });
}
