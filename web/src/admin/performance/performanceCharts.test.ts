import { describe, expect, it } from 'vitest';
import type { LeadSource } from '../../gql/graphql';
import { responseChartData, sourcesChartData, sourcesInPeriod, type BrokerPerformance, type PerformanceWeek } from './performanceCharts';

const ALL_SOURCES: LeadSource[] = ['CONTACT', 'REGISTRATION', 'WHATSAPP', 'ZAP', 'VIVAREAL', 'OLX', 'CHAVESNAMAO', 'VISIT'];

function week(start: string, counts: Partial<Record<LeadSource, number>>): PerformanceWeek {
  const sources = ALL_SOURCES.map((source) => ({ source, count: counts[source] ?? 0 }));
  return { start, total: sources.reduce((sum, entry) => sum + entry.count, 0), sources };
}

const weeks = [week('2031-03-03', { CONTACT: 2, ZAP: 1 }), week('2031-03-10', { WHATSAPP: 3, ZAP: 1 })];

describe("the charts' data", () => {
  it('stacks one series per source that brought leads, in the inbox order, one bar per week', () => {
    expect(sourcesInPeriod(weeks)).toEqual(['CONTACT', 'WHATSAPP', 'ZAP']);
    const data = sourcesChartData(weeks, sourcesInPeriod(weeks));
    expect(data.labels).toEqual(['03/03', '10/03']);
    expect(data.datasets.map((set) => [set.label, set.data])).toEqual([
      ['Formulário de contato', [2, 0]],
      ['WhatsApp', [0, 3]],
      ['ZAP Imóveis', [1, 1]],
    ]);
    expect(sourcesInPeriod([])).toEqual([]);
  });

  it("draws each broker's median and 90th percentile, nothing for a broker without answers", () => {
    const figures = { leads: 3, answered: 2, medianMinutes: 25, p90Minutes: 79, converted: 1, conversionRate: 0.3333 };
    const brokers: BrokerPerformance[] = [
      { broker: { id: '2', name: 'Ana Lima' }, figures },
      { broker: { id: '3', name: 'Bruno Reis' }, figures: { ...figures, answered: 0, medianMinutes: null, p90Minutes: null } },
    ];
    const data = responseChartData(brokers);
    expect(data.labels).toEqual(['Ana Lima', 'Bruno Reis']);
    expect(data.datasets.map((set) => [set.label, set.data])).toEqual([
      ['Mediana (minutos)', [25, null]],
      ['90º percentil (minutos)', [79, null]],
    ]);
  });
});
