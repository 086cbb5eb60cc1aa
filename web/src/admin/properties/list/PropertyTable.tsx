import { Button, Classes, Tag, type Intent } from '@blueprintjs/core';
import { Cell, Column, RenderMode, Table } from '@blueprintjs/table';
import { useEffect, useRef } from 'react';
import { adminMessages, propertyStatusLabels } from '../../../forms/adminMessages';
import { operationLabels } from '../../../forms/messages';
import type { PropertyStatus } from '../../../gql/graphql';
import { formatCurrency } from '../../../lib/format';
import { ButtonLink } from '../../layout/ButtonLink';
import type { PropertyRow } from '../../graphql/propertyRows';

const texts = adminMessages.properties.list;

const statusIntents: Record<PropertyStatus, Intent> = {
  IN_ANALYSIS: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

const rowHeight = 44;
const headerHeight = 32;
const columnWidths = [110, 230, 130, 120, 130, 110, 100, 130];
/** The table's scrolling body (the table package does not export its class names). */
const bodySelector = `.${Classes.getClassNamespace()}-table-quadrant-main .${Classes.getClassNamespace()}-table-quadrant-scroll-container`;

interface PropertyTableProps {
  rows: readonly PropertyRow[];
  onChangeStatus: (property: PropertyRow) => void;
  onDelete: (property: PropertyRow) => void;
}

/** One page of properties in a Blueprint table, with the actions of each row. */
export function PropertyTable({ rows, onChangeStatus, onDelete }: PropertyTableProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  // On a narrow screen the body scrolls sideways, with its actions out of view: keyboard users reach
  // and scroll it by focusing it.
  useEffect(() => {
    const body = wrapper.current?.querySelector(bodySelector);
    body?.setAttribute('tabindex', '0');
  }, [rows]);
  const at = (index: number): PropertyRow | undefined => rows[index];
  const textCell = (text: (row: PropertyRow) => string) => (index: number) => {
    const row = at(index);
    return <Cell>{row ? text(row) : ''}</Cell>;
  };

  const statusCell = (index: number) => {
    const row = at(index);
    return (
      <Cell>
        {row && (
          <Tag intent={statusIntents[row.status]} minimal>
            {propertyStatusLabels[row.status]}
          </Tag>
        )}
      </Cell>
    );
  };

  const activeCell = (index: number) => {
    const row = at(index);
    return (
      <Cell>
        {row && (
          <Tag intent={row.isActive ? 'success' : 'none'} minimal>
            {row.isActive ? adminMessages.common.active : adminMessages.common.inactive}
          </Tag>
        )}
      </Cell>
    );
  };

  const actionsCell = (index: number) => {
    const row = at(index);
    return (
      <Cell interactive className="admin-table__actions">
        {row && (
          <>
            <Button
              variant="minimal"
              icon="exchange"
              aria-label={texts.changeStatus(row.code)}
              title={texts.changeStatus(row.code)}
              onClick={() => onChangeStatus(row)}
            />
            <ButtonLink
              to={`/app/imoveis/editar/${row.id}`}
              variant="minimal"
              icon="edit"
              aria-label={texts.edit(row.code)}
              title={texts.edit(row.code)}
            />
            <Button
              variant="minimal"
              intent="danger"
              icon="trash"
              aria-label={texts.remove(row.code)}
              title={texts.remove(row.code)}
              onClick={() => onDelete(row)}
            />
          </>
        )}
      </Cell>
    );
  };

  return (
    <div
      ref={wrapper}
      className="admin-table"
      role="region"
      aria-label={texts.tableLabel}
      style={{ height: headerHeight + rows.length * rowHeight + 18 }}
    >
      <Table
        numRows={rows.length}
        cellRendererDependencies={[rows]}
        columnWidths={columnWidths}
        defaultRowHeight={rowHeight}
        enableRowHeader={false}
        enableColumnResizing={false}
        enableRowResizing={false}
        enableFocusedCell={false}
        selectionModes={[]}
        renderMode={RenderMode.NONE}
      >
        <Column name={texts.columns.code} cellRenderer={textCell((row) => row.code)} />
        <Column name={texts.columns.title} cellRenderer={textCell((row) => row.title)} />
        <Column name={texts.columns.city} cellRenderer={textCell((row) => row.address.city ?? '')} />
        <Column name={texts.columns.operation} cellRenderer={textCell((row) => operationLabels[row.operation])} />
        <Column
          name={texts.columns.price}
          cellRenderer={textCell((row) => (row.price === null || row.price === undefined ? texts.noPrice : formatCurrency(row.price)))}
        />
        <Column name={texts.columns.status} cellRenderer={statusCell} />
        <Column name={texts.columns.active} cellRenderer={activeCell} />
        <Column name={texts.columns.actions} cellRenderer={actionsCell} />
      </Table>
    </div>
  );
}
