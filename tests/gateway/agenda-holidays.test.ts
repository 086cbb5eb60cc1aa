import { describe, expect, it } from 'vitest';
import { CLERK, asUser, startSignedInStack } from './staff-stack.js';
import { errorsOf, FORBIDDEN } from './back-office-support.js';
import { useSuiteStack } from './suite-stack.js';
import { readDatabase } from './visitors-support.js';

const suite = useSuiteStack(
  () => startSignedInStack(CLERK).then((signedIn) => ({ ...signedIn, close: () => signedIn.stack.close() })),
  60_000,
);

const HOLIDAYS = `query Holidays($year: Int) { holidays(year: $year) { year items { id day name } } }`;
const CREATE = `mutation CreateHoliday($input: HolidayInput!) {
  createHoliday(input: $input) { ok message holiday { id day name } error { message fieldErrors { field message } } }
}`;
const DELETE = `mutation DeleteHoliday($id: ID!) { deleteHoliday(id: $id) { ok message error { message } } }`;

interface HolidayData {
  id: string;
  day: string;
  name: string;
}

const holidayRows = () =>
  readDatabase<{ id: number; day: string; name: string }>(suite().stack.dataDir, 'SELECT id, day, name FROM holidays ORDER BY day');

describe('holidays', () => {
  it("lists the demo's national holidays of this year for the administrator, as the database holds them", async () => {
    const admin = asUser(suite(), suite().adminToken);
    const answer = await admin<{ holidays: { year: number; items: HolidayData[] } }>(HOLIDAYS);
    expect(answer.errors).toBeUndefined();
    const year = answer.data!.holidays.year;
    const stored = holidayRows().filter((row) => row.day.startsWith(`${year}-`));
    expect(answer.data!.holidays.items).toEqual(stored.map((row) => ({ id: String(row.id), day: row.day, name: row.name })));
    expect(answer.data!.holidays.items.map((holiday) => holiday.name)).toContain('Natal');
  });

  it('creates a holiday, refuses a second one on its day as data under the input name, and deletes it', async () => {
    const admin = asUser(suite(), suite().adminToken);
    const created = await admin<{ createHoliday: { ok: boolean; message: string; holiday: HolidayData } }>(CREATE, {
      input: { day: '2040-03-19', name: 'São José' },
    });
    expect(created.data?.createHoliday).toMatchObject({
      ok: true,
      message: 'Feriado cadastrado com sucesso!',
      holiday: { day: '2040-03-19', name: 'São José' },
    });
    const again = await admin<{ createHoliday: { ok: boolean; error: { fieldErrors: unknown[] } } }>(CREATE, {
      input: { day: '19/03/2040', name: 'Outro' },
    });
    expect(again.data?.createHoliday).toMatchObject({
      ok: false,
      error: { fieldErrors: [{ field: 'day', message: 'Já há um feriado neste dia.' }] },
    });
    const id = created.data!.createHoliday.holiday.id;
    const deleted = await admin<{ deleteHoliday: { ok: boolean; message: string } }>(DELETE, { id });
    expect(deleted.data?.deleteHoliday).toEqual({ ok: true, message: 'Feriado excluído com sucesso!', error: null });
    expect(holidayRows().some((row) => String(row.id) === id)).toBe(false);
    const gone = await admin<{ deleteHoliday: unknown }>(DELETE, { id });
    expect(errorsOf(gone)[0]?.code).toBe('NOT_FOUND');
  });

  it('is FORBIDDEN without the agenda permission and UNAUTHENTICATED without a session, changing nothing', async () => {
    const before = holidayRows().length;
    const clerk = asUser(suite(), suite().staffToken);
    expect(errorsOf(await clerk(HOLIDAYS))).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['holidays'] }]);
    expect(errorsOf(await clerk(CREATE, { input: { day: '2041-01-02', name: 'X' } }))[0]?.code).toBe('FORBIDDEN');
    expect(errorsOf(await asUser(suite(), null)(HOLIDAYS))[0]?.code).toBe('UNAUTHENTICATED');
    expect(holidayRows()).toHaveLength(before);
  });
});
