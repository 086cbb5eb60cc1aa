import type { RestClient } from './client.js';
import type {
  RawAnonymizeAnswer,
  RawPersonRecordsEnvelope,
  RawPrivacySettingsAnswer,
  RawPrivacySettingsEnvelope,
} from './privacy-types.js';
import { RestError } from './rest-error.js';

/** How staff name the person whose data they look for: an e-mail, a phone, or both (either one matches). */
export interface PersonKey {
  email?: string | null;
  phone?: string | null;
}

/** A person's data is zipped as it is read: a large one may take a while. */
const EXPORT_TIMEOUT_MS = 60_000;

/** The settings' fields as the schema names them, for the API's refusal of one. */
const SETTINGS_ARGUMENTS: Readonly<Record<string, string>> = { lead_retention_months: 'leadRetentionMonths' };

/** A key's values trimmed, a blank one left out, so that the API answers its own message for a key without either. */
export function personKeyFields(key: PersonKey): { email?: string; phone?: string } {
  const email = key.email?.trim();
  const phone = key.phone?.trim();
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}

async function withSettingsFieldNames<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof RestError) throw error.withFieldNames((field) => SETTINGS_ARGUMENTS[field] ?? field);
    throw error;
  }
}

/**
 * The LGPD calls of the agency REST API (docs/rest-api.md), for the caller's bearer token: a person's data found,
 * exported and anonymized, and the retention of leads. The API checks the permission privacidade on each (and usuarios
 * to change the retention); the person's e-mail and phone field names are the schema's own.
 */
export class PrivacyApi {
  constructor(private readonly client: RestClient) {}

  /** Everything held about the person; a key without an e-mail or phone, or with a bad one, is a 422 at its field. */
  person(key: PersonKey): Promise<RawPersonRecordsEnvelope> {
    return this.client.getJson<RawPersonRecordsEnvelope>('/api/privacy/people', { query: personKeyFields(key) });
  }

  /** The person's data as a zip, as the API answers it (any status), body unread. Only an unreachable API throws. */
  exportFile(key: PersonKey): Promise<Response> {
    return this.client.send('/api/privacy/people/export', {
      query: personKeyFields(key),
      headers: { accept: 'application/zip, application/json' },
      timeoutMs: EXPORT_TIMEOUT_MS,
    });
  }

  /** Anonymizes everything held about the person, in one go; a second time changes nothing (all counts 0). */
  anonymize(key: PersonKey): Promise<RawAnonymizeAnswer> {
    return this.client.postJson<RawAnonymizeAnswer>('/api/privacy/people/anonymize', personKeyFields(key));
  }

  settings(): Promise<RawPrivacySettingsEnvelope> {
    return this.client.getJson<RawPrivacySettingsEnvelope>('/api/privacy/settings');
  }

  /** Sets the retention of leads never converted (the administrators only); a refusal is at `leadRetentionMonths`. */
  saveSettings(leadRetentionMonths: number): Promise<RawPrivacySettingsAnswer> {
    return withSettingsFieldNames(
      this.client.putJson<RawPrivacySettingsAnswer>('/api/privacy/settings', { lead_retention_months: leadRetentionMonths }),
    );
  }
}
