import { auditMessages } from '../../forms/auditMessages';
import type { AuditEntryFieldsFragment } from '../../gql/graphql';
import { changeText, type StaffNames } from './auditChangeText';

interface AuditChangesProps {
  entry: Pick<AuditEntryFieldsFragment, 'action' | 'recordType' | 'changes'>;
  /** Staff the screen knows by name, so that an assignment reads 'Bruno Reis' rather than '#3'. */
  names?: StaffNames;
}

/** An entry's changed fields, one line each ('Preço: R$ 690.000,00 → R$ 650.000,00'); nothing for an entry without. */
export function AuditChanges({ entry, names }: AuditChangesProps) {
  if (entry.changes.length === 0) return null;
  return (
    <ul className="admin-audit-changes" aria-label={auditMessages.history.changesLabel}>
      {entry.changes.map((change) => (
        <li key={change.field}>{changeText(change, { recordType: entry.recordType, action: entry.action, names })}</li>
      ))}
    </ul>
  );
}
