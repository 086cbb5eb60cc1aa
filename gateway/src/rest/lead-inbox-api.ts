import type { LeadDistributionMode, LeadSource, LeadStatus } from '../generated/resolvers.js';
import type { RestClient } from './client.js';
import type {
  RawLeadAnswer,
  RawLeadDistributionAnswer,
  RawLeadDistributionBody,
  RawLeadDistributionEnvelope,
  RawLeadEnvelope,
  RawLeadPage,
  RawNewLeadCount,
} from './leads-types.js';
import type { RawBrokerPage } from './people-types.js';
import { STAFF_BROKER_ROLES } from './brokers-api.js';
import { renamed } from './people-api.js';
import { pathSegment } from './request-path.js';

export interface LeadListQuery {
  search?: string | null;
  source?: LeadSource | null;
  status?: LeadStatus | null;
  page: number;
  perPage: number;
}

/** The lead mutations' arguments as the schema names them. */
const LEAD_ARGUMENTS: Readonly<Record<string, string>> = { user_id: 'userId', handover_minutes: 'handoverMinutes' };

function leadInputField(restField: string): string {
  return LEAD_ARGUMENTS[restField] ?? restField;
}

/**
 * The staff calls of the lead inbox (permission leads), for the caller's bearer token; the API keeps a broker to
 * the leads of their properties, of their chat link or assigned to them, and answers any other lead as unknown (404).
 */
export class LeadInboxApi {
  constructor(private readonly client: RestClient) {}

  /** One page of the leads, newest first, searched and filtered by the API. */
  page(query: LeadListQuery): Promise<RawLeadPage> {
    const search = query.search?.trim();
    return this.client.getJson<RawLeadPage>('/api/leads', {
      query: {
        search: search || undefined,
        source: query.source?.toLowerCase(),
        status: query.status?.toLowerCase(),
        page: query.page,
        per_page: query.perPage,
      },
    });
  }

  lead(id: string): Promise<RawLeadEnvelope> {
    return this.client.getJson<RawLeadEnvelope>(`/api/leads/${pathSegment(id)}`);
  }

  newCount(): Promise<RawNewLeadCount> {
    return this.client.getJson<RawNewLeadCount>('/api/leads/new-count');
  }

  /** The active brokers a lead may be assigned to, by name. */
  assignees(): Promise<RawBrokerPage> {
    return this.client.getJson<RawBrokerPage>('/api/brokers', { query: { role: STAFF_BROKER_ROLES, is_active: 1 } });
  }

  /** Assigns the lead to a user, or unassigns it with null; the refusal's field is `userId`. */
  assign(id: string, userId: string | null): Promise<RawLeadAnswer> {
    return renamed(this.client.putJson<RawLeadAnswer>(`${leadPath(id)}/assign`, { user_id: userId }), leadInputField);
  }

  changeStatus(id: string, status: LeadStatus): Promise<RawLeadAnswer> {
    return renamed(this.client.putJson<RawLeadAnswer>(`${leadPath(id)}/status`, { status: status.toLowerCase() }), leadInputField);
  }

  convert(id: string): Promise<RawLeadAnswer> {
    return this.client.postJson<RawLeadAnswer>(`${leadPath(id)}/convert`, {});
  }

  /** Records that the user opened the lead's WhatsApp; answers the lead as it is now. */
  recordChat(id: string): Promise<RawLeadEnvelope> {
    return this.client.postJson<RawLeadEnvelope>(`${leadPath(id)}/chat`, {});
  }

  /** How the agency hands out its new leads. */
  distribution(): Promise<RawLeadDistributionEnvelope> {
    return this.client.getJson<RawLeadDistributionEnvelope>('/api/leads/distribution');
  }

  /** Saves the distribution setting (the administrators only); the refusal's fields are `mode` and `handoverMinutes`. */
  saveDistribution(mode: LeadDistributionMode, handoverMinutes: number): Promise<RawLeadDistributionAnswer> {
    const body: RawLeadDistributionBody = { mode: mode.toLowerCase(), handover_minutes: handoverMinutes };
    return renamed(this.client.putJson<RawLeadDistributionAnswer>('/api/leads/distribution', body), leadInputField);
  }
}

function leadPath(id: string): string {
  return `/api/leads/${pathSegment(id)}`;
}
