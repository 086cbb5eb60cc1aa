import { LeadInboxApi } from './lead-inbox-api.js';
import { LeadPerformanceApi } from './lead-performance-api.js';
import { LeadsApi } from './leads-api.js';
import type { ContactMessageInput, Operation, PropertyRegistrationInput, PropertyType } from '../generated/resolvers.js';
import { RestClient, type QueryParams } from './client.js';
import { contactInputField, contactMessageBody } from './contact-form.js';
import { MultipartBody } from './multipart-body.js';
import { AgendaApi } from './agenda-api.js';
import { PropertyKeysApi } from './property-keys-api.js';
import { VisitBookingApi } from './visit-booking-api.js';
import { AuditApi } from './audit-api.js';
import { BackOfficeApi } from './back-office-api.js';
import { BrokersApi } from './brokers-api.js';
import { MediaApi } from './media-api.js';
import { PeopleApi } from './people-api.js';
import { PortalsApi } from './portals-api.js';
import { PrivacyApi } from './privacy-api.js';
import { PHOTO_FIELDS, PHOTO_UPLOAD_TIMEOUT_MS, type PropertyPhoto } from './property-form.js';
import { registrationFormFields, registrationInputField } from './registration-form.js';
import { RestError } from './rest-error.js';
import type {
  RawBrokerEnvelope,
  RawCatalogueEnvelope,
  RawCitiesEnvelope,
  RawCompanyEnvelope,
  RawMessageAnswer,
  RawPostalCode,
  RawPropertyEnvelope,
  RawRegistrationAnswer,
  RawRegistrationTrackingEnvelope,
  RawVideoEnvelope,
} from './types.js';
import { pathSegment } from './request-path.js';

/** What the gateway asks of the catalogue; every field optional, as the REST extensions are. */
export interface CatalogueQuery {
  operation?: Operation | null;
  city?: string | null;
  type?: PropertyType | null;
  minBedrooms?: number | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  launch?: boolean | null;
  page?: number | null;
  perPage?: number | null;
}

export interface ImageRequest {
  fileName: string;
  /** The query string as received, with its leading `?` (or empty). */
  search: string;
  method: 'GET' | 'HEAD';
  /** Conditional request headers passed through (if-none-match, if-modified-since). */
  headers: Record<string, string>;
}

const PUBLIC_CONSULTANT_ROLES = ['broker', 'adminbroker'] as const;
const HEALTH_TIMEOUT_MS = 2_000;
const IMAGE_TIMEOUT_MS = 60_000;

/**
 * The agency REST API, call by call (docs/rest-api.md); with `BackOfficeApi`, `PeopleApi`, `BrokersApi`, `MediaApi`, `LeadInboxApi`, `LeadPerformanceApi`, `PortalsApi`, `AgendaApi`, `PropertyKeysApi`, `AuditApi` and `PrivacyApi`, the
 * only place that knows its URLs.
 */
export class AgencyApi {
  constructor(readonly client: RestClient) {}

  /** The same API acting for a signed-in user, or anonymously with null. */
  forUser(token: string | null): AgencyApi {
    return new AgencyApi(this.client.withBearerToken(token));
  }

  /** The same API told which visitor it acts for, so its per-address limits count each visitor apart. */
  forClientAddress(address: string | null): AgencyApi {
    return new AgencyApi(this.client.withClientAddress(address));
  }

  /** The same API for one request: its identical reads are made once (see `RestClient.withSharedReads`). */
  withSharedReads(): AgencyApi {
    return new AgencyApi(this.client.withSharedReads());
  }

  /** The staff calls (session, property management, clients, internal videos), for the same caller. */
  get backOffice(): BackOfficeApi {
    return new BackOfficeApi(this.client);
  }

  /** The clients, users and company-record calls, for the same caller. */
  get people(): PeopleApi {
    return new PeopleApi(this.client);
  }

  /** The staff broker calls (table, leaders, forms with the photo, password), for the same caller. */
  get brokers(): BrokersApi {
    return new BrokersApi(this.client);
  }

  /** The videos and contract templates of the back office, for the same caller. */
  get media(): MediaApi {
    return new MediaApi(this.client);
  }

  /** The leads the public site records (chat clicks), for the same visitor. */
  get leads(): LeadsApi {
    return new LeadsApi(this.client);
  }

  /** The staff lead inbox (list, lead, assignment, status, conversion), for the same caller. */
  get leadInbox(): LeadInboxApi {
    return new LeadInboxApi(this.client);
  }

  /** 'Desempenho': leads by source per week and each broker's response times, for the same caller. */
  get leadPerformance(): LeadPerformanceApi {
    return new LeadPerformanceApi(this.client);
  }

  /** The portals' readiness report and the feed's token, for the same caller. */
  get portals(): PortalsApi {
    return new PortalsApi(this.client);
  }

  /** The agency's holidays and the brokers' visits, for the same caller. */
  get agenda(): AgendaApi {
    return new AgendaApi(this.client);
  }

  /** The properties' keys and their loans, for the same caller. */
  get keys(): PropertyKeysApi {
    return new PropertyKeysApi(this.client);
  }

