import { describe, expect, it } from 'vitest';
import { collectedLines } from '../tests/support/log-lines.js';
import { createLogger, logFormatFromEnv } from './logger.js';
import { runWithRequestContext } from './request-context.js';

describe('createLogger', () => {
  it('writes JSON lines with the time, the level name, the process and the request id of the request being handled', () => {
    const { lines, stream } = collectedLines();
    const logger = createLogger({ processName: 'gateway', format: 'json', destination: stream });
    runWithRequestContext({ requestId: 'req-12345678' }, () => logger.info({ route: '/graphql' }, 'requisição'));
    logger.info('fora de uma requisição');
    const [inside, outside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(inside).toMatchObject({ level: 'info', process: 'gateway', requestId: 'req-12345678', route: '/graphql', msg: 'requisição' });
    expect(typeof inside?.time === 'string' && !Number.isNaN(Date.parse(inside.time))).toBe(true);
    expect(outside).not.toHaveProperty('requestId');
  });

  it('replaces the value of any key that holds a person’s data or a secret, and keeps only the kind, text, stack and code of an error', () => {
    const { lines, stream } = collectedLines();
    const logger = createLogger({ processName: 'api', format: 'json', destination: stream });
    const error = Object.assign(new Error('duplicate key'), { code: '23505', detail: 'Key (email)=(ana@exemplo.com.br) already exists.' });
    logger.error({ err: error, email: 'ana@exemplo.com.br', body: { phone: '19 99999-0000', password: 'x' } }, 'falhou');
    const text = lines.join('\n');
    expect(text).not.toContain('ana@exemplo.com.br');
    expect(text).not.toContain('99999-0000');
    const line = JSON.parse(lines[0] ?? '{}') as { err: Record<string, unknown> };
    expect(Object.keys(line.err).sort()).toEqual(['code', 'message', 'stack', 'type']);
    expect(line.err.code).toBe('23505');
  });

  it('writes readable lines in São Paulo’s time', async () => {
    const { lines, stream } = collectedLines();
    const logger = createLogger({ processName: 'api', format: 'pretty', destination: stream });
    logger.info('API no ar');
    await new Promise((resolve) => setImmediate(resolve));
    const saoPaulo = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(new Date());
    expect(lines.join('\n')).toContain('API no ar');
    expect(lines.join('\n')).toContain(saoPaulo);
    expect(lines[0]?.trimStart().startsWith('{')).toBe(false);
  });

  it('writes nothing at level silent', () => {
    const { lines, stream } = collectedLines();
    createLogger({ processName: 'api', format: 'json', level: 'silent', destination: stream }).error('nada');
    expect(lines).toEqual([]);
  });
});

describe('logFormatFromEnv', () => {
  it('is JSON in production and readable elsewhere, unless LOG_FORMAT says', () => {
    expect(logFormatFromEnv({ NODE_ENV: 'production' })).toBe('json');
    expect(logFormatFromEnv({})).toBe('pretty');
    expect(logFormatFromEnv({ NODE_ENV: 'production' }, 'pretty')).toBe('pretty');
    expect(logFormatFromEnv({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(logFormatFromEnv({ LOG_FORMAT: 'JSON' }, 'pretty')).toBe('json');
    expect(() => logFormatFromEnv({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT inválido: use "json" ou "pretty" (recebido "xml").');
  });
});
