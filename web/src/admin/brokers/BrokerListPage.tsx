import { useMemo, useState } from 'react';
import { adminRoutes } from '../adminRoutes';
import { EditLink, RowButton } from '../lists/RowActions';
import { Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { brokerMessages, peopleCommonMessages } from '../../forms/peopleMessages';
import type { BrokerListQuery as BrokerListData } from '../../gql/graphql';
import { ActiveTag } from '../lists/ActiveTag';
import { NameSearch } from '../lists/NameSearch';
import { type ListColumn } from '../lists/ListTable';
import { formatPhone } from '../../forms/masks';
import { BrokerListQuery } from '../graphql/people';
import { usePageTitle } from '../layout/usePageTitle';
import { ListPageHeader } from '../lists/ListPageHeader';
import { ListResults } from '../lists/ListResults';
import { useListAddress } from '../lists/useListAddress';
import { useLoadFailure } from '../lists/useLoadFailure';
import { NoPermission } from '../access/NoPermission';
import { PasswordDialog, type PasswordTarget } from '../passwords/PasswordDialog';

const texts = brokerMessages.list;
const columnsText = peopleCommonMessages.columns;

type BrokerRow = BrokerListData['brokers']['items'][number];

function brokerColumns(onChangePassword: (row: BrokerRow) => void): ListColumn<BrokerRow>[] {
  return [
    { name: columnsText.name, width: 220, render: (row) => row.name },
    { name: texts.columns.creci, width: 110, render: (row) => row.creci ?? '' },
    { name: columnsText.email, width: 230, render: (row) => row.email },
    { name: columnsText.phone, width: 150, render: (row) => formatPhone(row.phone) },
    {
      name: texts.columns.onDuty,
      width: 130,
      render: (row) => (
        <Tag intent={row.onDuty ? 'primary' : 'none'} minimal>
          {row.onDuty ? texts.onDuty : texts.offDuty}
        </Tag>
      ),
    },
    { name: columnsText.status, width: 110, render: (row) => <ActiveTag active={row.isActive} /> },
    {
      name: columnsText.actions,
      width: 110,
      interactive: true,
      render: (row) => (
        <>
          <EditLink to={adminRoutes.brokers.edit(row.id)} label={texts.edit(row.name)} />
          <RowButton icon="lock" label={texts.changePassword(row.name)} onClick={() => onChangePassword(row)} />
        </>
      ),
    },
  ];
}

/** /app/corretores — brokers searched by name and paged on the server, 10 per page (search and page kept in the address). */
export default function BrokerListPage() {
  usePageTitle(texts.pageTitle);
  const { box, search, requestedPage: page, goToPage } = useListAddress();
  const [passwordTarget, setPasswordTarget] = useState<PasswordTarget | null>(null);
  const { data, previousData, loading, error } = useQuery(BrokerListQuery, {
    variables: { search: search.trim() === '' ? null : search.trim(), page },
    fetchPolicy: 'cache-and-network',
  });
  const { forbidden } = useLoadFailure(error, texts.loadFailure);
  const brokers = (data ?? previousData)?.brokers;
  const columns = useMemo(() => brokerColumns((row) => setPasswordTarget({ id: row.id, name: row.name, kind: 'broker' })), []);

  if (forbidden) return <NoPermission />;

  return (
    <div className="admin-page">
      <ListPageHeader title={texts.title} addPath={adminRoutes.brokers.create} addText={texts.add} />
      <NameSearch {...box} />
      <ListResults
        failed={Boolean(error && !data)}
        loading={loading && !brokers}
        rows={brokers?.items ?? []}
        countText={brokers ? texts.count(brokers.total) : undefined}
        columns={columns}
        page={brokers?.page ?? 1}
        pageCount={brokers?.pageCount ?? 1}
        onPage={goToPage}
        texts={{ failure: peopleCommonMessages.loadError, empty: texts.empty, tableLabel: texts.tableLabel, pagingLabel: texts.paging }}
      />
      <PasswordDialog target={passwordTarget} onClose={() => setPasswordTarget(null)} />
    </div>
  );
}
