import { useMutation } from '@apollo/client/react';
import { useField } from 'react-final-form';
import { VISIT_INTEREST } from '../../../../shared/visit-rules';
import { agendaMessages } from '../../forms/agendaMessages';
import type { VisitFieldsFragment } from '../../gql/graphql';
import { RadioGroupField } from '../fields/RadioGroupField';
import { TextAreaField } from '../fields/TextAreaField';
import { RecordVisitOutcomeMutation } from './agendaDocuments';
import { useVisitChange } from './useVisitChange';
import { VisitChangeDialog } from './VisitChangeDialog';

const texts = agendaMessages.outcome;
/** As long as the API keeps a comment. */
const COMMENT_MAX_LENGTH = 2000;

type Attendance = 'sim' | 'nao';

interface OutcomeValues {
  attended?: Attendance;
  interest?: string;
  comment?: string;
}

const attendanceOptions = [
  { value: 'sim' as const, label: texts.attended },
  { value: 'nao' as const, label: texts.notAttended },
];
const interestOptions = Array.from({ length: VISIT_INTEREST.max - VISIT_INTEREST.min + 1 }, (_, index) => {
  const interest = VISIT_INTEREST.min + index;
  return { value: String(interest), label: texts.interestLabel(interest) };
});

function validateOutcome(values: OutcomeValues): Partial<Record<keyof OutcomeValues, string>> {
  if (values.attended === undefined) return { attended: texts.attendedRequired };
  return values.attended === 'sim' && values.interest === undefined ? { interest: texts.interestRequired } : {};
}

/** The interest scale, asked only of a client who came. */
function InterestField() {
  const { input } = useField<Attendance | undefined>('attended', { subscription: { value: true } });
  if (input.value !== 'sim') return null;
  return (
    <RadioGroupField name="interest" legend={`${texts.interestQuestion} — ${texts.interestHint}`} options={interestOptions} required />
  );
}

function initialOutcome(visit: VisitFieldsFragment): OutcomeValues {
  const attended: Attendance | undefined = visit.status === 'DONE' ? 'sim' : visit.status === 'NO_SHOW' ? 'nao' : undefined;
  return {
    attended,
    interest: visit.interest === null || visit.interest === undefined ? undefined : String(visit.interest),
    comment: visit.outcomeComment ?? undefined,
  };
}

/** 'Registrar resultado': whether the client came, their interest and a comment; recorded again, it replaces the last. */
export function VisitOutcomeDialog({ visit, about, onClose }: { visit: VisitFieldsFragment | null; about: string; onClose: () => void }) {
  const [recordOutcome] = useMutation(RecordVisitOutcomeMutation, { refetchQueries: ['AgendaVisits', 'VisitsOf'] });
  const { run } = useVisitChange();
  const submit = async (values: OutcomeValues) => {
    if (visit === null) return undefined;
    const attended = values.attended === 'sim';
    const refused = await run(
      async () =>
        (
          await recordOutcome({
            variables: {
              id: visit.id,
              attended,
              interest: attended && values.interest !== undefined ? Number(values.interest) : null,
              comment: (values.comment ?? '').trim(),
            },
          })
        ).data?.recordVisitOutcome,
    );
    if (refused === null) onClose();
    return refused ?? undefined;
  };
  return (
    <VisitChangeDialog<OutcomeValues>
      isOpen={visit !== null}
      title={texts.dialogTitle}
      about={about}
      initialValues={visit === null ? {} : initialOutcome(visit)}
      validate={validateOutcome}
      submitText={texts.save}
      backText={texts.back}
      onSubmit={submit}
      onClose={onClose}
    >
      <RadioGroupField name="attended" legend={visit === null ? '' : texts.question(visit.name)} options={attendanceOptions} required />
      <InterestField />
      <TextAreaField name="comment" label={texts.comment} rows={3} maxLength={COMMENT_MAX_LENGTH} />
    </VisitChangeDialog>
  );
}
