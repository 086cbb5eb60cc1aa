/**
 * 'Desempenho' through the gateway against the real API: known leads of March 2031 written into its database come
 * back as weeks by source and each broker's and the agency's figures in the schema's terms; a bad day is
 * BAD_USER_INPUT with the API's text at the field; a broker, a user without the leads permission and a visitor are
 * refused.
 */
import { describe, expect, it } from 'vitest';
import { createStaffUser, errorsOf, FORBIDDEN, signIn, withDatabase } from './back-office-support.js';
import { asUser, CLERK, startSignedInStack } from './staff-stack.js';
import { useSuiteStack } from './suite-stack.js';

const ANA = { name: 'Ana Lima', email: 'ana.lima@horizonte.test', password: 'senha-da-ana', role: 'leadbroker', permissions: ['leads'] };
const BRUNO = {
  name: 'Bruno Reis',
  email: 'bruno.reis@horizonte.test',
  password: 'senha-do-bruno',
  role: 'broker',
  permissions: ['leads'],
};

const suite = useSuiteStack(async () => {
  const signedIn = await startSignedInStack(CLERK);
  const { dataDir, gatewayUrl } = signedIn.stack;
  const [anaId, brunoId] = [await createStaffUser(dataDir, ANA), await createStaffUser(dataDir, BRUNO)];
  // São Paulo's wall clock (UTC−3), minutes to the first response (none: unanswered), status, assignee.
  const leads: Array<[string, string, number | null, string, number | null]> = [
    ['contact', '2031-03-03T09:00', 10, 'in_progress', anaId],
    ['zap', '2031-03-04T10:00', 30, 'converted', anaId],
    ['whatsapp', '2031-03-05T23:30', 20, 'in_progress', anaId],
    ['olx', '2031-03-11T08:00', null, 'new', brunoId],
    ['contact', '2031-03-12T14:00', 5, 'discarded', brunoId],
    ['registration', '2031-03-16T23:59', 60, 'in_progress', null],
  ];
  withDatabase(dataDir, (database) => {
    const insert = database.prepare(
      `INSERT INTO leads (source, status, name, assigned_to, created_at, updated_at, search_text, first_response_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [index, [source, arrived, minutes, status, assignee]] of leads.entries()) {
      const created = new Date(`${arrived}:00-03:00`);
      const answered = minutes === null ? null : new Date(created.getTime() + minutes * 60_000).toISOString();
      insert.run(
        source,
        status,
        `Interessado ${index}`,
        assignee,
        created.toISOString(),
        created.toISOString(),
        `interessado ${index}`,
        answered,
      );
    }
  });
  const brokerToken = await signIn(gatewayUrl, BRUNO.email, BRUNO.password);
  return { ...signedIn, anaId: String(anaId), brunoId: String(brunoId), brokerToken, close: () => signedIn.stack.close() };
}, 60_000);

const PERFORMANCE = /* GraphQL */ `
  query LeadPerformance($from: String, $to: String) {
    leadPerformance(from: $from, to: $to) {
      from
      to
      assigned
      weeks {
        start
        total
        sources {
          source
          count
        }
      }
      brokers {
        broker {
          id
          name
        }
        figures {
          leads
          answered
          medianMinutes
          p90Minutes
          converted
          conversionRate
        }
      }
      agency {
        leads
        answered
        medianMinutes
        p90Minutes
        converted
        conversionRate
      }
    }
  }
`;

interface Figures {
  leads: number;
  answered: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
  converted: number;
  conversionRate: number | null;
}

interface PerformanceData {
  leadPerformance: {
    from: string;
    to: string;
    assigned: number;
    weeks: Array<{ start: string; total: number; sources: Array<{ source: string; count: number }> }>;
    brokers: Array<{ broker: { id: string; name: string }; figures: Figures }>;
    agency: Figures;
  };
}

/** A week's sources as the schema lists them: all eight, in the inbox's order. */
function sources(counts: Record<string, number>): Array<{ source: string; count: number }> {
  return ['CONTACT', 'REGISTRATION', 'WHATSAPP', 'ZAP', 'VIVAREAL', 'OLX', 'CHAVESNAMAO', 'VISIT'].map((source) => ({
    source,
    count: counts[source] ?? 0,
  }));
}

describe('lead performance', () => {
  it("answers March 2031's weeks by source and each broker's and the agency's figures", async () => {
    const answer = await asUser(suite(), suite().adminToken)<PerformanceData>(PERFORMANCE, { from: '2031-03-03', to: '2031-03-16' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.leadPerformance).toEqual({
      from: '2031-03-03',
      to: '2031-03-16',
      assigned: 5,
      weeks: [
        { start: '2031-03-03', total: 3, sources: sources({ CONTACT: 1, ZAP: 1, WHATSAPP: 1 }) },
        { start: '2031-03-10', total: 3, sources: sources({ OLX: 1, CONTACT: 1, REGISTRATION: 1 }) },
      ],
      brokers: [
        {
          broker: { id: suite().anaId, name: 'Ana Lima' },
          figures: { leads: 3, answered: 3, medianMinutes: 20, p90Minutes: 28, converted: 1, conversionRate: 0.3333 },
        },
        {
          broker: { id: suite().brunoId, name: 'Bruno Reis' },
          figures: { leads: 2, answered: 1, medianMinutes: 5, p90Minutes: 5, converted: 0, conversionRate: 0 },
        },
      ],
      agency: { leads: 6, answered: 5, medianMinutes: 20, p90Minutes: 48, converted: 1, conversionRate: 0.1667 },
    });
  });

  it('answers the last 12 weeks up to today without a period', async () => {
    const answer = await asUser(suite(), suite().adminToken)<PerformanceData>(PERFORMANCE);
    expect(answer.errors).toBeUndefined();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(answer.data?.leadPerformance.to).toBe(today);
    expect(answer.data?.leadPerformance.weeks).toHaveLength(12);
  });

  it("refuses a bad period as BAD_USER_INPUT with the API's text at the field", async () => {
    const answer = await asUser(suite(), suite().adminToken)<PerformanceData>(PERFORMANCE, { from: '2031-03-16', to: '2031-03-03' });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Parâmetros de consulta inválidos.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'to', message: 'A data final deve ser igual ou posterior à data inicial.' }],
      },
    });
  });

  it('is FORBIDDEN for a broker and without the leads permission, and UNAUTHENTICATED without a session', async () => {
    const broker = await asUser(suite(), suite().brokerToken)(PERFORMANCE);
    expect(errorsOf(broker)).toEqual([
      {
        code: 'FORBIDDEN',
        message: 'Apenas a administração da imobiliária pode ver o desempenho do atendimento dos leads.',
        path: ['leadPerformance'],
      },
    ]);
    const clerk = await asUser(suite(), suite().staffToken)(PERFORMANCE);
    expect(errorsOf(clerk)).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['leadPerformance'] }]);
    expect(errorsOf(await asUser(suite(), null)(PERFORMANCE))[0]?.code).toBe('UNAUTHENTICATED');
  });
});
