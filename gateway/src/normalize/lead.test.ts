import { describe, expect, it } from 'vitest';
import type { RawLeadAnswer, RawLeadDistributionAnswer, RawLeadEnvelope, RawLeadPage } from '../rest/leads-types.js';
import converted from './fixtures/lead-converted.json' with { type: 'json' };
import distribution from './fixtures/lead-distribution.json' with { type: 'json' };
import handedOver from './fixtures/lead-handed-over.json' with { type: 'json' };
import page from './fixtures/lead-page.json' with { type: 'json' };
import {
  toLead,
  toLeadAnswer,
  toLeadDistribution,
  toLeadEvent,
  toLeadPageAnswer,
  toLeadSource,
  toLeadStatus,
  toLeadSummary,
} from './lead.js';

const pageAnswer: RawLeadPage = page;
const convertedAnswer: RawLeadAnswer = converted;
const handedOverAnswer: RawLeadEnvelope = handedOver;
const distributionAnswer: RawLeadDistributionAnswer = distribution;

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
        listingCode: null,
        createdAt: '2026-11-25T16:34:25.593Z',
        firstResponseAt: null,
        handoverAt: '2026-11-25T16:49:25.593Z',
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
        listingCode: null,
        createdAt: '2026-11-25T16:34:25.426Z',
        firstResponseAt: '2026-11-25T16:34:25.693Z',
        handoverAt: null,
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
      listingCode: null,
      broker: null,
      assignee: { id: '4', name: 'Beatriz Costa' },
      clientId: '1',
      createdAt: '2026-11-25T16:34:25.426Z',
      updatedAt: '2026-11-25T16:34:25.726Z',
      firstResponseAt: '2026-11-25T16:34:25.693Z',
      handoverAt: null,
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
          fromName: null,
          minutes: null,
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
          fromName: null,
          minutes: null,
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

  it('reads a portal lead whose code no property has, handed over by the distribution and answered by a chat', () => {
    const lead = toLeadAnswer(handedOverAnswer);
    expect(lead).toMatchObject({
      id: '12',
      source: 'ZAP',
      status: 'IN_PROGRESS',
      property: null,
      listingCode: 'AP-0404',
      assignee: { id: '5', name: 'Juliana Prado' },
      createdAt: '2026-11-27T12:00:00.000Z',
      firstResponseAt: '2026-11-27T12:19:30.000Z',
      handoverAt: null,
    });
    expect(lead!.events).toEqual([
      expect.objectContaining({ id: '40', kind: 'CREATED', source: 'ZAP', actor: null }),
      {
        id: '41',
        kind: 'ASSIGNED',
        actor: null,
        at: '2026-11-27T12:00:00.000Z',
        source: null,
        status: null,
        assignee: { id: '3', name: 'Ana Souza' },
        clientId: null,
        fromName: null,
        minutes: null,
      },
      {
        id: '42',
        kind: 'HANDED_OVER',
        actor: null,
        at: '2026-11-27T12:15:00.000Z',
        source: null,
        status: null,
        assignee: { id: '5', name: 'Juliana Prado' },
        clientId: null,
        fromName: 'Ana Souza',
        minutes: 15,
      },
      {
        id: '43',
        kind: 'CHAT',
        actor: { id: '5', name: 'Juliana Prado' },
        at: '2026-11-27T12:19:30.000Z',
        source: null,
        status: null,
        assignee: null,
        clientId: null,
        fromName: null,
        minutes: null,
      },
    ]);
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

  it('reads a hand-over whose detail is unreadable without its new broker, and minutes only for hand-overs', () => {
    expect(
      toLeadEvent({
        id: 5,
        kind: 'handed_over',
        detail: 'Ana → Juliana',
        assignee_name: 'Juliana Prado',
        from_name: 'Ana',
        minutes: '14.6',
      }),
    ).toMatchObject({ kind: 'HANDED_OVER', assignee: null, fromName: 'Ana', minutes: 15 });
    expect(toLeadEvent({ id: 6, kind: 'handed_over', detail: null, minutes: null })).toMatchObject({ fromName: null, minutes: null });
    expect(toLeadEvent({ id: 7, kind: 'status', detail: 'new', from_name: 'Ana', minutes: 15 })).toMatchObject({
      fromName: null,
      minutes: null,
    });
  });
});

describe('toLeadDistribution', () => {
  it('reads the saved setting, and an unknown mode or missing minutes as the API starts: manual, 15 minutes', () => {
    expect(toLeadDistribution(distributionAnswer.data)).toEqual({ mode: 'DUTY_ROTATION', handoverMinutes: 20 });
    expect(toLeadDistribution({ mode: 'PROPERTY_BROKER', handover_minutes: '45' })).toEqual({
      mode: 'PROPERTY_BROKER',
      handoverMinutes: 45,
    });
    expect(toLeadDistribution({ mode: 'round_robin', handover_minutes: null })).toEqual({ mode: 'MANUAL', handoverMinutes: 15 });
    expect(toLeadDistribution(null)).toBeNull();
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
