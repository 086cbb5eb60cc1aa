import { useMutation } from '@apollo/client/react';
import { agendaMessages } from '../../forms/agendaMessages';
import type { VisitFieldsFragment } from '../../gql/graphql';
import { RescheduleVisitMutation } from './agendaDocuments';
import { useVisitChange } from './useVisitChange';
import { VisitChangeDialog } from './VisitChangeDialog';
import { VisitTimeFields } from './VisitTimeFields';
import { toVisitTime, visitTimeProblems, visitTimeValuesOf, type VisitTimeValues } from './visitTimeValues';

const texts = agendaMessages.rescheduleDialog;

/** 'Remarcar': another day, time or length for the same broker; a clash is refused under the time. */
export function RescheduleVisitDialog({
  visit,
  about,
  onClose,
}: {
  visit: VisitFieldsFragment | null;
  about: string;
  onClose: () => void;
}) {
  const [rescheduleVisit] = useMutation(RescheduleVisitMutation, { refetchQueries: ['AgendaVisits', 'VisitsOf'] });
  const { run } = useVisitChange();
  const submit = async (values: VisitTimeValues) => {
    if (visit === null) return undefined;
    const refused = await run(
      async () => (await rescheduleVisit({ variables: { id: visit.id, ...toVisitTime(values) } })).data?.rescheduleVisit,
    );
    if (refused === null) onClose();
    return refused ?? undefined;
  };
  return (
    <VisitChangeDialog<VisitTimeValues>
      isOpen={visit !== null}
      title={texts.title}
      about={about}
      initialValues={visit === null ? {} : visitTimeValuesOf(visit)}
      validate={visitTimeProblems}
      submitText={texts.submit}
      backText={texts.back}
      onSubmit={submit}
      onClose={onClose}
    >
      <VisitTimeFields />
    </VisitChangeDialog>
  );
}
