import { describe, expect, it } from 'vitest';
import brokers from './fixtures/brokers.json' with { type: 'json' };
import { isPublicConsultant, toConsultants, toPhotoUrl } from './consultant.js';

describe('toConsultants', () => {
  it('keeps only active brokers and adminbrokers, with a chat link only on duty with a phone', () => {
    expect(toConsultants(brokers)).toEqual([
      {
        id: '3',
        name: 'Ana Souza',
        creci: '123456-F',
        phone: '(19) 99123-4567',
        photoUrl: '/images/corretor-ana.jpg',
        onDuty: true,
        chatUrl: 'https://wa.me/5519991234567',
      },
      {
        id: '4',
        name: 'Bruno Lima',
        creci: '234567-F',
        phone: '19988887777',
        photoUrl: '/images/corretor-bruno.png',
        onDuty: false,
        chatUrl: null,
      },
      {
        id: '5',
        name: 'Carla Dias',
        creci: null,
        phone: null,
        photoUrl: 'https://fotos.exemplo.com.br/carla.jpg',
        onDuty: true,
        chatUrl: null,
      },
      {
        id: '7',
        name: 'Fábio Nunes',
        creci: '456789-F',
        phone: '+55 (19) 95555-4444',
        photoUrl: null,
        onDuty: true,
        chatUrl: 'https://wa.me/5519955554444',
      },
    ]);
  });

  it('reads the public rule from role and is_active', () => {
    expect(isPublicConsultant({ id: 1, role: 'leadbroker', is_active: 1 })).toBe(false);
    expect(isPublicConsultant({ id: 1, role: 'broker', is_active: '0' })).toBe(false);
    expect(isPublicConsultant({ id: 1, role: 'administrative', is_active: 1 })).toBe(false);
    expect(isPublicConsultant({ id: 1, role: 'adminbroker', is_active: true })).toBe(true);
  });
});

describe('toPhotoUrl', () => {
  it('reads /images paths, bare file names and absolute URLs', () => {
    expect(toPhotoUrl('/images/x.jpg')).toBe('/images/x.jpg');
    expect(toPhotoUrl('x.jpg')).toBe('/images/x.jpg');
    expect(toPhotoUrl('https://cdn.exemplo.com/x.jpg')).toBe('https://cdn.exemplo.com/x.jpg');
    expect(toPhotoUrl('/images/x.jpg', 'https://imoveis.exemplo.com.br')).toBe('https://imoveis.exemplo.com.br/images/x.jpg');
    expect(toPhotoUrl(null)).toBeNull();
    expect(toPhotoUrl('  ')).toBeNull();
  });
});
