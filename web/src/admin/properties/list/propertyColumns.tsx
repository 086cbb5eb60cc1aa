import { Tag, type Intent } from '@blueprintjs/core';
import { adminRoutes } from '../../adminRoutes';
import { EditLink, RowButton } from '../../lists/RowActions';
import { adminMessages, propertyStatusLabels } from '../../../forms/adminMessages';
import { operationLabels } from '../../../forms/messages';
import { portalLevelLabels } from '../../../forms/portalMessages';
import type { PropertyStatus } from '../../../gql/graphql';
import { formatCurrency } from '../../../lib/format';
import type { PropertyRow } from '../../graphql/propertyRows';
import { ActiveTag } from '../../lists/ActiveTag';
import type { ListColumn } from '../../lists/ListTable';

const texts = adminMessages.properties.list;

const statusIntents: Record<PropertyStatus, Intent> = {
  IN_ANALYSIS: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** 'Portais: Destaque' for a property marked for the portals, 'Não publicado' otherwise. */
function PortalTag({ row }: { row: PropertyRow }) {
  if (!row.portalPublish) {
    return <Tag minimal>{texts.notOnPortals}</Tag>;
  }
  return (
    <Tag intent="primary" minimal icon="globe-network">
      {texts.onPortals(portalLevelLabels[row.portalLevel])}
    </Tag>
  );
}

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
    { name: texts.columns.portals, width: 160, render: (row) => <PortalTag row={row} /> },
    {
      name: texts.columns.actions,
      width: 130,
      interactive: true,
      render: (row) => (
        <>
          <RowButton icon="exchange" label={texts.changeStatus(row.code)} onClick={() => onChangeStatus(row)} />
          <EditLink to={adminRoutes.properties.edit(row.id)} label={texts.edit(row.code)} />
          <RowButton icon="trash" label={texts.remove(row.code)} onClick={() => onDelete(row)} intent="danger" />
        </>
      ),
    },
  ];
}
