import { describe, expect, it } from 'vitest';
import { alertsLabel, alertTotal } from './alertCounts';

describe('the top bar alerts', () => {
  it('count new leads, properties awaiting analysis and overdue keys together', () => {
    expect(alertTotal({ newLeads: 3, awaitingAnalysis: 2, overdueKeys: 1 })).toBe(6);
    expect(alertTotal({ newLeads: 0, awaitingAnalysis: 0, overdueKeys: 0 })).toBe(0);
  });

  it('name the button with the total and each part', () => {
    expect(alertsLabel({ newLeads: 0, awaitingAnalysis: 0, overdueKeys: 0 })).toBe('Alertas');
    expect(alertsLabel({ newLeads: 3, awaitingAnalysis: 2, overdueKeys: 0 })).toBe(
      '5 alertas: 3 leads novos, 2 imóveis aguardando análise',
    );
    expect(alertsLabel({ newLeads: 1, awaitingAnalysis: 0, overdueKeys: 0 })).toBe('1 alerta: 1 lead novo');
    expect(alertsLabel({ newLeads: 0, awaitingAnalysis: 1, overdueKeys: 0 })).toBe('1 alerta: 1 imóvel aguardando análise');
    expect(alertsLabel({ newLeads: 0, awaitingAnalysis: 1, overdueKeys: 2 })).toBe(
      '3 alertas: 1 imóvel aguardando análise, 2 chaves atrasadas',
    );
  });
});
