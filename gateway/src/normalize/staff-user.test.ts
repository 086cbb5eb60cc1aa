import { describe, expect, it } from 'vitest';
import login from './fixtures/auth-login.json' with { type: 'json' };
import me from './fixtures/auth-me.json' with { type: 'json' };
import permissions from './fixtures/permissions.json' with { type: 'json' };
import { toRole } from './enums.js';
import { toMe, toPermissionList, toPermissions, toSession, toSignedInEmail, toStaffUser } from './staff-user.js';

const EVERY_PERMISSION = [
  { id: '1', description: 'Imóveis', identifier: 'imoveis' },
  { id: '2', description: 'Clientes', identifier: 'clientes' },
  { id: '3', description: 'Corretores', identifier: 'corretores' },
  { id: '4', description: 'Vídeos', identifier: 'videos' },
  { id: '5', description: 'Modelos de documento', identifier: 'modelos-documento' },
  { id: '6', description: 'Usuários', identifier: 'usuarios' },
  { id: '7', description: 'Empresa', identifier: 'empresa' },
];

const ADMIN = { id: '1', name: 'Administrador', email: 'admin@imobiliaria.local', role: 'ADMINISTRATIVE', permissions: EVERY_PERMISSION };

describe('toSession', () => {
  it('reads the recorded sign-in answer: token and user with every permission', () => {
    expect(toSession(login)).toEqual({ token: 'm4AIyIY8Uj3vq6bY8rQ9DOGMHsxHbsh_LwgSFRNT69A', user: ADMIN });
  });

  it('is null when the answer lacks the user or the token, or the user is unusable', () => {
    expect(toSession({ user: login.user })).toBeNull();
    expect(toSession({ user: login.user, token: '  ' })).toBeNull();
    expect(toSession({ token: 'abc' })).toBeNull();
    expect(toSession({ token: 'abc', user: { ...login.user, id: null } })).toBeNull();
    expect(toSession({ token: 'abc', user: { ...login.user, role: 'visitante' } })).toBeNull();
    expect(toSession(null)).toBeNull();
  });
});

describe('toMe', () => {
  it('reads the recorded answer of GET /api/auth/me', () => {
    expect(toMe(me)).toEqual(ADMIN);
    expect(toMe({})).toBeNull();
  });
});

describe('toStaffUser', () => {
  it('reads string ids, missing texts and an absent permission list', () => {
    expect(toStaffUser({ id: '12', role: ' Broker ' })).toEqual({ id: '12', name: '', email: '', role: 'BROKER', permissions: [] });
  });
});

describe('permissions', () => {
  it('reads the recorded list, in the API order', () => {
    expect(toPermissionList(permissions)).toEqual(EVERY_PERMISSION);
  });

  it('reads a bare list, drops entries without id or identifier and repeated identifiers, and falls back to the identifier', () => {
    expect(toPermissionList([{ id: 1, identifier: 'imoveis', description: 'Imóveis' }])).toEqual([EVERY_PERMISSION[0]]);
    expect(
      toPermissions([
        { id: 9, identifier: 'empresa' },
        { id: 10, description: 'Sem identificador' },
        { identifier: 'videos', description: 'Sem id' },
        { id: 11, identifier: 'empresa', description: 'Repetida' },
        null,
        'imoveis',
      ]),
    ).toEqual([{ id: '9', description: 'empresa', identifier: 'empresa' }]);
    expect(toPermissionList({ data: null })).toEqual([]);
  });
});

describe('toRole', () => {
  it('reads every role of the product, in any case, and nothing else', () => {
    expect(['broker', 'leadbroker', 'adminbroker', 'administrative', 'client', 'ADMIN'].map(toRole)).toEqual([
      'BROKER',
      'LEADBROKER',
      'ADMINBROKER',
      'ADMINISTRATIVE',
      'CLIENT',
      'ADMIN',
    ]);
    expect([null, '', 'gerente', 3].map(toRole)).toEqual([null, null, null, null]);
  });
});

describe('toSignedInEmail', () => {
  it('reads the e-mail of the recorded answer, whatever the role, and null without one', () => {
    expect(toSignedInEmail(me)).toBe('admin@imobiliaria.local');
    expect(toSignedInEmail({ user: { id: 3, email: ' ana@exemplo.com.br ', role: 'gerente' } })).toBe('ana@exemplo.com.br');
    expect(toSignedInEmail({ user: { id: 3 } })).toBeNull();
    expect(toSignedInEmail({})).toBeNull();
  });
});
