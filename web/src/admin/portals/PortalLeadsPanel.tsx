import { useId } from 'react';
import { Callout } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { portalMessages } from '../../forms/portalMessages';
import { LoadingState } from '../layout/LoadingState';
import { PortalLeadAddressCard } from './PortalLeadAddressCard';
import { PortalLeadAddressesQuery } from './portalLeadDocuments';
import { PortalLeadRejects } from './PortalLeadRejects';

const texts = portalMessages.leads;

/** 'Leads dos portais': each portal's lead address to give it, and the documents received with an error. */
export function PortalLeadsPanel() {
  const id = useId();
  const { data, loading, error } = useQuery(PortalLeadAddressesQuery, { fetchPolicy: 'cache-and-network' });
  const addresses = data?.portalLeadAddresses;

  return (
    <section className="admin-portal-feed admin-portal-leads" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section-title">
        {texts.title}
      </h2>
      <p>{texts.intro}</p>
      {error && !addresses ? (
        <Callout intent="danger" role="alert">
          {texts.loadFailure}
        </Callout>
      ) : loading && !addresses ? (
        <LoadingState />
      ) : (
        <ul className="admin-portal-leads__list">
          {(addresses ?? []).map((address) => (
            <PortalLeadAddressCard key={address.portal} portal={address.portal} createdAt={address.createdAt} />
          ))}
        </ul>
      )}
      <PortalLeadRejects />
    </section>
  );
}
