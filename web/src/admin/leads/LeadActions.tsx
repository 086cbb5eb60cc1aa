import { useEffect, useRef, useState } from 'react';
import { Button, FormGroup } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { leadMessages, leadStatusLabels } from '../../forms/leadMessages';
import type { LeadFieldsFragment, LeadStatus } from '../../gql/graphql';
import { adminRoutes } from '../adminRoutes';
import { AdminSelect } from '../fields/AdminSelect';
import { ButtonLink } from '../layout/ButtonLink';
import { useNotify } from '../toaster/ToasterContext';
import { AssignLeadMutation, ChangeLeadStatusMutation, ConvertLeadMutation, LeadAssigneesQuery } from './leadDocuments';
import { leadStatusChoices, leadStatusFilterOf } from './leadFilters';
import { useLeadChange } from './useLeadChange';

const texts = leadMessages.detail;
const NOBODY = '';
const CONVERTED_TEXT_ID = 'lead-convertido';

/**
 * The 'Atribuir a' and status selects and the 'Converter em cliente' button; each change is made once, one at a time.
 * A select keeps showing the value chosen while its change is saved ('Salvando...'), then the lead the server answers.
 * A converted lead keeps its status: the select is then disabled, and 'Convertido' is offered only for such a lead.
 */
export function LeadActions({ lead }: { lead: LeadFieldsFragment }) {
  const notify = useNotify();
  const assignees = useQuery(LeadAssigneesQuery, { fetchPolicy: 'cache-and-network' });
  const [assign] = useMutation(AssignLeadMutation);
  const [changeStatus] = useMutation(ChangeLeadStatusMutation);
  const [convert] = useMutation(ConvertLeadMutation);
  const { busy, run } = useLeadChange();
  const [pendingAssignee, setPendingAssignee] = useState<string | null>(null);
  const [pendingStatus, setPendingStatus] = useState<LeadStatus | null>(null);
  const clientLink = useRef<HTMLAnchorElement>(null);
  // Set by a conversion made on this screen, so the focus follows it to the client's link (the button is gone).
  const focusClientLink = useRef(false);

  useEffect(() => {
    if (assignees.error) notify('danger', texts.assigneesFailure);
  }, [assignees.error, notify]);

  const choices = assignees.data?.leadAssignees ?? [];
  // The current assignee stays a choice even when no longer an active broker.
  const options = lead.assignee && !choices.some((person) => person.id === lead.assignee?.id) ? [lead.assignee, ...choices] : choices;
  const { clientId } = lead;
  const converted = clientId !== null && clientId !== undefined;

  useEffect(() => {
    if (!converted || !focusClientLink.current) return;
    focusClientLink.current = false;
    clientLink.current?.focus();
  }, [converted]);

  const onAssign = async (value: string) => {
    if (busy) return;
    setPendingAssignee(value);
    await run(async () => (await assign({ variables: { id: lead.id, userId: value === NOBODY ? null : value } })).data?.assignLead);
    setPendingAssignee(null);
  };
  const onStatus = async (text: string) => {
    const status = leadStatusFilterOf(text);
    if (busy || status === 'ALL' || status === lead.status) return;
    setPendingStatus(status);
    await run(async () => (await changeStatus({ variables: { id: lead.id, status } })).data?.changeLeadStatus);
    setPendingStatus(null);
  };
  const onConvert = async () => {
    if (busy) return;
    focusClientLink.current = true;
    const made = await run(async () => (await convert({ variables: { id: lead.id } })).data?.convertLeadToClient);
    if (!made) focusClientLink.current = false;
  };

  return (
    <div className="admin-lead-actions">
      <FormGroup label={texts.assignee} labelFor="lead-atribuir">
        <AdminSelect
          id="lead-atribuir"
          value={pendingAssignee ?? lead.assignee?.id ?? NOBODY}
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
        <AdminSelect
          id="lead-situacao"
          value={pendingStatus ?? lead.status}
          disabled={busy || converted}
          aria-describedby={converted ? CONVERTED_TEXT_ID : undefined}
          onChange={(event) => void onStatus(event.currentTarget.value)}
        >
          {leadStatusChoices(lead.status, converted).map((status) => (
            <option key={status} value={status}>
              {leadStatusLabels[status]}
            </option>
          ))}
        </AdminSelect>
      </FormGroup>
      <div className="admin-lead-actions__convert">
        {converted ? (
          <>
            <p id={CONVERTED_TEXT_ID}>{texts.converted}</p>
            <ButtonLink ref={clientLink} to={adminRoutes.clients.edit(clientId)} text={texts.clientLink} icon="people" variant="outlined" />
          </>
        ) : (
          <Button intent="primary" icon="new-person" text={texts.convert} loading={busy} disabled={busy} onClick={() => void onConvert()} />
        )}
      </div>
      <p className="admin-lead-actions__saving" role="status" aria-live="polite">
        {busy ? texts.saving : null}
      </p>
    </div>
  );
}
