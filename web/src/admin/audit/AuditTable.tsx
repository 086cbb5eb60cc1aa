import { HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { auditMessages, auditRecordTypeLabels } from '../../forms/auditMessages';
import type { AuditEntryFieldsFragment } from '../../gql/graphql';
import { AuditChanges } from '../records/AuditChanges';
import type { StaffNames } from '../records/auditChangeText';
import { actionText, actorText, addressText, whenText } from '../records/auditEntryText';
import { recordAddressOf } from './auditRecordLinks';

const texts = auditMessages.trail;

/** The record an entry speaks of: its kind and how it is recognized, linked to its screen where it has one. */
function RecordCell({ entry }: { entry: AuditEntryFieldsFragment }) {
  const label = entry.recordLabel ?? (entry.recordId === null ? '' : auditMessages.values.reference(entry.recordId));
  const address = recordAddressOf(entry);
  const type = auditRecordTypeLabels[entry.recordType];
  if (address === null || label === '') return <>{texts.record(type, label).trim()}</>;
  return (
    <>
      {type} <Link to={address}>{label}</Link>
    </>
  );
}

interface AuditTableProps {
  entries: readonly AuditEntryFieldsFragment[];
  names: StaffNames;
}

/** One page of the trail, newest first: when, who, from where, what, which record, and each field changed. */
export function AuditTable({ entries, names }: AuditTableProps) {
  return (
    // On a narrow screen the table scrolls sideways: keyboard users reach and scroll it by focusing it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1).
    <div className="admin-audit-table" role="region" aria-label={texts.tableLabel} tabIndex={0}>
      <HTMLTable className="admin-audit-table__table" striped>
        <thead>
          <tr>
            <th scope="col">{texts.columns.when}</th>
            <th scope="col">{texts.columns.who}</th>
            <th scope="col">{texts.columns.address}</th>
            <th scope="col">{texts.columns.action}</th>
            <th scope="col">{texts.columns.record}</th>
            <th scope="col">{texts.columns.changes}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="admin-audit-table__when">
                <time dateTime={entry.at}>{whenText(entry)}</time>
              </td>
              <td>{actorText(entry)}</td>
              <td>{addressText(entry)}</td>
              <td>{actionText(entry)}</td>
              <td>
                <RecordCell entry={entry} />
              </td>
              <td className="admin-audit-table__changes">
                {entry.changes.length === 0 ? auditMessages.values.empty : <AuditChanges entry={entry} names={names} />}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
