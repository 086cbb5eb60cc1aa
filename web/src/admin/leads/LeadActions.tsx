import { useEffect } from 'react';
import { Button, FormGroup } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { leadMessages, leadStatusLabels } from '../../forms/leadMessages';
import type { LeadFieldsFragment } from '../../gql/graphql';
import { AdminSelect } from '../fields/AdminSelect';
import { ButtonLink } from '../layout/ButtonLink';
import { useNotify } from '../toaster/ToasterContext';
import { AssignLeadMutation, ChangeLeadStatusMutation, ConvertLeadMutation, LeadAssigneesQuery } from './leadDocuments';
import { leadStatuses, leadStatusFilterOf } from './leadFilters';
import { useLeadChange } from './useLeadChange';

const texts = leadMessages.detail;
const NOBODY = '';

/** The 'Atribuir a' and status selects and the 'Converter em cliente' button; each change is made once, one at a time. */
export function LeadActions({ lead }: { lead: LeadFieldsFragment }) {
  const notify = useNotify();
  const assignees = useQuery(LeadAssigneesQuery, { fetchPolicy: 'cache-and-network' });
  const [assign] = useMutation(AssignLeadMutation);
  const [changeStatus] = useMutation(ChangeLeadStatusMutation);
  const [convert] = useMutation(ConvertLeadMutation);
  const { busy, run } = useLeadChange();

  useEffect(() => {
    if (assignees.error) notify('danger', texts.assigneesFailure);
  }, [assignees.error, notify]);

  const choices = assignees.data?.leadAssignees ?? [];
  // The current assignee stays a choice even when no longer an active broker.
  const options = lead.assignee && !choices.some((person) => person.id === lead.assignee?.id) ? [lead.assignee, ...choices] : choices;
  const converted = lead.clientId !== null && lead.clientId !== undefined;

  const onAssign = (userId: string) =>
    run(async () => (await assign({ variables: { id: lead.id, userId: userId === NOBODY ? null : userId } })).data?.assignLead);
  const onStatus = (text: string) => {
    const status = leadStatusFilterOf(text);
    if (status === 'ALL' || status === lead.status) return;
    return run(async () => (await changeStatus({ variables: { id: lead.id, status } })).data?.changeLeadStatus);
  };
  const onConvert = () => run(async () => (await convert({ variables: { id: lead.id } })).data?.convertLeadToClient);

  return (
    <div className="admin-lead-actions">
      <FormGroup label={texts.assignee} labelFor="lead-atribuir">
        <AdminSelect
          id="lead-atribuir"
          value={lead.assignee?.id ?? NOBODY}
          disabled={busy}
          onChange={(event) => void onAssign(event.currentTarget.value)}
        >
          <option value={NOBODY}>{texts.nobody}</option>
          {options.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </AdminSelect>
      </FormGroup>
      <FormGroup label={texts.status} labelFor="lead-situacao">
        <AdminSelect id="lead-situacao" value={lead.status} disabled={busy} onChange={(event) => void onStatus(event.currentTarget.value)}>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabels[status]}
            </option>
          ))}
        </AdminSelect>
      </FormGroup>
      <div className="admin-lead-actions__convert">
        {converted ? (
          <>
            <p>{texts.converted}</p>
            <ButtonLink to={`/app/clientes/editar/${lead.clientId}`} text={texts.clientLink} icon="people" variant="outlined" />
          </>
        ) : (
          <Button intent="primary" icon="new-person" text={texts.convert} loading={busy} disabled={busy} onClick={() => void onConvert()} />
        )}
      </div>
    </div>
  );
}
