import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeadSource, LeadStatus, LeadsTable } from '../../../api/src/db/schema.js';
import { ALL_PERMISSIONS, expectStatus, staffAccount, usePeopleApi, type StaffAccount } from '../support/people.js';
import { asStaff, FORBIDDEN, INVALID_SESSION, signIn } from '../support/staff.js';
import type { Dialect, TestApi } from '../support/test-api.js';

const INVALID_QUERY = 'Parâmetros de consulta inválidos.';
const ADMIN_ONLY = { message: 'Apenas a administração da imobiliária pode ver o desempenho do atendimento dos leads.' };
const NO_SOURCES = { contact: 0, registration: 0, whatsapp: 0, zap: 0, vivareal: 0, olx: 0, chavesnamao: 0, visit: 0 };

interface Figures {
  leads: number;
  answered: number;
  median_minutes: number | null;
  p90_minutes: number | null;
  converted: number;
  conversion_rate: number | null;
}

interface Performance {
  from: string;
  to: string;
  weeks: Array<{ start: string; total: number; sources: Record<LeadSource, number> }>;
  brokers: Array<Figures & { user_id: number; name: string }>;
  agency: Figures & { assigned: number };
}

/** A lead written straight into the database: its arrival as São Paulo's wall clock (UTC−3), its first response minutes after. */
interface LeadSpec {
  source: LeadSource;
  status: LeadStatus;
  /** `AAAA-MM-DD HH:MM` in São Paulo. */
  arrived: string;
  answeredAfterMinutes?: number;
  assignedTo: number | null;
}

function saoPauloInstant(wallClock: string): Date {
  return new Date(`${wallClock.replace(' ', 'T')}:00-03:00`);
}

function leadRow(spec: LeadSpec, index: number): Insertable<LeadsTable> {
  const created = saoPauloInstant(spec.arrived);
  const answered = spec.answeredAfterMinutes === undefined ? null : new Date(created.getTime() + spec.answeredAfterMinutes * 60_000);
  return {
    source: spec.source,
    status: spec.status,
    name: `Interessado ${index}`,
    phone: null,
    email: null,
    interest: null,
    message: null,
    property_id: null,
    broker_id: null,
    assigned_to: spec.assignedTo,
    client_id: null,
    page: null,
    created_at: created.toISOString(),
    updated_at: created.toISOString(),
    search_text: `interessado ${index}`,
    first_response_at: answered?.toISOString() ?? null,
  };
}

/**
 * Two weeks of March 2031 (Monday the 3rd to Sunday the 16th) with known arrivals and first responses: Ana answers in
 * 10, 20, 30 and 100 minutes (median 25, p90 79) and leaves one lead unanswered, Bruno answers one in 5 and not the
 * other; a registration nobody was assigned is answered in 60. The agency: 5, 10, 20, 30, 60, 100 (median 25, p90
 * 80). Two leads fall just outside the period in São Paulo while inside it in UTC, or the other way round.
 */
function marchLeads(ana: number, bruno: number): LeadSpec[] {
  return [
    { source: 'contact', status: 'in_progress', arrived: '2031-03-03 09:00', answeredAfterMinutes: 10, assignedTo: ana },
    { source: 'whatsapp', status: 'converted', arrived: '2031-03-04 10:00', answeredAfterMinutes: 20, assignedTo: ana },
    { source: 'zap', status: 'in_progress', arrived: '2031-03-10 08:00', answeredAfterMinutes: 30, assignedTo: ana },
    // 02:30 of the 12th in UTC, still the 11th in São Paulo.
    { source: 'contact', status: 'converted', arrived: '2031-03-11 23:30', answeredAfterMinutes: 100, assignedTo: ana },
    { source: 'olx', status: 'new', arrived: '2031-03-12 15:00', assignedTo: ana },
    { source: 'vivareal', status: 'discarded', arrived: '2031-03-05 14:00', answeredAfterMinutes: 5, assignedTo: bruno },
    // The last minute of the period in São Paulo, the 17th in UTC.
    { source: 'chavesnamao', status: 'in_progress', arrived: '2031-03-16 23:59', assignedTo: bruno },
    // Sunday night in São Paulo (the first week), Monday in UTC.
    { source: 'registration', status: 'in_progress', arrived: '2031-03-09 23:00', answeredAfterMinutes: 60, assignedTo: null },
    // Outside the period in São Paulo: the evening before, and the midnight after.
    { source: 'whatsapp', status: 'new', arrived: '2031-03-02 23:59', answeredAfterMinutes: 1, assignedTo: ana },
    { source: 'contact', status: 'new', arrived: '2031-03-17 00:00', answeredAfterMinutes: 1, assignedTo: bruno },
  ];
}

