import type { DemoClient } from './types.js';

/** Owners and landlords the agency works for; example.com-style addresses only. */
export const DEMO_CLIENTS: readonly DemoClient[] = [
  { key: 'helena', name: 'Helena Martins', phone: '19981112233', email: 'helena.martins@exemplo.com.br', isActive: 1 },
  { key: 'marcos', name: 'Marcos Vieira', phone: '19982223344', email: 'marcos.vieira@exemplo.com.br', isActive: 1 },
  { key: 'patricia', name: 'Patrícia Ramos', phone: '19983334455', email: 'patricia.ramos@exemplo.com.br', isActive: 0 },
];
