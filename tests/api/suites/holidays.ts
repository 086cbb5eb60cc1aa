import { describe, expect, it } from 'vitest';
import { expectFormErrors, expectStatus, sendJson, staffAccount, usePeopleApi } from '../support/people.js';
import { asStaff, FORBIDDEN } from '../support/staff.js';
import type { Dialect } from '../support/test-api.js';

const NOT_FOUND = { message: 'O feriado não foi encontrado.' };

interface HolidayData {
  id: number;
  day: string;
  name: string;
}

/** GET /api/holidays?year=, POST /api/holidays, DELETE /api/holidays/{id} (permission agenda). */
export function holidaysSuite(dialect: Dialect): void {
  describe('holidays', () => {
    const fixture = usePeopleApi(dialect);
    const send = (method: string, path: string, body: unknown) => sendJson(fixture().testApi, fixture().admin.token, method, path, body);
    const read = (path: string) => asStaff(fixture().testApi, fixture().admin.token, path);
    const countHolidays = async () => (await fixture().testApi.db.selectFrom('holidays').select('id').execute()).length;

    it('creates holidays and lists one year in calendar order, a day written either way', async () => {
      const christmas = await send('POST', '/api/holidays', { day: '2031-12-25', name: '  Natal ' });
      expectStatus(christmas, 201);
      const created = christmas.json as { message: string; data: HolidayData };
      expect(created.message).toBe('Feriado cadastrado com sucesso!');
      expect(created.data).toEqual({ id: expect.any(Number) as number, day: '2031-12-25', name: 'Natal' });
      expectStatus(await send('POST', '/api/holidays', { day: '21/04/2031', name: 'Tiradentes' }), 201);
      expectStatus(await send('POST', '/api/holidays', { day: '2032-01-01', name: 'Confraternização Universal' }), 201);

      const year = await read('/api/holidays?year=2031');
      expectStatus(year, 200);
      const listed = year.json as { year: number; data: HolidayData[] };
      expect(listed.year).toBe(2031);
      expect(listed.data.map(({ day, name }) => [day, name])).toEqual([
        ['2031-04-21', 'Tiradentes'],
        ['2031-12-25', 'Natal'],
      ]);
    });

    it('lists the current year of São Paulo when no year is asked', async () => {
      const answer = (await read('/api/holidays')).json as { year: number };
      const thisYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date()));
      expect(answer.year).toBe(thisYear);
    });

    it('refuses a second holiday on one day, a missing or impossible day and a missing name, changing nothing', async () => {
      expectStatus(await send('POST', '/api/holidays', { day: '2033-11-20', name: 'Consciência Negra' }), 201);
      const before = await countHolidays();
      expectFormErrors(await send('POST', '/api/holidays', { day: '20/11/2033', name: 'Outro' }), { day: ['Já há um feriado neste dia.'] });
      expectFormErrors(await send('POST', '/api/holidays', {}), {
        day: ['Informe o dia do feriado.'],
        name: ['Informe o nome do feriado.'],
      });
      expectFormErrors(await send('POST', '/api/holidays', { day: '2033-02-30', name: 'X' }), {
        day: ['Informe uma data válida (AAAA-MM-DD).'],
      });
      expectFormErrors(await send('POST', '/api/holidays', { day: '1999-12-31', name: 'X' }), {
        day: ['Informe um dia entre os anos 2000 e 2100.'],
      });
      expectFormErrors(await send('POST', '/api/holidays', { day: '2033-06-01', name: 'x'.repeat(101) }), {
        name: ['Use no máximo 100 caracteres.'],
      });
      expect(await countHolidays()).toBe(before);
      const badYear = await read('/api/holidays?year=abc');
      expectStatus(badYear, 422);
    });

    it('deletes a holiday, and answers 404 for one that is gone or never was', async () => {
      const created = (await send('POST', '/api/holidays', { day: '2034-09-07', name: 'Independência do Brasil' })).json as {
        data: HolidayData;
      };
      const deleted = await send('DELETE', `/api/holidays/${created.data.id}`, {});
      expectStatus(deleted, 200);
      expect(deleted.json).toEqual({ message: 'Feriado excluído com sucesso!' });
      expect((await read('/api/holidays?year=2034')).json).toEqual({ year: 2034, data: [] });
      const again = await send('DELETE', `/api/holidays/${created.data.id}`, {});
      expectStatus(again, 404);
      expect(again.json).toEqual(NOT_FOUND);
      expect((await send('DELETE', '/api/holidays/abc', {})).json).toEqual(NOT_FOUND);
    });

    it('needs the agenda permission for every call, and changes nothing without it', async () => {
      const { testApi } = fixture();
      const broker = await staffAccount(testApi, { name: 'Sem Agenda', role: 'broker', permissions: ['imoveis'] });
      const before = await countHolidays();
      for (const [method, path] of [
        ['GET', '/api/holidays'],
        ['POST', '/api/holidays'],
        ['DELETE', '/api/holidays/1'],
      ] as const) {
        const response =
          method === 'GET'
            ? await asStaff(testApi, broker.token, path)
            : await sendJson(testApi, broker.token, method, path, { day: '2035-01-01', name: 'Ano Novo' });
        expectStatus(response, 403);
        expect(response.json).toEqual(FORBIDDEN);
      }
      expect(await countHolidays()).toBe(before);
      expectStatus(await testApi.request('/api/holidays'), 401);
    });
  });
}
