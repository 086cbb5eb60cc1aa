import { adminMessages } from '../../forms/adminMessages';
import { keyMessages } from '../../forms/keyMessages';
import { leadMessages } from '../../forms/leadMessages';

const texts = adminMessages.shell;

/**
 * What the alerts hold: the new leads, the properties awaiting analysis (0 for a part the user may not see) and the
 * keys past due (the user's own, or every one for administrators).
 */
export interface AlertCounts {
  newLeads: number;
  awaitingAnalysis: number;
  overdueKeys: number;
}

/** The badge's number: every alert together. */
export function alertTotal(counts: AlertCounts): number {
  return counts.newLeads + counts.awaitingAnalysis + counts.overdueKeys;
}

/**
 * The alerts button's accessible name: 'Alertas' without any, else the total and each part, e.g.
 * '5 alertas: 3 leads novos, 2 imóveis aguardando análise'.
 */
export function alertsLabel(counts: AlertCounts): string {
  const total = alertTotal(counts);
  if (total === 0) return texts.alerts(0);
  const parts = [
    counts.newLeads > 0 ? leadMessages.alerts.newLeads(counts.newLeads) : null,
    counts.awaitingAnalysis > 0 ? texts.awaitingAnalysis(counts.awaitingAnalysis) : null,
    counts.overdueKeys > 0 ? keyMessages.alerts.overdue(counts.overdueKeys) : null,
  ].filter((part): part is string => part !== null);
  return `${texts.alerts(total)}: ${parts.join(', ')}`;
}
