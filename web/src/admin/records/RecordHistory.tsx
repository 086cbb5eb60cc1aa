import { useState } from 'react';
import { Callout } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { auditMessages } from '../../forms/auditMessages';
import type { AuditRecordType } from '../../gql/graphql';
import { failureText } from '../apollo/errorCodes';
import { RecordHistoryQuery } from '../graphql/audit';
import { LoadingState } from '../layout/LoadingState';
import { AuditChanges } from './AuditChanges';
import { actionText, actorText, addressText, whenText } from './auditEntryText';
import { AuditPager } from './AuditPager';
import './recordHistory.css';

const texts = auditMessages.history;

export interface RecordHistoryProps {
  recordType: AuditRecordType;
  recordId: string;
}

/**
 * A record's 'Histórico': what was done to it, newest first, 10 entries a page: when (São Paulo), who and from which
 * address, what, and each field changed in pt-BR.
 */
export default function RecordHistory({ recordType, recordId }: RecordHistoryProps) {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error } = useQuery(RecordHistoryQuery, {
    variables: { recordType, recordId, page },
    fetchPolicy: 'cache-and-network',
  });
  const history = (data ?? previousData)?.recordHistory;

  if (error && !data) {
    return (
      <Callout intent="danger" role="alert">
        {failureText(error, texts.loadFailure)}
      </Callout>
    );
  }
  if (!history) return <LoadingState />;
  if (history.items.length === 0 && history.page === 1) return <p className="admin-audit-history__empty">{texts.empty}</p>;

  return (
    <div className="admin-audit-history" aria-busy={loading}>
      <ol className="admin-audit-history__list" aria-label={texts.listLabel}>
        {history.items.map((entry) => (
          <li key={entry.id} className="admin-audit-history__entry">
            <p className="admin-audit-history__head">
              <strong>{actionText(entry)}</strong>
              {' · '}
              <time dateTime={entry.at}>{whenText(entry)}</time>
              {' · '}
              {texts.byFrom(actorText(entry), addressText(entry))}
            </p>
            <AuditChanges entry={entry} />
          </li>
        ))}
      </ol>
      <AuditPager label={texts.paging} page={history.page} hasMore={history.hasMore} onPage={setPage} />
    </div>
  );
}
