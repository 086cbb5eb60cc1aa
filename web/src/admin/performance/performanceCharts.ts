import type { ChartData } from 'chart.js';
import { leadSourceLabels } from '../../forms/leadMessages';
import { performanceMessages } from '../../forms/performanceMessages';
import type { LeadPerformanceQuery, LeadSource } from '../../gql/graphql';
import { formatShortDay } from './performanceFormat';

/** The 'Desempenho' answer and its parts, as the screen selects them. */
type Performance = LeadPerformanceQuery['leadPerformance'];
export type PerformanceWeek = Performance['weeks'][number];
export type BrokerPerformance = Performance['brokers'][number];
export type ResponseFigures = Performance['agency'];

/**
 * One colour per source, told apart also by people who do not see red and green apart (Okabe and Ito's palette),
 * each at least 3:1 against the white background.
 */
const sourceColors: Record<LeadSource, string> = {
  CONTACT: '#0072B2',
  REGISTRATION: '#B36B00',
  WHATSAPP: '#007A5A',
  ZAP: '#B8468E',
  VIVAREAL: '#2A7FB8',
  OLX: '#D55E00',
  CHAVESNAMAO: '#6B4C9A',
  VISIT: '#5C6F00',
};

const MEDIAN_COLOR = '#2D72D2';
const P90_COLOR = '#935610';

/** The sources that brought any lead in the period, in the inbox's order: the chart's series and the table's columns. */
export function sourcesInPeriod(weeks: readonly PerformanceWeek[]): LeadSource[] {
  const sources = weeks[0]?.sources.map((entry) => entry.source) ?? [];
  return sources.filter((source) => weeks.some((week) => week.sources.some((entry) => entry.source === source && entry.count > 0)));
}

/** How many leads of `source` a week had. */
export function weekCount(week: PerformanceWeek, source: LeadSource): number {
  return week.sources.find((entry) => entry.source === source)?.count ?? 0;
}

/** The stacked bars of the weeks: one bar per week (its Monday), one colour per source that brought leads. */
export function sourcesChartData(weeks: readonly PerformanceWeek[], sources: readonly LeadSource[]): ChartData<'bar', number[], string> {
  return {
    labels: weeks.map((week) => formatShortDay(week.start)),
    datasets: sources.map((source) => ({
      label: leadSourceLabels[source],
      data: weeks.map((week) => weekCount(week, source)),
      backgroundColor: sourceColors[source],
      stack: 'leads',
    })),
  };
}

/** The bars of each broker's response times: the median and the 90th percentile, none for a broker never answering. */
export function responseChartData(brokers: readonly BrokerPerformance[]): ChartData<'bar', (number | null)[], string> {
  const texts = performanceMessages.brokers;
  return {
    labels: brokers.map((row) => row.broker.name),
    datasets: [
      { label: texts.medianSeries, data: brokers.map((row) => row.figures.medianMinutes), backgroundColor: MEDIAN_COLOR },
      { label: texts.p90Series, data: brokers.map((row) => row.figures.p90Minutes), backgroundColor: P90_COLOR },
    ],
  };
}
