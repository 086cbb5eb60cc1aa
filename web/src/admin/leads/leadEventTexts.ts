import { leadMessages, leadSourceLabels, leadStatusLabels } from '../../forms/leadMessages';
import type { LeadFieldsFragment } from '../../gql/graphql';

const texts = leadMessages.history;

type LeadEventFields = LeadFieldsFragment['events'][number];

/** What an entry of the history says, e.g. 'Atribuído a Bruno Álvares' or 'Situação alterada para Em atendimento'. */
export function leadEventText(event: LeadEventFields): string {
  switch (event.kind) {
    case 'CREATED':
      return texts.created(leadSourceLabels[event.source ?? 'CONTACT']);
    case 'ASSIGNED':
      return event.assignee ? texts.assigned(event.assignee.name) : texts.unassigned;
    case 'STATUS':
      return texts.status(leadStatusLabels[event.status ?? 'NEW']);
    case 'CONVERTED':
      return texts.converted;
  }
}

/** Who did it: the member of staff, or 'Visitante' for the lead's arrival. */
export function leadEventActor(event: LeadEventFields): string {
  return event.actor?.name ?? texts.visitor;
}
