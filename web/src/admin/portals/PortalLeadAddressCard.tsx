import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import type { LeadPortal } from '../../gql/graphql';
import { leadPortalLabels, portalMessages } from '../../forms/portalMessages';
import { formatDateTime } from '../../lib/format';
import { failureText } from '../apollo/errorCodes';
import { useNotify } from '../toaster/ToasterContext';
import { PortalLeadAddressesQuery, ReplacePortalLeadSecretMutation } from './portalLeadDocuments';
import { PortalLeadCredentialsView, type PortalLeadCredentials } from './PortalLeadCredentialsView';
import { ReplaceLeadSecretDialog } from './ReplaceLeadSecretDialog';

const texts = portalMessages.leads;

interface PortalLeadAddressCardProps {
  portal: LeadPortal;
  /** When the current address was generated; null while the portal has none. */
  createdAt: string | null | undefined;
}

/**
 * One portal's lead address: where to give it at the portal, since when it exists, and the button that generates it
 * (asking first when it replaces one). The address with its secret is shown right after it is generated, and never again.
 */
export function PortalLeadAddressCard({ portal, createdAt }: PortalLeadAddressCardProps) {
  const notify = useNotify();
  const label = leadPortalLabels[portal];
  const [asking, setAsking] = useState(false);
  const [credentials, setCredentials] = useState<PortalLeadCredentials | null>(null);
  const [replace, { loading }] = useMutation(ReplacePortalLeadSecretMutation, {
    refetchQueries: [PortalLeadAddressesQuery],
    awaitRefetchQueries: true,
  });
  const generatedAt = createdAt ? formatDateTime(createdAt) : null;
  const hasAddress = generatedAt !== null;

  const generate = async () => {
    try {
      const { data } = await replace({ variables: { portal } });
      const result = data?.replacePortalLeadSecret;
      if (!result?.ok || !result.credentials) {
        notify('danger', result?.error?.message ?? texts.generateFailure);
        return;
      }
      setCredentials(result.credentials);
      setAsking(false);
      notify('success', texts.generated);
    } catch (problem) {
      notify('danger', failureText(problem, texts.generateFailure));
    }
  };

  return (
    <li className="admin-portal-lead">
      <h3 className="admin-portal-lead__title">{label}</h3>
      <p className="admin-portal-lead__where">{texts.where[portal]}</p>
      <div className="admin-portal-feed__row admin-portal-lead__state">
        <span>{generatedAt === null ? texts.none : texts.generatedAt(generatedAt)}</span>
        <Button
          icon="refresh"
          intent={hasAddress ? 'none' : 'primary'}
          text={hasAddress ? texts.regenerate : texts.generate}
          aria-label={hasAddress ? texts.regenerateFor(label) : texts.generateFor(label)}
          disabled={loading}
          onClick={() => (hasAddress ? setAsking(true) : void generate())}
        />
      </div>
      {credentials && <PortalLeadCredentialsView credentials={credentials} portal={label} />}
      <ReplaceLeadSecretDialog
        isOpen={asking}
        busy={loading}
        portal={label}
        onCancel={() => setAsking(false)}
        onConfirm={() => void generate()}
      />
    </li>
  );
}
