import type { PropertyInput, PropertyStatus } from '../generated/resolvers.js';
import type { RestClient } from './client.js';
import { MultipartBody } from './multipart-body.js';
import { PHOTO_UPLOAD_TIMEOUT_MS, type PropertyPhoto } from './property-form.js';
import { RestError } from './rest-error.js';
import {
  METHOD_OVERRIDE_FIELD,
  staffPropertyFormFields,
  staffPropertyFormFiles,
  staffPropertyInputField,
  statusChangeBody,
  statusChangeInputField,
} from './staff-property-form.js';
import type {
  RawCredentials,
  RawLoginAnswer,
  RawMeAnswer,
  RawMessageAnswer,
  RawPermissionsAnswer,
  RawAwaitingAnalysis,
  RawStaffPropertyAnswer,
  RawStaffPropertyEnvelope,
  RawStaffPropertyPage,
  RawVideoEnvelope,
} from './types.js';
import { pathSegment } from './request-path.js';

export interface StaffPropertyListQuery {
  search?: string | null;
  status?: PropertyStatus | null;
  page: number;
  perPage: number;
}

export interface Credentials {
  email?: string | null;
  password?: string | null;
}

/**
 * The staff calls of the agency REST API (docs/rest-api.md, spec §7): sign-in and session, property
 * management, clients and internal videos. Each call carries the bearer token of the client it was made
 * with; the API checks it and the user's permissions. Field messages of a refusal come back under the
 * schema's input names.
 */
export class BackOfficeApi {
  constructor(private readonly client: RestClient) {}

  /** Signs in. Sent without any bearer token: a stale one must not stand in the way of a new session. */
  login(credentials: Credentials): Promise<RawLoginAnswer> {
    const body: RawCredentials = {};
    if (typeof credentials.email === 'string') body.email = credentials.email;
    if (typeof credentials.password === 'string') body.password = credentials.password;
    return this.client.withBearerToken(null).postJson<RawLoginAnswer>('/api/auth', body);
  }

  /** 'Esqueci minha senha': the API mails a link when the e-mail is an active member of staff's, and says the same either way. */
  requestPasswordReset(email: string | null | undefined): Promise<RawMessageAnswer> {
    const body: { email?: string } = typeof email === 'string' ? { email } : {};
    return this.client.withBearerToken(null).postJson<RawMessageAnswer>('/api/auth/password-reset', body);
  }

  /** A new password with the link's token. */
  resetPassword(token: string | null | undefined, password: string | null | undefined): Promise<RawMessageAnswer> {
    const body: { token?: string; password?: string } = {};
    if (typeof token === 'string') body.token = token;
    if (typeof password === 'string') body.password = password;
    return this.client.withBearerToken(null).postJson<RawMessageAnswer>('/api/auth/password-reset/confirm', body);
  }

  /** Revokes the bearer token of this client. */
  async logout(): Promise<void> {
    await this.client.postForStatus('/api/auth/logout');
  }

  me(): Promise<RawMeAnswer> {
    return this.client.getJson<RawMeAnswer>('/api/auth/me');
  }

  permissions(): Promise<RawPermissionsAnswer> {
    return this.client.getJson<RawPermissionsAnswer>('/api/permissions');
  }

  /**
   * One page of the properties the user may see, searched (title, city, neighbourhood) and filtered by status
   * on the server, newest first; the API keeps a broker to their own whatever is asked.
   */
  propertyPage(query: StaffPropertyListQuery): Promise<RawStaffPropertyPage> {
    const search = query.search?.trim();
    return this.client.getJson<RawStaffPropertyPage>('/api/properties/fetch', {
      query: {
        search: search || undefined,
        status: query.status ? query.status.toLowerCase() : undefined,
        page: query.page,
        per_page: query.perPage,
      },
    });
  }

  /** How many properties the user may see await analysis, and the five newest. */
  awaitingAnalysis(): Promise<RawAwaitingAnalysis> {
    return this.client.getJson<RawAwaitingAnalysis>('/api/properties/awaiting-analysis');
  }

  property(id: string): Promise<RawStaffPropertyEnvelope> {
    return this.client.getJson<RawStaffPropertyEnvelope>(`/api/properties/${pathSegment(id)}`);
  }

  /** Creates a property with its photos, streamed from their files. */
  createProperty(input: PropertyInput, photos: readonly PropertyPhoto[]): Promise<RawStaffPropertyAnswer> {
    const body = new MultipartBody({ fields: staffPropertyFormFields(input), files: staffPropertyFormFiles(photos) });
    return withInputNames(
      this.client.postMultipart<RawStaffPropertyAnswer>('/api/properties', body, { timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS }),
    );
  }

  /** Updates a property: new photos streamed from their files, `imagesToDelete` removed. */
  updateProperty(
    id: string,
    input: PropertyInput,
    photos: readonly PropertyPhoto[],
    imagesToDelete: readonly string[] | null | undefined,
  ): Promise<RawStaffPropertyAnswer> {
    const body = new MultipartBody({
      fields: [METHOD_OVERRIDE_FIELD, ...staffPropertyFormFields(input, { imagesToDelete })],
      files: staffPropertyFormFiles(photos),
    });
    return withInputNames(
      this.client.postMultipart<RawStaffPropertyAnswer>(`/api/properties/${pathSegment(id)}`, body, {
        timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS,
      }),
    );
  }

  /** Deletes a property and its photos; null when the API confirms without a body. */
  deleteProperty(id: string): Promise<RawMessageAnswer | null> {
    return this.client.delete<RawMessageAnswer>(`/api/properties/${pathSegment(id)}`);
  }

  /** Sets the approval status (with the reason of a rejection); with notifyClient (unless false) the API tells the property's client. */
  async changePropertyStatus(
    id: string,
    status: PropertyStatus,
    notifyClient: boolean | null | undefined,
    reason?: string | null,
  ): Promise<RawStaffPropertyAnswer> {
    try {
      return await this.client.putJson<RawStaffPropertyAnswer>(
        `/api/properties/${pathSegment(id)}/status`,
        statusChangeBody(status, notifyClient, reason),
      );
    } catch (error) {
      if (error instanceof RestError) throw error.withFieldNames(statusChangeInputField);
      throw error;
    }
  }

  /** Active internal videos (training and communication). */
  internalVideos(): Promise<RawVideoEnvelope> {
    return this.client.getJson<RawVideoEnvelope>('/api/videos', { query: { type: 'internal', is_active: 1 } });
  }
}

async function withInputNames<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof RestError) throw error.withFieldNames(staffPropertyInputField);
    throw error;
  }
}
