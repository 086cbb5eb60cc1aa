import { useMutation } from '@apollo/client/react';
import { agendaMessages } from '../../forms/agendaMessages';
import type { VisitFieldsFragment } from '../../gql/graphql';
import { TextAreaField } from '../fields/TextAreaField';
import { CancelVisitMutation } from './agendaDocuments';
import { useVisitChange } from './useVisitChange';
import { VisitChangeDialog } from './VisitChangeDialog';

const texts = agendaMessages.cancelDialog;
/** As long as the API keeps a reason. */
const REASON_MAX_LENGTH = 500;

interface CancelValues {
  reason?: string;
}

function validateCancel(values: CancelValues): Partial<Record<keyof CancelValues, string>> {
  return (values.reason ?? '').trim() === '' ? { reason: texts.reasonRequired } : {};
}

/** 'Cancelar visita', with its reason (the API requires one). */
export function CancelVisitDialog({ visit, about, onClose }: { visit: VisitFieldsFragment | null; about: string; onClose: () => void }) {
  const [cancelVisit] = useMutation(CancelVisitMutation, { refetchQueries: ['AgendaVisits', 'VisitsOf'] });
  const { run } = useVisitChange();
  const submit = async (values: CancelValues) => {
    if (visit === null) return undefined;
    const refused = await run(
      async () => (await cancelVisit({ variables: { id: visit.id, reason: (values.reason ?? '').trim() } })).data?.cancelVisit,
    );
    if (refused === null) onClose();
    return refused ?? undefined;
  };
  return (
    <VisitChangeDialog<CancelValues>
      isOpen={visit !== null}
      title={texts.title}
      about={about}
      initialValues={{}}
      validate={validateCancel}
      submitText={texts.submit}
      backText={texts.back}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextAreaField name="reason" label={texts.reason} rows={3} maxLength={REASON_MAX_LENGTH} />
    </VisitChangeDialog>
  );
}
