import { toPropertyJson, type PropertyJson } from '../catalogue/property-json.js';
import type { PortalLevel, PropertyRow } from '../db/schema.js';

/**
 * A property as the back office sees it: the public fields plus the owner's contact and declaration, its portals'
 * marks and the reason of a rejection.
 */
export interface StaffPropertyJson extends PropertyJson {
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  terms_accepted: number;
  portal_publish: number;
  portal_level: PortalLevel;
  /** Why the property was rejected, as its owner reads it; null unless rejected. */
  status_reason: string | null;
}

export function toStaffPropertyJson(row: PropertyRow): StaffPropertyJson {
  return {
    ...toPropertyJson(row),
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    contactEmail: row.contact_email,
    terms_accepted: row.terms_accepted,
    portal_publish: row.portal_publish,
    portal_level: row.portal_level,
    status_reason: row.status_reason,
  };
}
