import { describe, expect, it } from 'vitest';
import { collectedLines, parsedLines } from '../tests/support/log-lines.js';
import { createLogger } from './logger.js';
import { writeRequestLine } from './request-line.js';

const A_LINE = { method: 'POST', route: '/graphql', status: 200, durationMs: 12.5 };

describe('writeRequestLine', () => {
  it('writes a JSON line shaped as every other line of the logger, with the request’s context', () => {
    const { lines, stream } = collectedLines();
    const logger = createLogger({ processName: 'gateway', format: 'json', destination: stream });
    writeRequestLine(logger, 'gateway', A_LINE, {
      requestId: 'req-12345678',
      userId: 7,
      graphql: { operation: 'Home', outcome: 'ok' },
    });
    logger.info({ route: '/graphql' }, 'outra linha');
    const [request, other] = parsedLines(lines);
    expect(request).toEqual({
      level: 'info',
      time: expect.any(String) as string,
      process: 'gateway',
      method: 'POST',
      route: '/graphql',
      status: 200,
      durationMs: 12.5,
      requestId: 'req-12345678',
      userId: 7,
      operation: 'Home',
      outcome: 'ok',
      msg: 'requisição',
    });
    expect(new Date(request?.time ?? '').toISOString()).toBe(request?.time);
    expect(Object.keys(other ?? {}).slice(0, 3)).toEqual(Object.keys(request ?? {}).slice(0, 3));
  });

  it('writes a 5xx at warn, nothing below the logger’s level, and a readable line in the pretty format', () => {
    const json = collectedLines();
    const warnOnly = createLogger({ processName: 'api', format: 'json', level: 'warn', destination: json.stream });
    writeRequestLine(warnOnly, 'api', A_LINE, undefined);
    writeRequestLine(warnOnly, 'api', { ...A_LINE, route: '/api/properties/:id', status: 503 }, undefined);
    expect(parsedLines(json.lines).map((line) => [line.level, line.status])).toEqual([['warn', 503]]);

    const pretty = collectedLines();
    const readable = createLogger({ processName: 'gateway', format: 'pretty', destination: pretty.stream });
    writeRequestLine(readable, 'gateway', A_LINE, { requestId: 'req-12345678' });
    expect(pretty.lines.join('\n')).toContain('[gateway] POST /graphql → 200 em 12.5 ms · req-12345678');
  });
});
