import type { AuditRecordType, FieldChange } from './audit-types.js';

/** The fields of a record that are a person's own data, and whether the record's label (a name) is too. */
interface PersonalFields {
  fields: readonly string[];
  labelIsPersonal: boolean;
}

/**
 * The person's own fields of each kind of record: their values in the trail live apart (`audit_personal_values`), so
 * that erasing the person under the LGPD erases them from the trail too. Staff's own records are not here: the trail
 * of who did what names them by design.
 */
const PERSONAL_FIELDS: Partial<Record<AuditRecordType, PersonalFields>> = {
  client: { fields: ['name', 'email', 'phone'], labelIsPersonal: true },
  lead: { fields: ['name', 'email', 'phone', 'message'], labelIsPersonal: true },
  property: { fields: ['contact_name', 'contact_phone', 'contact_email'], labelIsPersonal: false },
  visit: { fields: ['name', 'phone', 'email', 'outcome_comment'], labelIsPersonal: false },
};

/** An entry's changes and label, split into what the trail keeps and the person's own values kept apart. */
export interface SplitChanges {
  kept: FieldChange[];
  keptLabel: string | null;
  personal: FieldChange[];
  personalLabel: string | null;
}

export function splitPersonalChanges(recordType: AuditRecordType, label: string | null, changes: readonly FieldChange[]): SplitChanges {
  const personal = PERSONAL_FIELDS[recordType];
  if (personal === undefined) return { kept: [...changes], keptLabel: label, personal: [], personalLabel: null };
  const isPersonal = (change: FieldChange) => personal.fields.includes(change.field);
  return {
    kept: changes.filter((change) => !isPersonal(change)),
    keptLabel: personal.labelIsPersonal ? null : label,
    personal: changes.filter(isPersonal),
    personalLabel: personal.labelIsPersonal ? label : null,
  };
}

/** The changes of an entry as read back: the kept ones with the personal ones (if still there) in the record's order. */
export function joinPersonalChanges(kept: readonly FieldChange[], personal: readonly FieldChange[]): FieldChange[] {
  return [...personal, ...kept];
}
