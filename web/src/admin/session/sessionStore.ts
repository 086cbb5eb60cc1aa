import type { Role } from '../../gql/graphql';

/** The signed-in member of staff as the back office keeps it (spec §3, "Session (kept locally)"). */
interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export interface StaffSession {
  token: string;
  user: SessionUser;
  /** Permission identifiers: imoveis, clientes, corretores, videos, modelos-documento, usuarios, empresa. */
  permissions: string[];
}

export interface SessionStore {
  current: () => StaffSession | null;
  save: (session: StaffSession) => void;
  clear: () => void;
  /** Calls the listener after every change; answers the function that stops it. */
  subscribe: (listener: () => void) => () => void;
}

/** Where the session is kept in localStorage. */
export const sessionStorageKey = 'imobiliaria.painel.sessao';

const roles: readonly Role[] = ['BROKER', 'LEADBROKER', 'ADMINBROKER', 'ADMINISTRATIVE', 'CLIENT', 'ADMIN'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A stored session read back, or null when the text is missing or not a complete session. */
export function parseStoredSession(text: string | null): StaffSession | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isText(parsed.token) || !isRecord(parsed.user) || !Array.isArray(parsed.permissions)) return null;
  const { id, name, email, role } = parsed.user;
  if (!isText(id) || typeof name !== 'string' || typeof email !== 'string') return null;
  const knownRole = roles.find((candidate) => candidate === role);
  if (knownRole === undefined) return null;
  const permissions = parsed.permissions.filter((permission): permission is string => typeof permission === 'string');
  return { token: parsed.token, user: { id, name, email, role: knownRole }, permissions };
}

/**
 * The session kept in `storage` (localStorage in the browser), read once at start and written on every
 * change. Another tab signing in or out is followed through the storage event.
 */
export function createSessionStore(storage: Storage, events?: Pick<Window, 'addEventListener'>): SessionStore {
  let session = parseStoredSession(storage.getItem(sessionStorageKey));
  const listeners = new Set<() => void>();
  const announce = () => {
    for (const listener of listeners) listener();
  };
  events?.addEventListener('storage', (event) => {
    if (event.key !== sessionStorageKey && event.key !== null) return;
    session = parseStoredSession(storage.getItem(sessionStorageKey));
    announce();
  });
  return {
    current: () => session,
    save(next) {
      session = next;
      storage.setItem(sessionStorageKey, JSON.stringify(next));
      announce();
    },
    clear() {
      storage.removeItem(sessionStorageKey);
      if (session === null) return;
      session = null;
      announce();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The first name, for the greeting: "Ana Souza" → "Ana". */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The initials of the avatar: "Ana Souza" → "AS"; "Administrador" → "A". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
