import { Cell, Column, RenderMode, Table } from '@blueprintjs/table';
import { Classes } from '@blueprintjs/core';
import { useEffect, useRef, type ReactNode } from 'react';

/** One column of a back-office list: its header, width and what a row shows in it. */
export interface ListColumn<T> {
  name: string;
  width: number;
  render: (row: T) => ReactNode;
  /** Cells holding buttons or links. */
  interactive?: boolean;
}

const rowHeight = 44;
const headerHeight = 32;
/** The table's scrolling body (the table package does not export its class names). */
const bodySelector = `.${Classes.getClassNamespace()}-table-quadrant-main .${Classes.getClassNamespace()}-table-quadrant-scroll-container`;

interface ListTableProps<T> {
  label: string;
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
}

/** One page of a back-office list (properties, clients, brokers, users, companies...) in a Blueprint table. */
export function ListTable<T>({ label, rows, columns }: ListTableProps<T>) {
  const wrapper = useRef<HTMLDivElement>(null);
  // On a narrow screen the body scrolls sideways: keyboard users reach and scroll it by focusing it.
  useEffect(() => {
    wrapper.current?.querySelector(bodySelector)?.setAttribute('tabindex', '0');
  }, [rows]);
  const cellOf = (column: ListColumn<T>) => (index: number) => {
    const row = rows[index];
    return (
      <Cell interactive={column.interactive} className={column.interactive ? 'admin-table__actions' : undefined}>
        {row === undefined ? '' : column.render(row)}
      </Cell>
    );
  };
  return (
    <div
      ref={wrapper}
      className="admin-table"
      role="region"
      aria-label={label}
      style={{ height: headerHeight + rows.length * rowHeight + 18 }}
    >
      <Table
        numRows={rows.length}
        cellRendererDependencies={[rows]}
        columnWidths={columns.map((column) => column.width)}
        defaultRowHeight={rowHeight}
        enableRowHeader={false}
        enableColumnResizing={false}
        enableRowResizing={false}
        enableFocusedCell={false}
        selectionModes={[]}
        renderMode={RenderMode.NONE}
      >
        {columns.map((column) => (
          <Column key={column.name} name={column.name} cellRenderer={cellOf(column)} />
        ))}
      </Table>
    </div>
  );
}
