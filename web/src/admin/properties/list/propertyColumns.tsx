import { Button, Tag, type Intent } from '@blueprintjs/core';
import { adminMessages, propertyStatusLabels } from '../../../forms/adminMessages';
import { operationLabels } from '../../../forms/messages';
import type { PropertyStatus } from '../../../gql/graphql';
import { formatCurrency } from '../../../lib/format';
import type { PropertyRow } from '../../graphql/propertyRows';
import { ButtonLink } from '../../layout/ButtonLink';
import { ActiveTag } from '../../lists/ActiveTag';
import type { ListColumn } from '../../lists/ListTable';

const texts = adminMessages.properties.list;

const statusIntents: Record<PropertyStatus, Intent> = {
  IN_ANALYSIS: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

interface PropertyActions {
  onChangeStatus: (property: PropertyRow) => void;
  onDelete: (property: PropertyRow) => void;
}

/** The columns of the property list, with the actions of each row. */
export function propertyColumns({ onChangeStatus, onDelete }: PropertyActions): ListColumn<PropertyRow>[] {
  return [
    { name: texts.columns.code, width: 110, render: (row) => row.code },
    { name: texts.columns.title, width: 230, render: (row) => row.title },
    { name: texts.columns.city, width: 130, render: (row) => row.address.city ?? '' },
    { name: texts.columns.operation, width: 120, render: (row) => operationLabels[row.operation] },
    {
      name: texts.columns.price,
      width: 130,
      render: (row) => (row.price === null || row.price === undefined ? texts.noPrice : formatCurrency(row.price)),
    },
    {
      name: texts.columns.status,
      width: 110,
      render: (row) => (
        <Tag intent={statusIntents[row.status]} minimal>
          {propertyStatusLabels[row.status]}
        </Tag>
      ),
    },
    { name: texts.columns.active, width: 100, render: (row) => <ActiveTag active={row.isActive} /> },
    {
      name: texts.columns.actions,
      width: 130,
      interactive: true,
      render: (row) => (
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
      ),
    },
  ];
}
