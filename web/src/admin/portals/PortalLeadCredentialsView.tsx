import { useId } from 'react';
import { Callout } from '@blueprintjs/core';
import type { ReplacePortalLeadSecretMutation } from '../../gql/graphql';
import { portalMessages } from '../../forms/portalMessages';
import { CopyField } from './CopyField';

const texts = portalMessages.leads;

/** The address a portal was just given, as the generation answers it. */
export type PortalLeadCredentials = NonNullable<ReplacePortalLeadSecretMutation['replacePortalLeadSecret']['credentials']>;

interface PortalLeadCredentialsViewProps {
  credentials: PortalLeadCredentials;
  /** The portal's name as the agency knows it. */
  portal: string;
}

/** The address just generated, with the Basic user and password when the portal uses them, each to copy; shown this once. */
export function PortalLeadCredentialsView({ credentials, portal }: PortalLeadCredentialsViewProps) {
  const id = useId();
  return (
    <div className="admin-portal-credentials">
      <CopyField id={`${id}-url`} label={texts.fields.url} portal={portal} value={credentials.url} />
      {credentials.user !== null && <CopyField id={`${id}-user`} label={texts.fields.user} portal={portal} value={credentials.user} />}
      {credentials.password !== null && (
        <CopyField id={`${id}-password`} label={texts.fields.password} portal={portal} value={credentials.password} />
      )}
      <Callout intent="warning">{texts.shownOnce}</Callout>
    </div>
  );
}
