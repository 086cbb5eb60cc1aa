import { useId } from 'react';
import { Callout, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { leadPortalLabels, portalMessages } from '../../forms/portalMessages';
import { formatDateTime } from '../../lib/format';
import { LoadingState } from '../layout/LoadingState';
import { PortalLeadRejectsQuery } from './portalLeadDocuments';

const texts = portalMessages.leads.rejects;

/** 'Recebidos com erro': what the portals posted that could not be read as a lead, newest first, each body behind a disclosure. */
export function PortalLeadRejects() {
  const id = useId();
  const { data, loading, error } = useQuery(PortalLeadRejectsQuery, { fetchPolicy: 'cache-and-network' });
  const rejects = data?.portalLeadRejects;

  return (
    <section className="admin-portal-rejects" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-portal-lead__title">
        {texts.title}
      </h3>
      <p>{texts.intro}</p>
      {error && !rejects ? (
        <Callout intent="danger" role="alert">
          {texts.loadFailure}
        </Callout>
      ) : loading && !rejects ? (
        <LoadingState />
      ) : !rejects || rejects.length === 0 ? (
        <NonIdealState icon="tick-circle" description={texts.empty} />
      ) : (
        <ul className="admin-portal-rejects__list">
          {rejects.map((reject) => (
            <li key={reject.id} className="admin-portal-reject">
              <p className="admin-portal-reject__head">
                <strong>{leadPortalLabels[reject.portal]}</strong> · {texts.receivedAt}{' '}
                <time dateTime={reject.receivedAt}>{formatDateTime(reject.receivedAt)}</time>
              </p>
              <p>
                {texts.reason}: {reject.reason}
              </p>
              <details>
                <summary>{texts.body}</summary>
                <pre className="admin-portal-reject__body">{reject.body}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
