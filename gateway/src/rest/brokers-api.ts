import type { BrokerInput } from '../generated/resolvers.js';
import type { RestClient, StatusAnswer } from './client.js';
import { MultipartBody } from './multipart-body.js';
import { renamed } from './people-api.js';
import { brokerFormFields, brokerFormFiles, brokerInputField, passwordBody } from './people-forms.js';
import type { RawBrokerAnswer, RawBrokerPage } from './people-types.js';
import { PHOTO_UPLOAD_TIMEOUT_MS, type PropertyPhoto } from './property-form.js';
import type { RawBroker, RawItemEnvelope, RawMessageAnswer } from './types.js';
import { pathSegment } from './request-path.js';

/** The roles of the back-office broker list (spec §7). */
export const STAFF_BROKER_ROLES = ['broker', 'leadbroker', 'adminbroker'] as const;
/** The role of the leader select. */
const LEADER_ROLE = 'leadbroker';

export interface BrokerListQuery {
  search?: string | null;
  page: number;
  perPage: number;
}

/**
 * The staff broker calls of the agency REST API (docs/rest-api.md, spec §7), for the caller's bearer
 * token; the API checks the corretores permission. Refusals come back under the schema's input names,
 * a duplicate e-mail (409) at the e-mail field, the photo's at `photo`.
 */
export class BrokersApi {
  constructor(private readonly http: RestClient) {}

  /** One page of the broker table, searched by name on the server. */
  page(query: BrokerListQuery): Promise<RawBrokerPage> {
    const search = query.search?.trim();
    return this.http.getJson<RawBrokerPage>('/api/brokers', {
      query: { role: STAFF_BROKER_ROLES, search: search || undefined, page: query.page, per_page: query.perPage },
    });
  }

  /** The active leaders, for the leader select. */
  leaders(): Promise<RawBrokerPage> {
    return this.http.getJson<RawBrokerPage>('/api/brokers', { query: { role: LEADER_ROLE, is_active: 1 } });
  }

  broker(id: string): Promise<RawItemEnvelope<RawBroker>> {
    return this.http.getJson<RawItemEnvelope<RawBroker>>(`/api/brokers/${pathSegment(id)}`);
  }

  /** Creates a broker (role broker), with the photo streamed from its file. */
  create(input: BrokerInput, photo: PropertyPhoto | null): Promise<RawBrokerAnswer> {
    const body = new MultipartBody({ fields: brokerFormFields(input, 'create'), files: brokerFormFiles(photo) });
    return renamed(
      this.http.postMultipart<RawBrokerAnswer>('/api/brokers', body, { timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS }),
      brokerInputField,
    );
  }

  /** Updates a broker: a new photo replaces the current one; `imagesToDelete` removes the named one. */
  update(id: string, input: BrokerInput, photo: PropertyPhoto | null, imagesToDelete: readonly string[]): Promise<RawBrokerAnswer> {
    const body = new MultipartBody({ fields: brokerFormFields(input, 'update', imagesToDelete), files: brokerFormFiles(photo) });
    return renamed(
      this.http.postMultipart<RawBrokerAnswer>(`/api/brokers/${pathSegment(id)}`, body, { timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS }),
      brokerInputField,
    );
  }

  changePassword(id: string, password: string): Promise<StatusAnswer<RawMessageAnswer>> {
    return renamed(
      this.http.putJsonForStatus<RawMessageAnswer>(`/api/brokers/${pathSegment(id)}/password`, passwordBody(password)),
      brokerInputField,
    );
  }
}
