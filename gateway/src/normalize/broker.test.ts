import { describe, expect, it } from 'vitest';
import brokerCreated from './fixtures/broker-created.json' with { type: 'json' };
import brokerPage from './fixtures/broker-page.json' with { type: 'json' };
import broker from './fixtures/broker.json' with { type: 'json' };
import brokers from './fixtures/brokers.json' with { type: 'json' };
import leaders from './fixtures/leaders.json' with { type: 'json' };
import { toBroker, toBrokerAnswer, toBrokerListAnswer, toBrokerPhoto, toLeaders } from './broker.js';
import { toImage } from './images.js';

describe('toBrokerAnswer', () => {
  it('reads the recorded broker with real booleans, the leader id and the photo as an Image', () => {
    expect(toBrokerAnswer(broker)).toEqual({
      id: '4',
      name: 'Ana Souza',
      creci: '123456-F',
      phone: '19991234567',
      email: 'corretor@imobiliaria.local',
      role: 'BROKER',
      isActive: true,
      onDuty: true,
      leaderId: '2',
      photo: toImage('217524b7b3dfe4f9.jpg'),
    });
  });

  it('builds the photo URLs under the public address when one is set', () => {
    expect(toBrokerAnswer(brokerCreated, { publicUrl: 'https://imoveis.exemplo.com.br' })?.photo).toEqual(
      toImage('f30cab756661ed8b.jpg', { publicUrl: 'https://imoveis.exemplo.com.br' }),
    );
  });

  it('addresses a stored broker photo in the public bucket, with its widths, as a property photo', () => {
    const options = { publicUrl: 'https://imoveis.exemplo.com.br', storagePublicUrl: 'https://cdn.exemplo.com.br' };
    expect(toBrokerAnswer(brokerCreated, options)?.photo).toEqual(toImage('f30cab756661ed8b.jpg', options));
  });

  it('is null without a broker, an id or a known role', () => {
    expect(toBrokerAnswer({ data: null })).toBeNull();
    expect(toBrokerAnswer({})).toBeNull();
    expect(toBroker({ id: '', role: 'broker' })).toBeNull();
    expect(toBroker({ id: 5, role: 'gerente' })).toBeNull();
  });

  it('reads missing flags as active and not on duty, and missing texts as empty or null', () => {
    expect(toBroker({ id: '5', role: 'ADMINBROKER' })).toEqual({
      id: '5',
      name: '',
      creci: null,
      phone: null,
      email: '',
      role: 'ADMINBROKER',
      isActive: true,
      onDuty: false,
      leaderId: null,
      photo: null,
    });
  });
});

describe('toBrokerPhoto', () => {
  it('reads /images paths and bare file names as stored photos, and absolute URLs as they are', () => {
    expect(toBrokerPhoto('/images/a1b2.jpg')).toEqual(toImage('a1b2.jpg'));
    expect(toBrokerPhoto('corretor-bruno.png')).toEqual(toImage('corretor-bruno.png'));
    expect(toBrokerPhoto('https://fotos.exemplo.com.br/carla.jpg')).toEqual({
      fileName: 'carla.jpg',
      url: 'https://fotos.exemplo.com.br/carla.jpg',
      cardUrl: 'https://fotos.exemplo.com.br/carla.jpg',
      srcSet: '',
      shareUrl: 'https://fotos.exemplo.com.br/carla.jpg',
    });
    expect(toBrokerPhoto(null)).toBeNull();
    expect(toBrokerPhoto(' ')).toBeNull();
    expect(toBrokerPhoto('/images/')).toBeNull();
  });

  it("reads the public bucket's address of a stored photo as a stored photo, with its widths in the bucket", () => {
    const options = { publicUrl: 'https://imoveis.exemplo.com.br', storagePublicUrl: 'https://fotos.exemplo.com.br/site' };
    const photo = toBrokerPhoto('https://fotos.exemplo.com.br/site/images/a1b2.jpg', options);
    expect(photo).toEqual(toImage('a1b2.jpg', options));
    expect(photo?.cardUrl).toBe('https://fotos.exemplo.com.br/site/image-variants/w640/a1b2.jpg.webp');
    // Another address under the same host is not one of its stored photos.
    expect(toBrokerPhoto('https://fotos.exemplo.com.br/outra/carla.jpg', options)?.srcSet).toBe('');
  });
});

describe('toBrokerListAnswer', () => {
  it('reads the recorded page: every role of the table, in the API order, with its paging echo', () => {
    const answer = toBrokerListAnswer(brokerPage);
    expect(answer.paging).toEqual({ total: 9, page: 2, perPage: 4 });
    expect(
      answer.brokers.map(({ id, name, role, isActive, onDuty, leaderId }) => ({ id, name, role, isActive, onDuty, leaderId })),
    ).toEqual([
      { id: '7', name: 'Eduarda Lima', role: 'BROKER', isActive: false, onDuty: false, leaderId: '3' },
      { id: '8', name: 'Felipe Rocha', role: 'BROKER', isActive: true, onDuty: false, leaderId: '2' },
      { id: '10', name: 'Henrique Alves', role: 'ADMINBROKER', isActive: false, onDuty: true, leaderId: null },
      { id: '3', name: 'Isabela Costa', role: 'LEADBROKER', isActive: false, onDuty: false, leaderId: null },
    ]);
    expect(answer.brokers[0]?.photo?.url).toBe('/images/8f9abfab13b34cef.jpg');
  });

  it('reads the public list (no paging echo) with text flags', () => {
    const answer = toBrokerListAnswer(brokers);
    expect(answer.paging).toEqual({ total: null, page: null, perPage: null });
    expect(answer.brokers.map((item) => [item.id, item.isActive, item.onDuty])).toEqual([
      ['3', true, true],
      ['4', true, false],
      ['5', true, true],
      ['6', false, true],
      ['2', true, true],
      ['7', true, true],
    ]);
  });
});

describe('toLeaders', () => {
  it('reads the recorded leaders', () => {
    expect(toLeaders(leaders).map((leader) => [leader.id, leader.name, leader.role, leader.photo?.fileName])).toEqual([
      ['2', 'Carla Mendes', 'LEADBROKER', 'e5793f2e5cee9b1a.jpg'],
    ]);
  });

  it('keeps only active leaders, whatever the upstream sent', () => {
    expect(toLeaders(brokers).map((leader) => leader.id)).toEqual(['2']);
    expect(toLeaders({ data: [{ id: 1, role: 'leadbroker', is_active: 0 }] })).toEqual([]);
  });
});
