import { describe, expect, it } from 'vitest';
import { consultantChatPath, locationText, propertyChatPath, propertyChatText } from './chatLink';

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

describe('chat addresses of the site', () => {
  it('sends a property chat through the site with its message and page', () => {
    const path = propertyChatPath('V-1/2026', 'Olá! Imóvel V-1-2026, Cambuí & Centro', '/imovel/casa-1');
    const url = new URL(path, 'https://imoveis.exemplo.com.br');
    expect(url.pathname).toBe('/contato/whatsapp/imovel/V-1%2F2026');
    expect(url.searchParams.get('texto')).toBe('Olá! Imóvel V-1-2026, Cambuí & Centro');
    expect(url.searchParams.get('pagina')).toBe('/imovel/casa-1');
  });

  it('sends a consultant chat through the site with its page', () => {
    expect(consultantChatPath('7', '/')).toBe('/contato/whatsapp/corretor/7?pagina=%2F');
  });
});
