import { useQuery } from '@apollo/client/react';
import { adminRoutes } from '../adminRoutes';
import { EditLink } from '../lists/RowActions';
import { companyMessages, peopleCommonMessages } from '../../forms/peopleMessages';
import type { CompanyListQuery as CompanyListData } from '../../gql/graphql';
import { ActiveTag } from '../lists/ActiveTag';
import { NameSearch } from '../lists/NameSearch';
import { formatPhone } from '../../forms/masks';
import { CompanyListQuery } from './companyDocuments';
import { usePageTitle } from '../layout/usePageTitle';
import { NoPermission } from '../access/NoPermission';
import { type ListColumn } from '../lists/ListTable';
import { ListResults } from '../lists/ListResults';
import { useListAddress } from '../lists/useListAddress';
import { useLoadFailure } from '../lists/useLoadFailure';

const texts = companyMessages.list;
const columnsText = peopleCommonMessages.columns;

type CompanyRow = CompanyListData['companies']['items'][number];

const columns: readonly ListColumn<CompanyRow>[] = [
  { name: columnsText.name, width: 240, render: (row) => row.name },
  { name: columnsText.email, width: 230, render: (row) => row.email ?? '' },
  { name: texts.columns.whatsapp, width: 150, render: (row) => formatPhone(row.whatsapp) },
  { name: columnsText.phone, width: 150, render: (row) => formatPhone(row.phone) },
  { name: columnsText.status, width: 110, render: (row) => <ActiveTag active={row.isActive} /> },
  {
    name: columnsText.actions,
    width: 90,
    interactive: true,
    render: (row) => <EditLink to={adminRoutes.company.edit(row.id)} label={texts.edit(row.name)} />,
  },
];

/** /app/empresa — company records searched by name (on Enter) and paged on the server, sorted by name; edit only. */
export default function CompanyListPage() {
  usePageTitle(texts.pageTitle);
  const { box, search, requestedPage: page, goToPage } = useListAddress({ searchOnEnterOnly: true });
  const { data, previousData, loading, error } = useQuery(CompanyListQuery, {
    variables: { search: search.trim() === '' ? null : search.trim(), page, sortBy: 'NAME', sortOrder: 'ASC' },
    fetchPolicy: 'cache-and-network',
  });
  const { forbidden } = useLoadFailure(error, texts.loadFailure);
  const companies = (data ?? previousData)?.companies;

  if (forbidden) return <NoPermission />;

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{texts.title}</h1>
      </div>
      <NameSearch {...box} hint={texts.searchHint} />
      <ListResults
        failed={Boolean(error && !data)}
        loading={loading && !companies}
        rows={companies?.items ?? []}
        columns={columns}
        page={companies?.page ?? 1}
        pageCount={companies?.pageCount ?? 1}
        onPage={goToPage}
        texts={{ failure: peopleCommonMessages.loadError, empty: texts.empty, tableLabel: texts.tableLabel, pagingLabel: texts.paging }}
      />
    </div>
  );
}
