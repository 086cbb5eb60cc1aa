import { describe, expect, it } from 'vitest';
import user from './fixtures/user.json' with { type: 'json' };
import users from './fixtures/users.json' with { type: 'json' };
import { toUser, toUserAnswer, toUsers } from './user.js';

describe('toUsers', () => {
  it('reads the recorded list, in the API order, with roles as enums and real booleans', () => {
    const list = toUsers(users);
    expect(
      list.map(({ id, name, role, isActive, permissions }) => [
        id,
        name,
        role,
        isActive,
        permissions.map((permission) => permission.identifier),
      ]),
    ).toEqual([
      [
        '1',
        'Administrador',
        'ADMINISTRATIVE',
        true,
        ['imoveis', 'clientes', 'corretores', 'videos', 'modelos-documento', 'usuarios', 'empresa'],
      ],
      ['4', 'Ana Souza', 'BROKER', true, ['imoveis']],
      ['5', 'Bruno Carvalho', 'BROKER', true, []],
      ['2', 'Carla Mendes', 'LEADBROKER', true, ['imoveis', 'corretores']],
      ['6', 'Diego Ferreira', 'ADMINBROKER', true, ['imoveis', 'clientes', 'corretores', 'videos']],
      ['7', 'Eduarda Lima', 'BROKER', false, []],
      ['8', 'Felipe Rocha', 'BROKER', true, []],
      ['9', 'Gabriela Nunes', 'ADMINISTRATIVE', true, ['imoveis', 'clientes']],
      ['10', 'Henrique Alves', 'ADMINBROKER', false, []],
      ['3', 'Isabela Costa', 'LEADBROKER', false, []],
      ['11', 'Juliana Prado', 'BROKER', true, []],
    ]);
    expect(list[0]).toMatchObject({ email: 'admin@imobiliaria.local', phone: null, creci: null });
    expect(list[1]).toMatchObject({ email: 'corretor@imobiliaria.local', phone: '19991234567', creci: '123456-F' });
  });

  it('leaves out users without an id or a known role, and reads a missing list as empty', () => {
    expect(toUsers({ data: [{ id: 4, role: 'gerente' }, { role: 'broker' }, { id: '5', role: 'leadbroker', is_active: '0' }] })).toEqual([
      { id: '5', name: '', email: '', phone: null, creci: null, role: 'LEADBROKER', isActive: false, permissions: [] },
    ]);
    expect(toUsers({ data: null })).toEqual([]);
    expect(toUsers(null)).toEqual([]);
  });
});

describe('toUserAnswer', () => {
  it('reads the recorded user with its permissions', () => {
    expect(toUserAnswer(user)).toEqual({
      id: '9',
      name: 'Gabriela Nunes',
      email: 'administrativo@imobiliaria.local',
      phone: '19993210987',
      creci: null,
      role: 'ADMINISTRATIVE',
      isActive: true,
      permissions: [
        { id: '1', description: 'Imóveis', identifier: 'imoveis' },
        { id: '2', description: 'Clientes', identifier: 'clientes' },
      ],
    });
  });

  it('is null without a user', () => {
    expect(toUserAnswer({ data: null })).toBeNull();
    expect(toUser(null)).toBeNull();
  });
});
