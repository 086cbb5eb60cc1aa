import { adminMessages } from '../../forms/adminMessages';
import { leadMessages } from '../../forms/leadMessages';

const texts = adminMessages.shell;

/** What the alerts hold: the new leads and the properties awaiting analysis (0 for a part the user may not see). */
export interface AlertCounts {
  newLeads: number;
  awaitingAnalysis: number;
}

/** The badge's number: every alert, new leads and properties awaiting analysis together. */
export function alertTotal(counts: AlertCounts): number {
  return counts.newLeads + counts.awaitingAnalysis;
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
  ].filter((part): part is string => part !== null);
  return `${texts.alerts(total)}: ${parts.join(', ')}`;
}
