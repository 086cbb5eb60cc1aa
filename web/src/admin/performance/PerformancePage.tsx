import { Callout } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { performanceMessages } from '../../forms/performanceMessages';
import { formatDate } from '../../lib/format';
import { NoPermission } from '../access/NoPermission';
import { failureText } from '../apollo/errorCodes';
import { LoadingState } from '../layout/LoadingState';
import { usePageTitle } from '../layout/usePageTitle';
import { useLoadFailure } from '../lists/useLoadFailure';
import { AgencySummary } from './AgencySummary';
import { BrokersSection } from './BrokersSection';
import { PeriodPicker } from './PeriodPicker';
import { LeadPerformanceQuery } from './performanceDocuments';
import { askedPeriod, periodParams } from './performancePeriod';
import { SourcesSection } from './SourcesSection';
import './performance.css';

const texts = performanceMessages;

/**
 * /app/desempenho — how fast the agency answers its leads, for a period kept in the address (the last 12 weeks by
 * default): the agency's figures, the leads of each week by source, and each broker's times to the first response,
 * each chart with a table of its numbers beside it.
 */
export default function PerformancePage() {
  usePageTitle(texts.pageTitle);
  const [params, setParams] = useSearchParams();
  const asked = askedPeriod(params);
  const { data, previousData, loading, error } = useQuery(LeadPerformanceQuery, { variables: asked, fetchPolicy: 'cache-and-network' });
  const { forbidden } = useLoadFailure(error, texts.loadFailure);
  const performance = (data ?? previousData)?.leadPerformance;

  if (forbidden) return <NoPermission />;

  return (
    <div className="admin-page performance-page" aria-busy={loading}>
      <h1 className="admin-page__title">{texts.title}</h1>
      <p className="performance-page__intro">{texts.intro}</p>
      {performance && (
        <PeriodPicker
          key={`${performance.from}|${performance.to}`}
          shown={{ from: performance.from, to: performance.to }}
          onApply={(period) => setParams(periodParams(period))}
        />
      )}
      {error && !performance ? (
        <Callout intent="danger" role="alert">
          {failureText(error, texts.loadFailure)}
        </Callout>
      ) : !performance ? (
        <LoadingState />
      ) : (
        <>
          <p className="performance-page__period" aria-live="polite">
            {texts.period.shown(formatDate(performance.from), formatDate(performance.to))}
          </p>
          <AgencySummary figures={performance.agency} assigned={performance.assigned} />
          <SourcesSection weeks={performance.weeks} />
          <BrokersSection brokers={performance.brokers} agency={performance.agency} />
        </>
      )}
    </div>
  );
}