  /** Visits booked by visitors from the listing, and each visitor's private link. */
  get visitBooking(): VisitBookingApi {
    return new VisitBookingApi(this.client);
  }

  /** The audit trail ('Auditoria') and each record's history, read only, for the same caller. */
  get audit(): AuditApi {
    return new AuditApi(this.client);
  }

  /** A person's data under the LGPD (found, exported, anonymized) and the retention of leads, for the same caller. */
  get privacy(): PrivacyApi {
    return new PrivacyApi(this.client);
  }

  catalogue(query: CatalogueQuery = {}): Promise<RawCatalogueEnvelope> {
    return this.client.getJson<RawCatalogueEnvelope>('/api/properties', { query: catalogueParams(query) });
  }

  cities(): Promise<RawCitiesEnvelope> {
    return this.client.getJson<RawCitiesEnvelope>('/api/properties/cities');
  }

  propertyBySlug(slug: string): Promise<RawPropertyEnvelope> {
    return this.client.getJson<RawPropertyEnvelope>(`/api/properties/slug/${pathSegment(slug)}`);
  }

  company(): Promise<RawCompanyEnvelope> {
    return this.client.getJson<RawCompanyEnvelope>('/api/enterprise', { query: { properties: 0 } });
  }

  /**
   * The public consultants strip. Asked anonymously: it is the same for everyone, and a stale token of a
   * visitor who once signed in must not turn the public home into a session error.
   */
  publicConsultants(): Promise<RawBrokerEnvelope> {
    return this.client.withBearerToken(null).getJson<RawBrokerEnvelope>('/api/brokers', {
      query: { is_active: 1, role: PUBLIC_CONSULTANT_ROLES },
    });
  }

  externalVideos(): Promise<RawVideoEnvelope> {
    return this.client.getJson<RawVideoEnvelope>('/api/video', { query: { is_active: 1, type: 'external' } });
  }

  /** Sends a visitor's message; field messages of a refusal come back under the schema's input names. */
  async sendContactMessage(input: ContactMessageInput): Promise<RawMessageAnswer> {
    try {
      return await this.client.postJson<RawMessageAnswer>('/api/send-contact-email', contactMessageBody(input));
    } catch (error) {
      if (error instanceof RestError) throw error.withFieldNames(contactInputField);
      throw error;
    }
  }

  /** The address of a postal code given as 8 digits. */
  postalCode(digits: string): Promise<RawPostalCode> {
    return this.client.getJson<RawPostalCode>('/api/cep', { query: { cep: digits } });
  }

  /**
   * Sends an owner's registration with its photos, streamed from their files. Field messages of a
   * refusal come back under the schema's input names.
   */
  async registerProperty(input: PropertyRegistrationInput, photos: readonly PropertyPhoto[]): Promise<RawRegistrationAnswer> {
    const body = new MultipartBody({
      fields: registrationFormFields(input),
      files: photos.map((photo) => ({
        field: PHOTO_FIELDS[photo.field],
        fileName: photo.fileName,
        contentType: photo.contentType,
        path: photo.path,
        size: photo.size,
      })),
    });
    try {
      return await this.client.postMultipart<RawRegistrationAnswer>('/api/property/register', body, {
        timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS,
      });
    } catch (error) {
      if (error instanceof RestError) throw error.withFieldNames(registrationInputField);
      throw error;
    }
  }

  /** The registered property an owner's tracking token was issued for; a 404 `RestError` for any other token. */
  registrationTracking(token: string): Promise<RawRegistrationTrackingEnvelope> {
    return this.client.getJson<RawRegistrationTrackingEnvelope>(`/api/registration-tracking/${pathSegment(token)}`);
  }

  /** Resolves when the API says it is healthy; throws a `RestError` otherwise. */
  async health(): Promise<void> {
    await this.client.getJson<unknown>('/api/health', { timeoutMs: HEALTH_TIMEOUT_MS });
  }

  /** Resolves when the API says it is ready (its database answers and is up to date); throws a `RestError` otherwise. */
  async ready(): Promise<void> {
    await this.client.getJson<unknown>('/health/ready', { timeoutMs: HEALTH_TIMEOUT_MS });
  }

  /** The stored photo (or a WebP width of it) as the API answers it, body unread. */
  image(request: ImageRequest): Promise<Response> {
    const query: QueryParams = Object.fromEntries(new URLSearchParams(request.search));
    return this.client.send(`/images/${pathSegment(request.fileName)}`, {
      method: request.method,
      query,
      headers: { accept: 'image/*,*/*', ...request.headers },
      timeoutMs: IMAGE_TIMEOUT_MS,
    });
  }
}

function catalogueParams(query: CatalogueQuery): QueryParams {
  return {
    operation: query.operation?.toLowerCase(),
    city: query.city,
    type: query.type?.toLowerCase(),
    bedrooms_min: query.minBedrooms,
    price_min: query.minPrice,
    price_max: query.maxPrice,
    is_launch: query.launch === null || query.launch === undefined ? undefined : query.launch ? 1 : 0,
    page: query.page,
    per_page: query.perPage,
  };
}
