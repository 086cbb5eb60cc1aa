import { describe, expect, it } from 'vitest';
import { actionText, actorText, addressText, whenText } from './auditEntryText';

describe('the head of an audit entry', () => {
  it('names the member of staff, a visitor by their address, or the product itself', () => {
    expect(actorText({ actor: { name: 'Administrador' }, address: '127.0.0.1' })).toBe('Administrador');
    expect(actorText({ actor: null, address: '203.0.113.7' })).toBe('Visitante');
    expect(actorText({ actor: null, address: null })).toBe('Sistema');
    expect(addressText({ address: '203.0.113.7' })).toBe('203.0.113.7');
    expect(addressText({ address: null })).toBe('—');
  });

  it('says when in São Paulo, dd/mm/aaaa hh:mm, whatever the machine’s time zone', () => {
    expect(whenText({ at: '2026-11-25T16:34:25.426Z' })).toBe('25/11/2026 13:34');
    expect(whenText({ at: '2026-11-26T01:30:00.000Z' })).toBe('25/11/2026 22:30');
  });

  it('says what was done in pt-BR', () => {
    expect(actionText({ action: 'CREATED' })).toBe('Criou');
    expect(actionText({ action: 'UPDATED' })).toBe('Alterou');
    expect(actionText({ action: 'SIGN_IN_FAILED' })).toBe('Falha ao entrar');
    expect(actionText({ action: 'PASSWORD_RESET' })).toBe('Redefiniu a senha');
  });
});
