import { describe, expect, it } from 'vitest';
import { managesPortalLeads } from './portalLeadAccess';

const user = { id: '1', name: 'Gestora', email: 'gestora@imobiliaria.local' };

describe('managesPortalLeads', () => {
  it('lets every role but a broker holding leads manage the addresses', () => {
    expect(managesPortalLeads({ user: { ...user, role: 'ADMIN' }, permissions: ['imoveis', 'leads'] })).toBe(true);
    expect(managesPortalLeads({ user: { ...user, role: 'ADMINBROKER' }, permissions: ['leads'] })).toBe(true);
    expect(managesPortalLeads({ user: { ...user, role: 'BROKER' }, permissions: ['imoveis', 'leads'] })).toBe(false);
    expect(managesPortalLeads({ user: { ...user, role: 'ADMIN' }, permissions: ['imoveis'] })).toBe(false);
  });
});
