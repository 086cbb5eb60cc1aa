import { describe, expect, it } from 'vitest';
import { gatewayOptionsFromEnv } from './server.js';

describe('gatewayOptionsFromEnv', () => {
  it('has the documented defaults', () => {
    expect(gatewayOptionsFromEnv({})).toEqual({
      metricsToken: null,
      metricsAddress: null,
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
        TRUST_PROXY: '1',
        METRICS_TOKEN: 'token-das-metricas-0123',
        METRICS_ADDRESS: '10.0.0.5:9464',
      }),
    ).toEqual({
      metricsToken: 'token-das-metricas-0123',
      metricsAddress: { host: '10.0.0.5', port: 9464 },
      port: 8080,
      host: '0.0.0.0',
      apiUrl: 'http://api.interna:3001',
      apiKey: 'chave',
      webDist: '/srv/web',
      webServerDist: '/srv/web-server',
      explorerDist: '/srv/explorer',
      publicUrl: 'https://imoveis.exemplo.com.br',
      trustProxy: 1,
    });
  });

  it('refuses a TRUST_PROXY that names no proxy', () => {
    expect(() => gatewayOptionsFromEnv({ TRUST_PROXY: 'todos' })).toThrow('TRUST_PROXY inválida: "todos"');
  });

  it('reads the shared cache of REDIS_URL and its key prefix', () => {
    expect(gatewayOptionsFromEnv({ REDIS_URL: 'redis://cache.interna:6379/0', REDIS_KEY_PREFIX: 'site-a' })).toMatchObject({
      redisUrl: 'redis://cache.interna:6379/0',
      redisKeyPrefix: 'site-a',
    });
    expect(gatewayOptionsFromEnv({ REDIS_URL: 'rediss://:segredo@cache.interna:6380' }).redisUrl).toBe(
      'rediss://:segredo@cache.interna:6380',
    );
  });

  it('refuses a REDIS_URL that is not a Redis address, without repeating it', () => {
    expect(() => gatewayOptionsFromEnv({ REDIS_URL: 'http://:segredo@cache.interna' })).toThrow(
      'REDIS_URL inválida: use redis://host:porta ou rediss://host:porta.',
    );
    expect(() => gatewayOptionsFromEnv({ REDIS_URL: 'http://:segredo@cache.interna' })).not.toThrow('segredo');
  });

  it('reads STORAGE_PUBLIC_URL, the public bucket or CDN property photos are addressed at', () => {
    expect(gatewayOptionsFromEnv({ STORAGE_PUBLIC_URL: 'https://cdn.exemplo.com.br/fotos/' }).storagePublicUrl).toBe(
      'https://cdn.exemplo.com.br/fotos/',
    );
    expect(gatewayOptionsFromEnv({ STORAGE_PUBLIC_URL: '' })).not.toHaveProperty('storagePublicUrl');
    expect(() => gatewayOptionsFromEnv({ STORAGE_PUBLIC_URL: 'cdn.exemplo.com.br' })).toThrow(
      'STORAGE_PUBLIC_URL inválida: "cdn.exemplo.com.br". Use um endereço http:// ou https://.',
    );
  });

  it('refuses an invalid port', () => {
    expect(() => gatewayOptionsFromEnv({ PORT: 'oitenta' })).toThrow('PORT inválida: oitenta');
  });
});
