import { describe, expect, it } from 'vitest';
import { parseListenAddress } from './metrics-endpoint.js';
import { loggerFromEnv, metricsOptionsFromEnv } from './process-observability.js';

describe('metricsOptionsFromEnv', () => {
  it('reads METRICS_TOKEN and METRICS_ADDRESS, none by default', () => {
    expect(metricsOptionsFromEnv({})).toEqual({ metricsToken: null, metricsAddress: null });
    expect(metricsOptionsFromEnv({ METRICS_TOKEN: ' 0123456789abcdef0123 ', METRICS_ADDRESS: '0.0.0.0:9464' })).toEqual({
      metricsToken: '0123456789abcdef0123',
      metricsAddress: { host: '0.0.0.0', port: 9464 },
    });
  });

  it('refuses a token too short to be a secret', () => {
    expect(() => metricsOptionsFromEnv({ METRICS_TOKEN: 'curto' })).toThrow(/METRICS_TOKEN curto demais/);
  });
});

describe('parseListenAddress', () => {
  it('reads host:port, [v6]:port and a bare port', () => {
    expect(parseListenAddress('127.0.0.1:9464')).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(parseListenAddress('[::1]:9100')).toEqual({ host: '::1', port: 9100 });
    expect(parseListenAddress('9464')).toEqual({ host: '0.0.0.0', port: 9464 });
  });

  it('refuses anything else in pt-BR', () => {
    for (const value of ['', 'metricas', '0.0.0.0:0', '0.0.0.0:70000', 'host:porta']) {
      expect(() => parseListenAddress(value)).toThrow(/METRICS_ADDRESS inválido: use host:porta/);
    }
  });
});

describe('loggerFromEnv', () => {
  it('refuses an unknown LOG_LEVEL in pt-BR', () => {
    expect(() => loggerFromEnv('api', { LOG_LEVEL: 'verboso' })).toThrow(/LOG_LEVEL inválido/);
    expect(loggerFromEnv('api', { LOG_LEVEL: 'warn', LOG_FORMAT: 'json' }).level).toBe('warn');
  });
});
