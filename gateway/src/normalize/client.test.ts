import { describe, expect, it } from 'vitest';
import clientChoices from './fixtures/client-choices.json' with { type: 'json' };
import clientCreated from './fixtures/client-created.json' with { type: 'json' };
import client from './fixtures/client.json' with { type: 'json' };
import clientPage from './fixtures/client-page.json' with { type: 'json' };
import { toClient, toClientAnswer, toClientChoices, toClientListAnswer } from './client.js';

describe('toClientListAnswer', () => {
  it('reads the recorded page, in the API order, with real booleans and its paging', () => {
    const { clients, paging } = toClientListAnswer(clientPage);
    expect(paging).toEqual({ total: 12, page: 2, perPage: 10 });
    expect(clients).toEqual([
      { id: '1', name: 'Helena Martins', phone: '19981112233', email: 'helena.martins@exemplo.com.br', isActive: true },
      { id: '2', name: 'Marcos Vieira', phone: '19982223344', email: 'marcos.vieira@exemplo.com.br', isActive: true },
      { id: '3', name: 'Patrícia Ramos', phone: '19983334455', email: 'patricia.ramos@exemplo.com.br', isActive: false },
    ]);
  });

  it('reads text flags and blank contacts, and leaves out clients without an id', () => {
    expect(toClient({ id: '8', name: ' Ana ', phone: '', email: null, is_active: '0' })).toEqual({
      id: '8',
      name: 'Ana',
      phone: null,
      email: null,
      isActive: false,
    });
    expect(toClientListAnswer({ data: [{ name: 'Sem id' }, { id: 4 }] }).clients).toEqual([
      { id: '4', name: '', phone: null, email: null, isActive: true },
    ]);
    expect(toClientListAnswer(null).clients).toEqual([]);
  });
});

describe('toClientAnswer', () => {
  it('reads the recorded client and the client of a recorded create', () => {
    expect(toClientAnswer(client)).toEqual({
      id: '1',
      name: 'Helena Martins',
      phone: '19981112233',
      email: 'helena.martins@exemplo.com.br',
      isActive: true,
    });
    expect(toClientAnswer(clientCreated)).toEqual({
      id: '4',
      name: 'Rita Campos',
      phone: '19984445566',
      email: 'rita.campos@exemplo.com.br',
      isActive: false,
    });
  });

  it('is null without a client', () => {
    expect(toClientAnswer({ data: null })).toBeNull();
    expect(toClientAnswer(undefined)).toBeNull();
  });
});

describe('toClientChoices', () => {
  it('reads the recorded choices, the chosen client first, in the API order, with ids and names only', () => {
    expect(toClientChoices(clientChoices)).toEqual([
      { id: '3', name: 'Patrícia Ramos' },
      { id: '1', name: 'Helena Martins' },
      { id: '2', name: 'Marcos Vieira' },
    ]);
  });

  it('leaves out choices without an id, and reads no answer as no choices', () => {
    expect(toClientChoices({ data: [{ name: 'Sem id' }, null, { id: '9', name: ' Ana ' }, { id: 4 }] })).toEqual([
      { id: '9', name: 'Ana' },
      { id: '4', name: '' },
    ]);
    expect(toClientChoices({ data: null })).toEqual([]);
    expect(toClientChoices(undefined)).toEqual([]);
  });
});
