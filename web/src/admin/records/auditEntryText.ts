import { auditActionLabels, auditMessages } from '../../forms/auditMessages';
import type { AuditEntryFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';

type EntryHead = Pick<AuditEntryFieldsFragment, 'at' | 'actor' | 'address' | 'action'>;

/** Who did it: the member of staff by name, a visitor (a request from an address, no one signed in) or the product itself. */
export function actorText(entry: Pick<EntryHead, 'actor' | 'address'>): string {
  if (entry.actor) return entry.actor.name;
  return entry.address ? auditMessages.actors.visitor : auditMessages.actors.system;
}

/** When, as dd/mm/aaaa hh:mm in São Paulo whatever the browser's time zone. */
export function whenText(entry: Pick<EntryHead, 'at'>): string {
  return formatDateTime(entry.at);
}

/** What was done, in pt-BR: 'Criou', 'Alterou', 'Entrou'… */
export function actionText(entry: Pick<EntryHead, 'action'>): string {
  return auditActionLabels[entry.action];
}

/** The address the request came from, or '—' for the product itself. */
export function addressText(entry: Pick<EntryHead, 'address'>): string {
  return entry.address ?? auditMessages.values.empty;
}
