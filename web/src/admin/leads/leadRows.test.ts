import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { leadListVariables, leadSourceFilterOf, leadStatusFilterOf } from './leadFilters';
import { leadEventActor, leadEventText } from './leadEventTexts';
import { leadContactOf, leadNameOf, leadPeopleOf } from './leadRows';

const event = {
  id: '1',
  kind: 'CREATED' as const,
  actor: null,
  at: '2026-11-25T16:34:25.426Z',
  source: null,
  status: null,
  assignee: null,
  clientId: null,
};

describe('a lead row', () => {
  it('names the visitor, or says a chat click is a visitor of WhatsApp', () => {
    expect(leadNameOf({ name: 'Marina Lopes', source: 'CONTACT' })).toBe('Marina Lopes');
    expect(leadNameOf({ name: null, source: 'WHATSAPP' })).toBe('Visitante (WhatsApp)');
  });

  it('shows the phone masked and the e-mail, or nothing without them', () => {
    expect(leadContactOf({ phone: '19982224455', email: 'marina@exemplo.com.br' })).toBe('(19) 98222-4455 · marina@exemplo.com.br');
    expect(leadContactOf({ phone: null, email: 'marina@exemplo.com.br' })).toBe('marina@exemplo.com.br');
    expect(leadContactOf({ phone: null, email: null })).toBe('');
  });

  it('shows the broker and the assignee, or a dash with neither', () => {
    expect(leadPeopleOf({ broker: { name: 'Bruno Álvares' }, assignee: { name: 'Beatriz Costa' } })).toBe(
      'Bruno Álvares · Atribuído a Beatriz Costa',
    );
    expect(leadPeopleOf({ broker: null, assignee: { name: 'Beatriz Costa' } })).toBe('Atribuído a Beatriz Costa');
    expect(leadPeopleOf({ broker: null, assignee: null })).toBe('—');
  });

  it('shows when it came in as a Brasília date and time', () => {
    expect(formatDateTime('2026-11-25T16:34:25.426Z')).toBe('25/11/2026 13:34');
    expect(formatDateTime('ontem')).toBe('ontem');
    expect(formatDateTime('')).toBe('');
  });
});

describe('the inbox filters', () => {
  it('reads the source and status from the address, anything unknown as all', () => {
    expect(leadSourceFilterOf('WHATSAPP')).toBe('WHATSAPP');
    expect(leadSourceFilterOf('whatsapp')).toBe('ALL');
    expect(leadStatusFilterOf('NEW')).toBe('NEW');
    expect(leadStatusFilterOf(null)).toBe('ALL');
  });

  it('asks the server only for what is chosen', () => {
    expect(leadListVariables('  ', 'ALL', 'ALL', 1)).toEqual({ search: null, source: null, status: null, page: 1 });
    expect(leadListVariables(' V-12 ', 'CONTACT', 'IN_PROGRESS', 3)).toEqual({
      search: 'V-12',
      source: 'CONTACT',
      status: 'IN_PROGRESS',
      page: 3,
    });
  });
});

describe('the history', () => {
  it('says each change in pt-BR, and who did it', () => {
    expect(leadEventText({ ...event, source: 'WHATSAPP' })).toBe('Lead recebido (WhatsApp)');
    expect(leadEventActor(event)).toBe('Visitante');
    const by = { id: '2', name: 'Gestora Geral' };
    expect(leadEventText({ ...event, kind: 'ASSIGNED', actor: by, assignee: { id: '4', name: 'Beatriz Costa' } })).toBe(
      'Atribuído a Beatriz Costa',
    );
    expect(leadEventText({ ...event, kind: 'ASSIGNED', actor: by })).toBe('Atribuição removida');
    expect(leadEventText({ ...event, kind: 'STATUS', status: 'IN_PROGRESS' })).toBe('Situação alterada para Em atendimento');
    expect(leadEventText({ ...event, kind: 'CONVERTED', clientId: '7' })).toBe('Convertido em cliente');
    expect(leadEventActor({ ...event, actor: by })).toBe('Gestora Geral');
  });
});
