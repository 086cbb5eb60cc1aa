import { describe, expect, it } from 'vitest';
import type { RawLeadAnswer, RawLeadPage } from '../rest/leads-types.js';
import converted from './fixtures/lead-converted.json' with { type: 'json' };
import page from './fixtures/lead-page.json' with { type: 'json' };
import { toLead, toLeadEvent, toLeadPageAnswer, toLeadSource, toLeadStatus, toLeadSummary } from './lead.js';

const pageAnswer: RawLeadPage = page;
const convertedAnswer: RawLeadAnswer = converted;

describe('toLeadPageAnswer', () => {
  it('reads the recorded page: a chat click with its property and broker, a contact message with its assignee', () => {
    const { leads, paging } = toLeadPageAnswer(pageAnswer);
    expect(leads).toEqual([
      {
        id: '2',
        source: 'WHATSAPP',
        status: 'NEW',
        name: null,
        phone: null,
        email: null,
        propertyId: '1',
        propertyCode: 'LA-RISR1',
        broker: { id: '3', name: 'Bruno Álvares' },
        assignee: null,
        createdAt: '2026-11-25T16:34:25.593Z',
      },
      {
        id: '1',
        source: 'CONTACT',
        status: 'CONVERTED',
        name: 'Marina Lopes',
        phone: '(19) 98222-4455',
        email: 'marina.lopes@exemplo.com.br',
        propertyId: null,
        propertyCode: null,
        broker: null,
        assignee: { id: '4', name: 'Beatriz Costa' },
        createdAt: '2026-11-25T16:34:25.426Z',
      },
    ]);
    expect(paging).toEqual({ total: 2, page: 1, perPage: 10 });
  });

  it('answers no leads for an empty or unreadable answer, and skips rows without an id', () => {
    expect(toLeadPageAnswer(null)).toEqual({ leads: [], paging: { total: null, page: null, perPage: null } });
    expect(toLeadPageAnswer({ data: [{ id: ' ' }, { id: 7, source: 'WhatsApp', status: 'Descartado' }] }).leads).toMatchObject([
      { id: '7', source: 'WHATSAPP', status: 'NEW', createdAt: '' },
    ]);
  });
});

describe('toLead', () => {
  it('reads a converted lead with its whole history, each entry by its kind', () => {
    expect(toLead(convertedAnswer.data)).toEqual({
      id: '1',
      source: 'CONTACT',
      status: 'CONVERTED',
      name: 'Marina Lopes',
      phone: '(19) 98222-4455',
      email: 'marina.lopes@exemplo.com.br',
      interest: 'RENT',
      message: 'Gostaria de agendar uma visita ao imóvel.',
      page: null,
      property: null,
      broker: null,
      assignee: { id: '4', name: 'Beatriz Costa' },
      clientId: '1',
      createdAt: '2026-11-25T16:34:25.426Z',
      updatedAt: '2026-11-25T16:34:25.726Z',
      events: [
        {
          id: '1',
          kind: 'CREATED',
          actor: null,
          at: '2026-11-25T16:34:25.426Z',
          source: 'CONTACT',
          status: null,
          assignee: null,
          clientId: null,
        },
        {
          id: '3',
          kind: 'ASSIGNED',
          actor: { id: '2', name: 'Gestora Geral' },
          at: '2026-11-25T16:34:25.668Z',
          source: null,
          status: null,
          assignee: { id: '4', name: 'Beatriz Costa' },
          clientId: null,
        },
        expect.objectContaining({ id: '4', kind: 'STATUS', status: 'IN_PROGRESS', assignee: null }),
        expect.objectContaining({ id: '5', kind: 'CONVERTED', clientId: '1', status: null }),
        expect.objectContaining({ id: '6', kind: 'STATUS', status: 'CONVERTED' }),
      ],
    });
  });

  it('reads the property of a chat click and the page it came from', () => {
    expect(
      toLead({
        id: 9,
        source: 'whatsapp',
        page: '/imovel/casa-do-bruno',
        property: { id: 1, code: 'LA-1-2026', title: 'Casa do Bruno', slug: 'casa-do-bruno' },
        events: null,
      }),
    ).toMatchObject({
      source: 'WHATSAPP',
      page: '/imovel/casa-do-bruno',
      property: { id: '1', code: 'LA-1-2026', title: 'Casa do Bruno', slug: 'casa-do-bruno' },
      events: [],
    });
  });

  it('is null without a lead', () => {
    expect(toLead(null)).toBeNull();
    expect(toLead({ id: '' })).toBeNull();
    expect(toLeadSummary(undefined)).toBeNull();
  });
});

describe('toLeadEvent', () => {
  it('reads an unassignment as an assignment without an assignee, and skips unknown kinds', () => {
    expect(toLeadEvent({ id: 3, kind: 'assigned', detail: null, user_id: 2, user_name: 'Gestora Geral' })).toMatchObject({
      kind: 'ASSIGNED',
      assignee: null,
      actor: { id: '2', name: 'Gestora Geral' },
    });
    expect(toLeadEvent({ id: 4, kind: 'archived' })).toBeNull();
    expect(toLeadEvent(null)).toBeNull();
  });
});

describe('lead enums', () => {
  it('read the API values whatever their case, unknown ones as a new contact message', () => {
    expect(['contact', 'REGISTRATION', ' whatsapp ', 'email'].map(toLeadSource)).toEqual([
      'CONTACT',
      'REGISTRATION',
      'WHATSAPP',
      'CONTACT',
    ]);
    expect(['new', 'in_progress', 'Converted', 'discarded', null].map(toLeadStatus)).toEqual([
      'NEW',
      'IN_PROGRESS',
      'CONVERTED',
      'DISCARDED',
      'NEW',
    ]);
  });
});
