import { Callout, Card } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { privacyAdminMessages } from '../../forms/privacyAdminMessages';
import { areaPermissions } from '../access/areaPermissions';
import { LoadingState } from '../layout/LoadingState';
import { useSignedInSession } from '../session/SessionContext';
import { LeadRetentionForm } from './LeadRetentionForm';
import { PrivacySettingsQuery } from './privacyDocuments';

const texts = privacyAdminMessages.retention;
const HEADING_ID = 'privacidade-prazo-leads';

/**
 * 'Prazo de guarda dos leads': how long a lead never converted is kept before it is anonymized. The administrators
 * (who also hold usuarios) change it; the others read it.
 */
export function LeadRetentionSection() {
  const { permissions } = useSignedInSession();
  const { data, loading, error } = useQuery(PrivacySettingsQuery, { fetchPolicy: 'cache-and-network' });
  const saved = data?.privacySettings;
  return (
    <Card className="admin-privacy-retention" aria-labelledby={HEADING_ID} role="region">
      <h2 id={HEADING_ID} className="admin-section-title">
        {texts.title}
      </h2>
      <p className="admin-privacy-retention__intro">{texts.intro}</p>
      {saved ? (
        permissions.includes(areaPermissions.users) ? (
          <LeadRetentionForm saved={saved} />
        ) : (
          <p className="admin-privacy-retention__read-only">{texts.readOnly(saved.leadRetentionMonths)}</p>
        )
      ) : error ? (
        <Callout intent="danger" role="alert">
          {texts.loadFailure}
        </Callout>
      ) : (
        loading && <LoadingState />
      )}
    </Card>
  );
}
