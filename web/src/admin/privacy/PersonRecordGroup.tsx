import { useId, type ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';
import { privacyAdminMessages } from '../../forms/privacyAdminMessages';

const texts = privacyAdminMessages.results;

/** One column of a kind of record: its header and what a row shows in it. */
export interface RecordColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

interface PersonRecordGroupProps<T extends { id: string }> {
  title: string;
  rows: readonly T[];
  columns: readonly RecordColumn<T>[];
}

/**
 * One kind of record held about the person: its heading with how many, then a table named by it (in a region scrolling
 * sideways on a narrow screen, reachable by keyboard), or a line saying there is none of this kind.
 */
export function PersonRecordGroup<T extends { id: string }>({ title, rows, columns }: PersonRecordGroupProps<T>) {
  const headingId = useId();
  return (
    <div className="admin-privacy-group">
      <h3 id={headingId} className="admin-privacy-group__title">
        {texts.groupTitle(title, rows.length)}
      </h3>
      {rows.length === 0 ? (
        <p className="admin-privacy-group__empty">{texts.emptyGroup}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1).
        <div className="admin-privacy-group__table" role="region" aria-labelledby={headingId} tabIndex={0}>
          <HTMLTable striped compact aria-labelledby={headingId}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.header} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </div>
  );
}
