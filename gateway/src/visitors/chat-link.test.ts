import { describe, expect, it } from 'vitest';
import { chatLinkWithText } from './chat-link.js';

describe('chatLinkWithText', () => {
  it('adds the text, encoded, to the chat address', () => {
    expect(chatLinkWithText('https://wa.me/5519999990000', 'Olá! Imóvel V-1-2026, Cambuí & Centro')).toBe(
      'https://wa.me/5519999990000?text=Ol%C3%A1!%20Im%C3%B3vel%20V-1-2026%2C%20Cambu%C3%AD%20%26%20Centro',
    );
  });

  it('keeps a query the address already has, and the address alone without a text', () => {
    expect(chatLinkWithText('https://api.whatsapp.com/send?phone=5519999990000', 'Oi')).toBe(
      'https://api.whatsapp.com/send?phone=5519999990000&text=Oi',
    );
    expect(chatLinkWithText('https://wa.me/5519999990000', null)).toBe('https://wa.me/5519999990000');
  });
});