async function performance(testApi: TestApi, token: string, query: string): Promise<Performance> {
  const response = await asStaff(testApi, token, `/api/leads/performance${query}`);
  expectStatus(response, 200);
  return response.json as Performance;
}

function expectQueryRefused(response: { status: number; json: unknown; text: string }, errors: Record<string, string[]>): void {
  expect(response.status, response.text).toBe(422);
  expect(response.json).toEqual({ message: INVALID_QUERY, errors });
}

/** `GET /api/leads/performance` ('Desempenho'): exact figures of known leads, the period's rules, and who may ask. */
export function leadPerformanceSuite(dialect: Dialect): void {
  describe('lead performance', () => {
    const fixture = usePeopleApi(dialect);
    let ana: StaffAccount;
    let bruno: StaffAccount;

    beforeAll(async () => {
      const { testApi } = fixture();
      ana = await staffAccount(testApi, { name: 'Ana Lima', role: 'leadbroker', permissions: ['imoveis', 'leads'] });
      bruno = await staffAccount(testApi, { name: 'Bruno Reis', role: 'broker', permissions: ['imoveis', 'leads'] });
      await testApi.db.insertInto('leads').values(marchLeads(ana.id, bruno.id).map(leadRow)).execute();
    });

    it("answers each week's leads by source, São Paulo's weeks from Monday, and each broker's and the agency's figures", async () => {
      const answer = await performance(fixture().testApi, fixture().admin.token, '?from=2031-03-03&to=2031-03-16');
      expect(answer.from).toBe('2031-03-03');
      expect(answer.to).toBe('2031-03-16');
      expect(answer.weeks).toEqual([
        { start: '2031-03-03', total: 4, sources: { ...NO_SOURCES, contact: 1, whatsapp: 1, vivareal: 1, registration: 1 } },
        { start: '2031-03-10', total: 4, sources: { ...NO_SOURCES, zap: 1, contact: 1, olx: 1, chavesnamao: 1 } },
      ]);
      expect(answer.brokers).toEqual([
        {
          user_id: ana.id,
          name: 'Ana Lima',
          leads: 5,
          answered: 4,
          median_minutes: 25,
          p90_minutes: 79,
          converted: 2,
          conversion_rate: 0.4,
        },
        {
          user_id: bruno.id,
          name: 'Bruno Reis',
          leads: 2,
          answered: 1,
          median_minutes: 5,
          p90_minutes: 5,
          converted: 0,
          conversion_rate: 0,
        },
      ]);
      expect(answer.agency).toEqual({
        leads: 8,
        assigned: 7,
        answered: 6,
        median_minutes: 25,
        p90_minutes: 80,
        converted: 2,
        conversion_rate: 0.25,
      });
    });

    it('cuts the first and the last week to the period asked', async () => {
      const answer = await performance(fixture().testApi, fixture().admin.token, '?from=2031-03-05&to=2031-03-11');
      expect(answer.weeks).toEqual([
        { start: '2031-03-03', total: 2, sources: { ...NO_SOURCES, vivareal: 1, registration: 1 } },
        { start: '2031-03-10', total: 2, sources: { ...NO_SOURCES, zap: 1, contact: 1 } },
      ]);
      expect(answer.brokers.map((broker) => [broker.name, broker.leads, broker.median_minutes])).toEqual([
        ['Ana Lima', 2, 65],
        ['Bruno Reis', 1, 5],
      ]);
      expect(answer.agency).toMatchObject({ leads: 4, assigned: 3, answered: 4 });
    });

    it('answers empty weeks and no figures for a period without leads', async () => {
      const answer = await performance(fixture().testApi, fixture().admin.token, '?from=2032-06-01&to=2032-06-14');
      expect(answer.weeks.map((week) => [week.start, week.total])).toEqual([
        ['2032-05-31', 0],
        ['2032-06-07', 0],
        ['2032-06-14', 0],
      ]);
      expect(answer.brokers).toEqual([]);
      expect(answer.agency).toEqual({
        leads: 0,
        assigned: 0,
        answered: 0,
        median_minutes: null,
        p90_minutes: null,
        converted: 0,
        conversion_rate: null,
      });
    });

    it("shows the last 12 weeks of São Paulo by default, this week's Monday to today", async () => {
      const answer = await performance(fixture().testApi, fixture().admin.token, '');
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      expect(answer.to).toBe(today);
      expect(answer.weeks).toHaveLength(12);
      expect(answer.weeks[0]?.start).toBe(answer.from);
      expect(new Date(`${answer.from}T12:00:00Z`).getUTCDay()).toBe(1);
      const onlyTo = await performance(fixture().testApi, fixture().admin.token, '?to=2031-03-16');
      expect(onlyTo.from).toBe('2030-12-23');
    });

    it('refuses a day that is not one, an end before the start and more than two years, in pt-BR at the parameter', async () => {
      const { testApi, admin } = fixture();
      const ask = (query: string) => asStaff(testApi, admin.token, `/api/leads/performance${query}`);
      expectQueryRefused(await ask('?from=2031-02-30&to=16/03/2031'), {
        from: ['Informe uma data válida (AAAA-MM-DD).'],
        to: ['Informe uma data válida (AAAA-MM-DD).'],
      });
      expectQueryRefused(await ask('?from=2031-03-16&to=2031-03-15'), { to: ['A data final deve ser igual ou posterior à data inicial.'] });
      expectQueryRefused(await ask('?from=2029-01-01&to=2031-01-02'), { to: ['Escolha um período de no máximo 2 anos (731 dias).'] });
      expectQueryRefused(await ask('?from=2031-03-01&from=2031-03-02'), { from: ['Informe um único valor.'] });
      expectStatus(await ask('?from=2029-01-01&to=2031-01-01'), 200);
    });

    it('is for the administration: a broker is refused before the period is read, a lead broker is not', async () => {
      const { testApi } = fixture();
      const refused = await asStaff(testApi, bruno.token, '/api/leads/performance?from=nunca');
      expectStatus(refused, 403);
      expect(refused.json).toEqual(ADMIN_ONLY);
      expect((await performance(testApi, ana.token, '?from=2031-03-03&to=2031-03-16')).agency.leads).toBe(8);
    });

    it('needs the leads permission and a session', async () => {
      const { testApi } = fixture();
      const manager = await staffAccount(testApi, {
        name: 'Sem Leads',
        role: 'administrative',
        permissions: ALL_PERMISSIONS.filter((permission) => permission !== 'leads'),
      });
      const forbidden = await asStaff(testApi, manager.token, '/api/leads/performance?from=nunca');
      expectStatus(forbidden, 403);
      expect(forbidden.json).toEqual(FORBIDDEN);
      const anonymous = await testApi.request('/api/leads/performance');
      expectStatus(anonymous, 401);
      const stale = await asStaff(testApi, 'token-que-nao-existe', '/api/leads/performance');
      expectStatus(stale, 401);
      expect(stale.json).toEqual(INVALID_SESSION);
    });
  });
}

/** On the demo content: the demo broker is refused 'Desempenho', whether or not they hold the leads permission. */
export function demoLeadPerformanceSuite(testApi: () => TestApi): void {
  describe('lead performance on the demo content', () => {
    it('refuses the demo broker', async () => {
      const broker = await signIn(testApi(), 'corretor@imobiliaria.local', 'demo12345');
      expectStatus(broker, 200);
      const refused = await asStaff(testApi(), (broker.json as { token: string }).token, '/api/leads/performance');
      expectStatus(refused, 403);
      expect([FORBIDDEN, ADMIN_ONLY]).toContainEqual(refused.json);
    });
  });
}
