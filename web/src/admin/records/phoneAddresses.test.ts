import { describe, expect, it } from 'vitest';
import { callAddress, whatsappAddress } from './phoneAddresses';

describe('the addresses of a person’s phone', () => {
  it('call and chat in international digits, with the message encoded', () => {
    expect(callAddress('(19) 98123-4567')).toBe('tel:+5519981234567');
    expect(whatsappAddress('(19) 98123-4567', 'Olá, Marina! Aqui é Ana & cia.')).toBe(
      'https://wa.me/5519981234567?text=Ol%C3%A1%2C%20Marina!%20Aqui%20%C3%A9%20Ana%20%26%20cia.',
    );
    expect(whatsappAddress('+55 19 3234-5678', 'Oi')).toBe('https://wa.me/551932345678?text=Oi');
  });

  it('are none without a number to reach', () => {
    expect(callAddress(null)).toBeNull();
    expect(whatsappAddress('98123-4567', 'Oi')).toBeNull();
  });
});
