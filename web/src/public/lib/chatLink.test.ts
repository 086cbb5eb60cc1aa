import { describe, expect, it } from 'vitest';
import { chatLinkWithText, locationText, propertyChatText } from './chatLink';

describe('property chat text', () => {
  it('names the code, neighbourhood, city and state', () => {
    const text = propertyChatText({
      code: 'V-12-2026',
      address: { neighborhood: 'Cambuí', city: 'Campinas', state: 'SP' },
    });
    expect(text).toBe('Olá! Tenho interesse no imóvel V-12-2026, localizado em Cambuí, Campinas - SP. Poderia me passar mais informações?');
  });

  it('leaves out missing parts of the address', () => {
    expect(locationText({ neighborhood: null, city: 'Campinas', state: null })).toBe('Campinas');
    expect(locationText({ neighborhood: ' Centro ', city: null, state: 'SP' })).toBe('Centro, SP');
    expect(propertyChatText({ code: 'L-3-2026', address: { neighborhood: null, city: null, state: null } })).toBe(
      'Olá! Tenho interesse no imóvel L-3-2026. Poderia me passar mais informações?',
    );
  });
});

describe('chat link with text', () => {
  it('adds the text, encoded, to the chat address', () => {
    expect(chatLinkWithText('https://wa.me/5519999990000', 'Olá! Imóvel V-1-2026, Cambuí & Centro')).toBe(
      'https://wa.me/5519999990000?text=Ol%C3%A1!%20Im%C3%B3vel%20V-1-2026%2C%20Cambu%C3%AD%20%26%20Centro',
    );
  });

  it('keeps a query the address already has', () => {
    expect(chatLinkWithText('https://api.whatsapp.com/send?phone=5519999990000', 'Oi')).toBe(
      'https://api.whatsapp.com/send?phone=5519999990000&text=Oi',
    );
  });
});
