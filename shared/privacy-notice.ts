/**
 * The versions of the privacy notice (`/privacidade`), oldest first, named by the day each text took effect. A visitor
 * who sends a form accepts the version the page showed them, and the API stores it with the record: a change of the
 * notice's text (web/src/forms/privacyMessages.ts) adds a version here, and the API then accepts both while pages
 * showing the older one are still open.
 */
const PRIVACY_NOTICE_VERSIONS = ['2026-11-27'] as const;

export type PrivacyNoticeVersion = (typeof PRIVACY_NOTICE_VERSIONS)[number];

/** The version the notice shows today. */
export const CURRENT_PRIVACY_NOTICE_VERSION: PrivacyNoticeVersion = PRIVACY_NOTICE_VERSIONS[PRIVACY_NOTICE_VERSIONS.length - 1]!;

export function isPrivacyNoticeVersion(text: string): text is PrivacyNoticeVersion {
  return (PRIVACY_NOTICE_VERSIONS as readonly string[]).includes(text);
}

/** The form field carrying the version a visitor accepted. */
export const PRIVACY_NOTICE_FIELD = 'privacy_notice_version';

/** The shortest and longest retention the administrators may set. */
export const LEAD_RETENTION_LIMITS = { min: 1, max: 120 } as const;
