import { Callout } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { leadMessages } from '../../forms/leadMessages';
import { LoadingState } from '../layout/LoadingState';
import { LeadDistributionForm } from './LeadDistributionForm';
import { LeadDistributionQuery } from './leadDocuments';

const texts = leadMessages.distribution;
const HEADING_ID = 'leads-distribuicao';

/** 'Distribuição dos leads' under the inbox, for the administrators: how new leads are handed out. */
export function LeadDistributionSection() {
  const { data, loading, error } = useQuery(LeadDistributionQuery, { fetchPolicy: 'cache-and-network' });
  const saved = data?.leadDistribution;
  return (
    <section aria-labelledby={HEADING_ID} className="admin-lead-distribution">
      <h2 id={HEADING_ID} className="admin-section-title">
        {texts.title}
      </h2>
      {saved ? (
        <LeadDistributionForm saved={saved} />
      ) : error ? (
        <Callout intent="danger" role="alert">
          {texts.loadFailure}
        </Callout>
      ) : (
        loading && <LoadingState />
      )}
    </section>
  );
}
