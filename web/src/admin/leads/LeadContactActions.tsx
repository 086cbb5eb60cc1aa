import type { MouseEventHandler } from 'react';
import { Button, Classes, Icon, type Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useMutation } from '@apollo/client/react';
import { leadMessages } from '../../forms/leadMessages';
import type { LeadSource, LeadStatus } from '../../gql/graphql';
import { useSignedInSession } from '../session/SessionContext';
import { callAddress, whatsappAddress } from '../records/phoneAddresses';
import { leadGreeting } from './leadContact';
import { ChangeLeadStatusMutation, RecordLeadChatMutation } from './leadDocuments';
import { leadNameOf } from './leadRows';
import { useAgencyName } from './useAgencyName';
import { useLeadChange } from './useLeadChange';

const texts = leadMessages.contact;

/** What the controls need of a lead, whether a row of the inbox or the lead itself. */
interface ContactableLead {
  id: string;
  source: LeadSource;
  status: LeadStatus;
  name?: string | null;
  phone?: string | null;
}

interface OutsideLinkProps {
  href: string;
  text: string;
  label: string;
  icon: IconName;
  intent?: Intent;
  /** Opens beside the back office (the chat), rather than in its place. */
  beside?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** A link out of the back office (a call, a chat) drawn as a large Blueprint button. */
function OutsideLink({ href, text, label, icon, intent, beside, onClick }: OutsideLinkProps) {
  const className = [Classes.BUTTON, Classes.LARGE, Classes.intentClass(intent), 'admin-lead-contact__control'].filter(Boolean).join(' ');
  return (
    <a
      className={className}
      href={href}
      aria-label={label}
      target={beside ? '_blank' : undefined}
      rel={beside ? 'noopener noreferrer' : undefined}
      onClick={onClick}
    >
      <Icon icon={icon} aria-hidden />
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </a>
  );
}

interface LeadContactActionsProps {
  lead: ContactableLead;
  /** The property the greeting names: its code, or the listing code a portal gave. */
  propertyCode?: string | null;
  /** On the inbox, whose rows are not the lead a change answers: the list is asked again after a change. */
  onList?: boolean;
}

/**
 * A lead's one-tap controls: 'Ligar' (a `tel:` link), 'WhatsApp' (wa.me with a greeting from the signed-in broker,
 * which also records the chat without holding the way out) and, while the lead is new, 'Em atendimento'. Each is named
 * with the lead's name, since a list shows several.
 */
export function LeadContactActions({ lead, propertyCode, onList = false }: LeadContactActionsProps) {
  const { user } = useSignedInSession();
  const agencyName = useAgencyName();
  const [recordChat] = useMutation(RecordLeadChatMutation);
  const [changeStatus] = useMutation(ChangeLeadStatusMutation);
  const { busy, run } = useLeadChange();
  const name = leadNameOf(lead);
  const refetchQueries = onList ? ['Leads'] : [];
  const call = callAddress(lead.phone);
  const chat = whatsappAddress(lead.phone, leadGreeting({ visitorName: lead.name, brokerName: user.name, agencyName, propertyCode }));
  const isNew = lead.status === 'NEW';
  if (!call && !chat && !isNew) return null;

  const onChat = () => {
    // Recorded on the way out; the chat opens whatever the answer.
    void recordChat({ variables: { id: lead.id }, refetchQueries }).catch(() => undefined);
  };
  const onStart = async () => {
    if (busy) return;
    await run(
      async () => (await changeStatus({ variables: { id: lead.id, status: 'IN_PROGRESS' }, refetchQueries })).data?.changeLeadStatus,
    );
  };

  return (
    <div className="admin-lead-contact" role="group" aria-label={texts.label(name)}>
      {call && <OutsideLink href={call} text={texts.call} label={texts.callLabel(name)} icon="phone" />}
      {chat && (
        <OutsideLink
          href={chat}
          text={texts.whatsapp}
          label={texts.whatsappLabel(name)}
          icon="chat"
          intent="success"
          beside
          onClick={onChat}
        />
      )}
      {isNew && (
        <Button
          size="large"
          intent="primary"
          icon="play"
          className="admin-lead-contact__control"
          text={texts.start}
          aria-label={texts.startLabel(name)}
          loading={busy}
          disabled={busy}
          onClick={() => void onStart()}
        />
      )}
    </div>
  );
}
