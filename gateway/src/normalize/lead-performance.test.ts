import { describe, expect, it } from 'vitest';
import type { RawLeadPerformance } from '../rest/lead-performance-types.js';
import recorded from './fixtures/lead-performance.json' with { type: 'json' };
import { toLeadPerformance, toLeadResponseFigures } from './lead-performance.js';

const answer: RawLeadPerformance = recorded;

const noLeads = { CONTACT: 0, REGISTRATION: 0, WHATSAPP: 0, ZAP: 0, VIVAREAL: 0, OLX: 0, CHAVESNAMAO: 0, VISIT: 0 };
const sourcesOf = (counts: Partial<typeof noLeads>) =>
  Object.entries({ ...noLeads, ...counts }).map(([source, count]) => ({ source, count }));

describe('toLeadPerformance', () => {
  it('reads the recorded answer: the weeks with every source in order, each broker and the agency', () => {
    expect(toLeadPerformance(answer)).toEqual({
      from: '2031-03-03',
      to: '2031-03-16',
      weeks: [
        { start: '2031-03-03', total: 4, sources: sourcesOf({ CONTACT: 1, REGISTRATION: 1, WHATSAPP: 1, VIVAREAL: 1 }) },
        { start: '2031-03-10', total: 4, sources: sourcesOf({ CONTACT: 1, ZAP: 1, OLX: 1, CHAVESNAMAO: 1 }) },
      ],
      brokers: [
        {
          broker: { id: '2', name: 'Ana Lima' },
          figures: { leads: 5, answered: 4, medianMinutes: 25, p90Minutes: 79, converted: 2, conversionRate: 0.4 },
        },
        {
          broker: { id: '3', name: 'Bruno Reis' },
          figures: { leads: 2, answered: 1, medianMinutes: 5, p90Minutes: 5, converted: 0, conversionRate: 0 },
        },
      ],
      agency: { leads: 8, answered: 6, medianMinutes: 25, p90Minutes: 80, converted: 2, conversionRate: 0.25 },
      assigned: 7,
    });
  });

  it('drops weeks without a Monday and brokers without an id, fills missing sources with 0 and ignores unknown ones', () => {
    const read = toLeadPerformance({
      from: '2031-03-03',
      to: '2031-03-09',
      weeks: [
        { start: '2031-03-03', total: '3', sources: { zap: '2', olx: 1, desconhecida: 9 } },
        { start: '03/03/2031', total: 1, sources: {} },
        { total: 1 },
      ],
      brokers: [
        { name: 'Sem id', leads: 1 },
        { user_id: '9', leads: 1 },
      ],
    });
    expect(read.weeks).toEqual([{ start: '2031-03-03', total: 3, sources: sourcesOf({ ZAP: 2, OLX: 1 }) }]);
    expect(read.brokers).toEqual([
      {
        broker: { id: '9', name: '' },
        figures: { leads: 1, answered: 0, medianMinutes: null, p90Minutes: null, converted: 0, conversionRate: null },
      },
    ]);
    expect(read.assigned).toBe(0);
  });

  it('reads a missing answer as an empty period, and no minutes or share as null', () => {
    expect(toLeadPerformance(null)).toEqual({
      from: '',
      to: '',
      weeks: [],
      brokers: [],
      agency: { leads: 0, answered: 0, medianMinutes: null, p90Minutes: null, converted: 0, conversionRate: null },
      assigned: 0,
    });
    expect(toLeadResponseFigures({ median_minutes: -1, p90_minutes: 'muito', conversion_rate: null })).toMatchObject({
      medianMinutes: null,
      p90Minutes: null,
      conversionRate: null,
    });
  });
});
