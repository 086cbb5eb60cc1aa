import type { BrokerLeadPerformance, LeadPerformance, LeadPerformanceWeek, LeadResponseFigures } from '../generated/resolvers.js';
import type {
  RawBrokerPerformance,
  RawLeadPerformance,
  RawPerformanceFigures,
  RawPerformanceWeek,
} from '../rest/lead-performance-types.js';
import { toLeadSource } from './lead.js';
import { toCount, toId, toNumber, toText } from './scalars.js';

/** The API's sources in the inbox's order: the chart stacks them so, whatever order the answer keeps. */
const SOURCE_ORDER = ['contact', 'registration', 'whatsapp', 'zap', 'vivareal', 'olx', 'chavesnamao', 'visit'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A figure that may be missing (minutes, a share): a finite number not below 0, or null. */
function toMeasure(value: unknown): number | null {
  const number = toNumber(value);
  return number === null || number < 0 ? null : number;
}

/** A broker's or the agency's counts, minutes to the first response and share converted. */
export function toLeadResponseFigures(raw: RawPerformanceFigures | null | undefined): LeadResponseFigures {
  return {
    leads: toCount(raw?.leads),
    answered: toCount(raw?.answered),
    medianMinutes: toMeasure(raw?.median_minutes),
    p90Minutes: toMeasure(raw?.p90_minutes),
    converted: toCount(raw?.converted),
    conversionRate: toMeasure(raw?.conversion_rate),
  };
}

/** One week with every source in order (0 when the answer names none); null without a Monday written AAAA-MM-DD. */
function toWeek(raw: RawPerformanceWeek | null | undefined): LeadPerformanceWeek | null {
  const start = toText(raw?.start);
  if (start === null || !DAY.test(start)) return null;
  const sources = SOURCE_ORDER.map((source) => ({ source: toLeadSource(source), count: toCount(raw?.sources?.[source]) }));
  return { start, total: toCount(raw?.total), sources };
}

/** One broker's row; null without the user's id. */
function toBrokerPerformance(raw: RawBrokerPerformance | null | undefined): BrokerLeadPerformance | null {
  const id = toId(raw?.user_id);
  if (raw === null || raw === undefined || id === null) return null;
  return { broker: { id, name: toText(raw.name) ?? '' }, figures: toLeadResponseFigures(raw) };
}

function present<T>(value: T | null): value is T {
  return value !== null;
}

/** `GET /api/leads/performance` → the 'Desempenho' view, weeks and brokers in the API's order. */
export function toLeadPerformance(raw: RawLeadPerformance | null | undefined): LeadPerformance {
  return {
    from: toText(raw?.from) ?? '',
    to: toText(raw?.to) ?? '',
    weeks: (Array.isArray(raw?.weeks) ? raw.weeks : []).map(toWeek).filter(present),
    brokers: (Array.isArray(raw?.brokers) ? raw.brokers : []).map(toBrokerPerformance).filter(present),
    agency: toLeadResponseFigures(raw?.agency),
    assigned: toCount(raw?.agency?.assigned),
  };
}
