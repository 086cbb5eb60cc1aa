/**
 * Raw shapes of the 'Desempenho' call of the agency REST API (`GET /api/leads/performance`), typed loosely like
 * `types.ts`. Only `gateway/src/normalize/` reads them.
 */
import type { RawId, RawNumber, RawText } from './types.js';

/** A broker's or the agency's figures: counts, minutes to the first response (null without answered leads), share converted. */
export interface RawPerformanceFigures {
  leads?: RawNumber;
  answered?: RawNumber;
  median_minutes?: RawNumber;
  p90_minutes?: RawNumber;
  converted?: RawNumber;
  /** From 0 to 1; null without leads. */
  conversion_rate?: RawNumber;
}

/** The figures of the leads assigned to one user. */
export interface RawBrokerPerformance extends RawPerformanceFigures {
  user_id?: RawId | null;
  name?: RawText;
}

/** One week: its Monday (AAAA-MM-DD), its leads, and its leads by source (`contact`, `zap`, …). */
export interface RawPerformanceWeek {
  start?: RawText;
  total?: RawNumber;
  sources?: Record<string, RawNumber> | null;
}

/** `GET /api/leads/performance?from=&to=`: the period answered, its weeks, each broker's figures and the agency's. */
export interface RawLeadPerformance {
  from?: RawText;
  to?: RawText;
  weeks?: RawPerformanceWeek[] | null;
  brokers?: RawBrokerPerformance[] | null;
  agency?: (RawPerformanceFigures & { assigned?: RawNumber }) | null;
}
