import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { leadListVariables, leadSourceFilterOf, leadStatusFilterOf } from './leadFilters';
import { leadEventActor, leadEventText } from './leadEventTexts';
import { leadContactOf, leadNameOf, leadPeopleOf, leadPropertyLine, leadPropertyOf } from './leadRows';

const event = {
  id: '1',
  kind: 'CREATED' as const,
  actor: null,
  at: '2026-11-25T16:34:25.426Z',
  source: null,
  status: null,
  assignee: null,
  clientId: null,
  fromName: null,
  minutes: null,
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

  it('shows the property by its code, and a code a portal named that no property has as not identified', () => {
    expect(leadPropertyOf({ propertyCode: 'LA-RISR1', listingCode: null })).toBe('LA-RISR1');
    expect(leadPropertyOf({ propertyCode: null, listingCode: 'AP-0404' })).toBe('Imóvel não identificado');
    expect(leadPropertyOf({ propertyCode: null, listingCode: null })).toBe('—');
    expect(leadPropertyLine({ propertyCode: 'LA-RISR1' })).toBe('Imóvel LA-RISR1');
    expect(leadPropertyLine({ propertyCode: null, listingCode: 'AP-0404' })).toBe('Imóvel não identificado (código AP-0404)');
    expect(leadPropertyLine({})).toBeNull();
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
    const by = { name: 'Gestora Geral' };
    expect(leadEventText({ ...event, kind: 'ASSIGNED', actor: by, assignee: { name: 'Beatriz Costa' } })).toBe('Atribuído a Beatriz Costa');
    expect(leadEventText({ ...event, kind: 'ASSIGNED', actor: by })).toBe('Atribuição removida');
    expect(leadEventText({ ...event, kind: 'STATUS', status: 'IN_PROGRESS' })).toBe('Situação alterada para Em atendimento');
    expect(leadEventText({ ...event, kind: 'CONVERTED', clientId: '7' })).toBe('Convertido em cliente');
    expect(leadEventActor({ ...event, actor: by })).toBe('Gestora Geral');
  });

  it('says what the automatic distribution did and who opened the WhatsApp, with no one else named', () => {
    const ana = { name: 'Ana Souza' };
    const juliana = { name: 'Juliana Prado' };
    const automatic = { ...event, kind: 'ASSIGNED' as const, assignee: ana };
    expect(leadEventText(automatic)).toBe('Atribuído a Ana Souza pela distribuição automática');
    expect(leadEventActor(automatic)).toBeNull();
    const handedOver = { ...event, kind: 'HANDED_OVER' as const, assignee: juliana, fromName: 'Ana Souza', minutes: 15 };
    expect(leadEventText(handedOver)).toBe('Repassado de Ana Souza para Juliana Prado por falta de resposta em 15 min');
    expect(leadEventActor(handedOver)).toBeNull();
    const chat = { ...event, kind: 'CHAT' as const, actor: juliana };
    expect(leadEventText(chat)).toBe('Juliana Prado abriu o WhatsApp do lead');
    expect(leadEventActor(chat)).toBeNull();
  });
});
