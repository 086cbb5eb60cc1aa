import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { VISIT_INTEREST } from '../../../../shared/visit-rules';
import { agendaMessages } from '../../forms/agendaMessages';
import type { VisitFieldsFragment } from '../../gql/graphql';
import { RecordVisitOutcomeMutation } from './agendaDocuments';
import { useVisitChange } from './useVisitChange';

const texts = agendaMessages.outcome;
const INTERESTS = Array.from({ length: VISIT_INTEREST.max - VISIT_INTEREST.min + 1 }, (_, index) => VISIT_INTEREST.min + index);

type Step = 'ask' | 'interest' | 'noShow';

/**
 * The outcome in two taps, in the field: 'Compareceu' then the client's interest (1 to 5), or 'Não compareceu' then
 * its confirmation. A comment is added later from the visit's panel.
 */
export function VisitOutcomeTaps({ visit }: { visit: VisitFieldsFragment }) {
  const [step, setStep] = useState<Step>('ask');
  const [recordOutcome] = useMutation(RecordVisitOutcomeMutation, { refetchQueries: ['AgendaVisits'] });
  const { busy, run } = useVisitChange();
  const save = (attended: boolean, interest: number | null) =>
    run(async () => (await recordOutcome({ variables: { id: visit.id, attended, interest } })).data?.recordVisitOutcome);

  const questionId = `resultado-${visit.id}`;
  return (
    <div className="visit-outcome" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="visit-outcome__question">
        {step === 'interest' ? texts.interestQuestion : texts.question(visit.name)}
      </p>
      {step === 'ask' && (
        <div className="visit-outcome__choices">
          <Button size="large" intent="success" icon="tick" text={texts.attended} onClick={() => setStep('interest')} />
          <Button size="large" intent="danger" variant="outlined" icon="cross" text={texts.notAttended} onClick={() => setStep('noShow')} />
        </div>
      )}
      {step === 'interest' && (
        <div className="visit-outcome__choices">
          {INTERESTS.map((interest) => (
            <Button
              key={interest}
              size="large"
              className="visit-outcome__interest"
              text={String(interest)}
              aria-label={texts.interestLabel(interest)}
              disabled={busy}
              onClick={() => void save(true, interest)}
            />
          ))}
          <Button size="large" variant="minimal" text={texts.back} disabled={busy} onClick={() => setStep('ask')} />
        </div>
      )}
      {step === 'noShow' && (
        <div className="visit-outcome__choices">
          <Button size="large" intent="danger" text={texts.confirmNoShow} loading={busy} onClick={() => void save(false, null)} />
          <Button size="large" variant="minimal" text={texts.back} disabled={busy} onClick={() => setStep('ask')} />
        </div>
      )}
    </div>
  );
}
