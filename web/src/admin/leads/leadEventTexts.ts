import { leadMessages, leadSourceLabels, leadStatusLabels } from '../../forms/leadMessages';
import type { LeadFieldsFragment } from '../../gql/graphql';

const texts = leadMessages.history;

type LeadEventFields = LeadFieldsFragment['events'][number];

/**
 * What an entry of the history says, e.g. 'Atribuído a Bruno Álvares', 'Situação alterada para Em atendimento' or
 * 'Repassado de Ana Souza para Juliana Prado por falta de resposta em 15 min'. An assignment without a user is the
 * automatic distribution's.
 */
export function leadEventText(event: LeadEventFields): string {
  switch (event.kind) {
    case 'CREATED':
      return texts.created(leadSourceLabels[event.source ?? 'CONTACT']);
    case 'ASSIGNED':
      if (!event.assignee) return texts.unassigned;
      return event.actor ? texts.assigned(event.assignee.name) : texts.autoAssigned(event.assignee.name);
    case 'HANDED_OVER':
      return texts.handedOver(event.fromName ?? texts.unknownBroker, event.assignee?.name ?? texts.unknownBroker, event.minutes ?? 0);
    case 'STATUS':
      return texts.status(leadStatusLabels[event.status ?? 'NEW']);
    case 'CONVERTED':
      return texts.converted;
    case 'CHAT':
      return texts.chat(event.actor?.name ?? texts.someone);
  }
}

/**
 * Who did it: the member of staff, or 'Visitante' for the lead's arrival; null when the text already says it (a chat,
 * the automatic distribution's assignments and hand-overs).
 */
export function leadEventActor(event: LeadEventFields): string | null {
  if (event.kind === 'CHAT' || event.kind === 'HANDED_OVER' || (event.kind === 'ASSIGNED' && !event.actor)) return null;
  return event.actor?.name ?? texts.visitor;
}
