import type { RestClient } from './client.js';
import type { RawLeadPerformance } from './lead-performance-types.js';

/** The period asked, as AAAA-MM-DD days; an end left out (null) takes the API's default. */
export interface PerformancePeriod {
  from?: string | null;
  to?: string | null;
}

/**
 * The 'Desempenho' call of the agency REST API (docs/rest-api.md, "Leads"), for the caller's bearer token; the API
 * checks the permission leads and refuses a broker.
 */
export class LeadPerformanceApi {
  constructor(private readonly client: RestClient) {}

  /** Leads by source per week and each broker's response times for the period. */
  performance({ from, to }: PerformancePeriod): Promise<RawLeadPerformance> {
    return this.client.getJson<RawLeadPerformance>('/api/leads/performance', { query: { from, to } });
  }
}
