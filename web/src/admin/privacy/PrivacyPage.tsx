import { useCallback, useState } from 'react';
import { privacyAdminMessages } from '../../forms/privacyAdminMessages';
import { usePageTitle } from '../layout/usePageTitle';
import { LeadRetentionSection } from './LeadRetentionSection';
import { PersonResults } from './PersonResults';
import { PersonSearchForm } from './PersonSearchForm';
import type { PersonKey } from './personSearch';
import { usePersonSearch } from './usePersonSearch';
import './privacy.css';

const texts = privacyAdminMessages;

/**
 * /app/privacidade — a person's data under the LGPD, for holders of privacidade: found by e-mail or phone, downloaded
 * (JSON and CSV) and anonymized; and the retention of leads never converted. What was searched stays out of the
 * address, so that no one's e-mail or phone is kept in the browser's history.
 */
export default function PrivacyPage() {
  usePageTitle(texts.pageTitle);
  const { state, search } = usePersonSearch();
  const [notice, setNotice] = useState<string | null>(null);

  const searchPerson = useCallback(
    (key: PersonKey) => {
      setNotice(null);
      return search(key);
    },
    [search],
  );
  const anonymized = useCallback(
    (message: string) => {
      setNotice(message);
      if (state.status !== 'idle') void search(state.key);
    },
    [search, state],
  );

  return (
    <div className="admin-page admin-privacy-page">
      <h1 className="admin-page__title">{texts.title}</h1>
      <p className="admin-privacy-page__intro">{texts.intro}</p>
      <PersonSearchForm onSearch={searchPerson} />
      {state.status !== 'idle' && <PersonResults state={state} notice={notice} onAnonymized={anonymized} />}
      <LeadRetentionSection />
    </div>
  );
}
