import type { Kysely } from 'kysely';
import {
  CURRENT_PRIVACY_NOTICE_VERSION,
  isPrivacyNoticeVersion,
  PRIVACY_NOTICE_FIELD,
  type PrivacyNoticeVersion,
} from '../../../shared/privacy-notice.js';
import type { ConsentForm, Database } from '../db/schema.js';
import type { FormReader } from '../http/form.js';

const UNKNOWN_VERSION_MESSAGE = 'Este aviso de privacidade não vale mais. Recarregue a página e envie de novo.';

/** The kinds of records a consent is stored with. */
export type ConsentRecordType = 'contact_message' | 'property' | 'lead' | 'visit';

/**
 * The version of the privacy notice the form's page showed (`privacy_notice_version`): every public form shows the
 * notice's link beside its button, so sending it is accepting that version; a form without the field accepted the
 * current one. A version the product never had is refused at the field.
 */
export function readConsentVersion(form: FormReader): PrivacyNoticeVersion {
  const sent = form.text(PRIVACY_NOTICE_FIELD, { required: false, maxLength: 20 });
  if (sent === undefined) return CURRENT_PRIVACY_NOTICE_VERSION;
  if (isPrivacyNoticeVersion(sent)) return sent;
  form.fail(PRIVACY_NOTICE_FIELD, UNKNOWN_VERSION_MESSAGE);
  return CURRENT_PRIVACY_NOTICE_VERSION;
}

export interface Consent {
  form: ConsentForm;
  version: PrivacyNoticeVersion;
  /** The visitor's address, as the gateway passed it on. */
  address: string | null;
  at: Date;
}

/** Stores the consent with the record the form made, in the form's own transaction. */
export async function recordConsent(
  db: Kysely<Database>,
  consent: Consent,
  record: { type: ConsentRecordType; id: number },
): Promise<void> {
  await db
    .insertInto('privacy_consents')
    .values({
      form: consent.form,
      record_type: record.type,
      record_id: record.id,
      notice_version: consent.version,
      accepted_at: consent.at.toISOString(),
      address: consent.address?.slice(0, 100) ?? null,
    })
    .execute();
}
