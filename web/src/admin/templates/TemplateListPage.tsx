import { useQuery } from '@apollo/client/react';
import { adminRoutes } from '../adminRoutes';
import { EditLink } from '../lists/RowActions';
import { templateMessages } from '../../forms/templateMessages';
import type { ContractTemplateListQuery as TemplateListData } from '../../gql/graphql';
import { ActiveTag } from '../lists/ActiveTag';
import { type ListColumn } from '../lists/ListTable';
import { FilteredListScreen } from '../lists/FilteredListScreen';
import { DownloadButton } from './DownloadButton';
import { ContractTemplateListQuery } from './templateDocuments';

const texts = templateMessages.list;

type TemplateRow = TemplateListData['contractTemplates'][number];

const titleOf = (row: TemplateRow) => row.title;

/** Title, description, status chip, then edit and download. */
const columns: ListColumn<TemplateRow>[] = [
  { name: texts.columns.title, width: 300, render: (row) => <span title={row.title}>{row.title}</span> },
  {
    name: texts.columns.description,
    width: 420,
    render: (row) => <span title={row.description ?? undefined}>{row.description ?? ''}</span>,
  },
  { name: texts.columns.status, width: 110, render: (row) => <ActiveTag active={row.isActive} /> },
  {
    name: texts.columns.actions,
    width: 110,
    interactive: true,
    render: (row) => (
      <>
        <EditLink to={adminRoutes.templates.edit(row.id)} label={texts.edit(row.title)} />
        <DownloadButton template={row} />
      </>
    ),
  },
];

/** /app/modelos-documento — every template, filtered by title on the client (search and page kept in the address), 10 per page. */
export default function TemplateListPage() {
  const { data, loading, error } = useQuery(ContractTemplateListQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <FilteredListScreen
      texts={texts}
      addPath={adminRoutes.templates.create}
      rows={data?.contractTemplates}
      loading={loading}
      error={error}
      searchedText={titleOf}
      columns={columns}
    />
  );
}
