import { useMemo } from 'react';
import { Callout } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { auditMessages } from '../../forms/auditMessages';
import { NoPermission } from '../access/NoPermission';
import { failureText } from '../apollo/errorCodes';
import { UserListQuery } from '../graphql/people';
import { LoadingState } from '../layout/LoadingState';
import { usePageTitle } from '../layout/usePageTitle';
import { useLoadFailure } from '../lists/useLoadFailure';
import { AuditPager } from '../records/AuditPager';
import { auditFiltersOf, auditPageOf, auditParams, auditVariables } from './auditAddress';
import { AuditTrailQuery } from './auditDocuments';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import '../records/recordHistory.css';
import './audit.css';

const texts = auditMessages.trail;
const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * /app/auditoria — the audit trail, for the administrators (usuarios): who did what, when and from where, newest
 * first, 20 entries a page, searched by person, record and period, all kept in the address.
 */
export default function AuditPage() {
  usePageTitle(texts.pageTitle);
  const [params, setParams] = useSearchParams();
  const applied = auditFiltersOf(params);
  const page = auditPageOf(params);
  const { data, previousData, loading, error } = useQuery(AuditTrailQuery, {
    variables: auditVariables(applied, page),
    fetchPolicy: 'cache-and-network',
  });
  const users = useQuery(UserListQuery, { fetchPolicy: 'cache-first' });
  const { forbidden } = useLoadFailure(error, texts.loadFailure);
  const trail = (data ?? previousData)?.auditTrail;
  const people = useMemo(
    () => [...(users.data?.users ?? [])].sort((a, b) => byName.compare(a.name, b.name)).map(({ id, name }) => ({ id, name })),
    [users.data],
  );
  const names = useMemo(() => new Map(people.map((person) => [person.id, person.name])), [people]);

  if (forbidden) return <NoPermission />;

  const addressKey = auditParams(applied).toString();
  return (
    <div className="admin-page admin-audit-page">
      <h1 className="admin-page__title">{texts.title}</h1>
      <p className="admin-audit-page__intro">{texts.intro}</p>
      <AuditFilters
        key={addressKey}
        applied={applied}
        people={people}
        peopleFailure={users.error ? texts.filters.peopleFailure : null}
        onApply={(filters) => setParams(auditParams(filters))}
      />
      {error && !data ? (
        <Callout intent="danger" role="alert">
          {failureText(error, texts.loadFailure)}
        </Callout>
      ) : !trail ? (
        <LoadingState />
      ) : (
        <div aria-busy={loading}>
          {trail.items.length === 0 ? (
            <p className="admin-audit-page__empty">{texts.empty}</p>
          ) : (
            <AuditTable entries={trail.items} names={names} />
          )}
          <AuditPager
            label={texts.paging}
            page={trail.page}
            hasMore={trail.hasMore}
            onPage={(next) => setParams(auditParams(applied, next))}
          />
        </div>
      )}
    </div>
  );
}
