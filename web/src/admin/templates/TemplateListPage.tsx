import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { templateMessages } from '../../forms/templateMessages';
import type { ContractTemplateListQuery as TemplateListData } from '../../gql/graphql';
import { ActiveTag } from '../clients/ActiveTag';
import { filterByWords, pageOfRows } from '../clients/nameFilter';
import { NameSearch } from '../clients/NameSearch';
import { type PeopleColumn } from '../clients/PeopleTable';
import { ButtonLink } from '../layout/ButtonLink';
import { usePageTitle } from '../layout/usePageTitle';
import { ListResults } from '../lists/ListResults';
import { useListAddress } from '../lists/useListAddress';
import { useLoadFailure } from '../lists/useLoadFailure';
import { NoPermission } from '../routes/NoPermission';
import { DownloadButton } from './DownloadButton';
import { ContractTemplateListQuery } from './templateDocuments';

const texts = templateMessages.list;

type TemplateRow = TemplateListData['contractTemplates'][number];

/** Title, description, status chip, then edit and download. */
const columns: PeopleColumn<TemplateRow>[] = [
  { name: texts.columns.title, width: 300, render: (row) => <span title={row.title}>{row.title}</span> },
  { name: texts.columns.description, width: 420, render: (row) => <span title={row.description ?? undefined}>{row.description ?? ''}</span> },
  { name: texts.columns.status, width: 110, render: (row) => <ActiveTag active={row.isActive} /> },
  {
    name: texts.columns.actions,
    width: 110,
    interactive: true,
    render: (row) => (
      <>
        <ButtonLink to={`/app/modelos-documento/editar/${row.id}`} variant="minimal" icon="edit" aria-label={texts.edit(row.title)} title={texts.edit(row.title)} />
        <DownloadButton template={row} />
      </>
    ),
  },
];

/** /app/modelos-documento — every template, filtered by title on the client (search and page kept in the address), 10 per page. */
export default function TemplateListPage() {
  usePageTitle(texts.pageTitle);
  const { search, requestedPage, update } = useListAddress();
  const { data, loading, error } = useQuery(ContractTemplateListQuery, { fetchPolicy: 'cache-and-network' });
  const { forbidden } = useLoadFailure(error, texts.loadFailure);
  const found = useMemo(() => filterByWords(data?.contractTemplates ?? [], search, (row) => row.title), [data, search]);
  const page = pageOfRows(found, requestedPage);

  if (forbidden) return <NoPermission />;

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{texts.title}</h1>
        <ButtonLink to="/app/modelos-documento/novo" text={texts.add} icon="add" intent="primary" />
      </div>
      <NameSearch value={search} onChange={(busca) => update({ busca })} label={texts.searchLabel} placeholder={texts.searchPlaceholder} />
      <ListResults
        failed={Boolean(error && !data)}
        loading={loading && !data}
        rows={page.items}
        countText={texts.count(found.length)}
        columns={columns}
        page={page.page}
        pageCount={page.pageCount}
        onPage={(pagina) => update({ pagina })}
        texts={{ failure: texts.loadFailure, empty: texts.empty, tableLabel: texts.tableLabel, pagingLabel: texts.paging }}
      />
    </div>
  );
}
