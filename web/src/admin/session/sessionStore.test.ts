import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage';
import { createSessionStore, firstNameOf, initialsOf, parseStoredSession, sessionStorageKey, type StaffSession } from './sessionStore';

const session: StaffSession = {
  token: 'abc123',
  user: { id: '3', name: 'Ana Souza', email: 'corretor@imobiliaria.local', role: 'BROKER' },
  permissions: ['imoveis'],
};

describe('stored session', () => {
  it('is read back whole, and refused when incomplete or malformed', () => {
    expect(parseStoredSession(JSON.stringify(session))).toEqual(session);
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('{')).toBeNull();
    expect(parseStoredSession(JSON.stringify({ ...session, token: '' }))).toBeNull();
    expect(parseStoredSession(JSON.stringify({ ...session, user: { ...session.user, role: 'OWNER' } }))).toBeNull();
    expect(parseStoredSession(JSON.stringify({ ...session, permissions: 'imoveis' }))).toBeNull();
    expect(parseStoredSession(JSON.stringify({ ...session, permissions: ['imoveis', 7] }))?.permissions).toEqual(['imoveis']);
  });

  it('is restored at start, saved and cleared in storage, telling its listeners', () => {
    const storage = memoryStorage({ [sessionStorageKey]: JSON.stringify(session) });
    const store = createSessionStore(storage);
    expect(store.current()).toEqual(session);

    let changes = 0;
    const stop = store.subscribe(() => (changes += 1));
    store.clear();
    expect(store.current()).toBeNull();
    expect(storage.getItem(sessionStorageKey)).toBeNull();
    store.clear();
    expect(changes).toBe(1);

    store.save(session);
    expect(JSON.parse(storage.getItem(sessionStorageKey) ?? 'null')).toEqual(session);
    expect(changes).toBe(2);
    stop();
    store.clear();
    expect(changes).toBe(2);
  });

  it('greets by the first name and shows the initials', () => {
    expect(firstNameOf('  Ana   Souza ')).toBe('Ana');
    expect(firstNameOf('Administrador')).toBe('Administrador');
    expect(initialsOf('Ana Paula Souza')).toBe('AS');
    expect(initialsOf(' administrador ')).toBe('A');
    expect(initialsOf('')).toBe('');
  });
});
