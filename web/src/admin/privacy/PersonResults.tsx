import { Callout } from '@blueprintjs/core';
import { privacyAdminMessages } from '../../forms/privacyAdminMessages';
import { failureText } from '../apollo/errorCodes';
import { LoadingState } from '../layout/LoadingState';
import { PersonDataActions } from './PersonDataActions';
import { PersonRecordGroups } from './PersonRecordGroups';
import { personKeyText } from './personSearch';
import type { PersonData, PersonSearchState } from './usePersonSearch';

const texts = privacyAdminMessages.results;
const HEADING_ID = 'privacidade-resultados';

/** Whether nothing at all is held about the person. */
function foundNothing(data: PersonData): boolean {
  return [data.clients, data.leads, data.contactMessages, data.registrations, data.visits, data.consents, data.portalRejects].every(
    (rows) => rows.length === 0,
  );
}

interface PersonResultsProps {
  state: Exclude<PersonSearchState, { status: 'idle' }>;
  /** What the last anonymization changed, shown until the next search. */
  notice: string | null;
  onAnonymized: (message: string) => void;
}

/**
 * The search's answer: while it runs, a spinner; a failure, in red; then who was searched and either 'Nenhum registro
 * encontrado para esta pessoa.' or what can be done with the data and the data itself, by kind.
 */
export function PersonResults({ state, notice, onAnonymized }: PersonResultsProps) {
  return (
    <section className="admin-privacy-results" aria-labelledby={HEADING_ID} aria-busy={state.status === 'loading'}>
      <h2 id={HEADING_ID} className="admin-section-title">
        {texts.title}
      </h2>
      <p className="admin-privacy-results__searched">{texts.searched(personKeyText(state.key))}</p>
      {notice !== null && (
        <Callout intent="success" role="status" className="admin-privacy-results__notice">
          {notice}
        </Callout>
      )}
      {state.status === 'loading' ? (
        <LoadingState />
      ) : state.status === 'failed' ? (
        <Callout intent="danger" role="alert">
          {failureText(state.error, texts.loadFailure)}
        </Callout>
      ) : foundNothing(state.data) ? (
        <p className="admin-privacy-results__none">{texts.none}</p>
      ) : (
        <>
          <PersonDataActions person={state.key} exportUrl={state.data.exportUrl} onAnonymized={onAnonymized} />
          <PersonRecordGroups data={state.data} />
        </>
      )}
    </section>
  );
}
