import { describe, expect, it } from 'vitest';
import { gatewayOptionsFromEnv } from './server.js';

describe('gatewayOptionsFromEnv', () => {
  it('has the documented defaults', () => {
    expect(gatewayOptionsFromEnv({})).toEqual({
      port: 3000,
      apiUrl: 'http://127.0.0.1:3001',
      apiKey: '',
      webDist: 'web/dist',
      webServerDist: 'web/dist-server',
      explorerDist: 'gateway/dist-explorer',
    });
  });

  it('reads every variable', () => {
    expect(
      gatewayOptionsFromEnv({
        PORT: '8080',
        HOST: '0.0.0.0',
        API_URL: 'http://api.interna:3001',
        API_KEY: 'chave',
        WEB_DIST: '/srv/web',
        WEB_SERVER_DIST: '/srv/web-server',
        EXPLORER_DIST: '/srv/explorer',
        PUBLIC_URL: 'https://imoveis.exemplo.com.br',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      apiUrl: 'http://api.interna:3001',
      apiKey: 'chave',
      webDist: '/srv/web',
      webServerDist: '/srv/web-server',
      explorerDist: '/srv/explorer',
      publicUrl: 'https://imoveis.exemplo.com.br',
    });
  });

  it('refuses an invalid port', () => {
    expect(() => gatewayOptionsFromEnv({ PORT: 'oitenta' })).toThrow('PORT inválida: oitenta');
  });
});
