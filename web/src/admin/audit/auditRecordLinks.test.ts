import { describe, expect, it } from 'vitest';
import { recordAddressOf } from './auditRecordLinks';

describe('recordAddressOf', () => {
  it("opens a record's own screen", () => {
    expect(recordAddressOf({ action: 'UPDATED', recordType: 'PROPERTY', recordId: '12' })).toBe('/app/imoveis/editar/12');
    expect(recordAddressOf({ action: 'SIGNED_IN', recordType: 'USER', recordId: '3' })).toBe('/app/usuarios/editar/3');
    expect(recordAddressOf({ action: 'CREATED', recordType: 'LEAD', recordId: '40' })).toBe('/app/leads/40');
    expect(recordAddressOf({ action: 'UPDATED', recordType: 'TEMPLATE', recordId: '2' })).toBe('/app/modelos-documento/editar/2');
  });

  it('opens the screen that manages a record the agency has one of', () => {
    expect(recordAddressOf({ action: 'UPDATED', recordType: 'PORTAL_FEED', recordId: null })).toBe('/app/portais');
    expect(recordAddressOf({ action: 'UPDATED', recordType: 'LEAD_DISTRIBUTION', recordId: '1' })).toBe('/app/leads');
    expect(recordAddressOf({ action: 'CREATED', recordType: 'HOLIDAY', recordId: '5' })).toBe('/app/feriados');
    expect(recordAddressOf({ action: 'UPDATED', recordType: 'PRIVACY_SETTINGS', recordId: '1' })).toBe('/app/privacidade');
  });

  it('opens nothing for a record deleted, or one without its number', () => {
    expect(recordAddressOf({ action: 'DELETED', recordType: 'PROPERTY', recordId: '12' })).toBeNull();
    expect(recordAddressOf({ action: 'UPDATED', recordType: 'CLIENT', recordId: null })).toBeNull();
  });
});
