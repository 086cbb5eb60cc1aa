import { describe, expect, it } from 'vitest';
import { RestError } from './rest-error.js';

describe('RestError.fromResponseBody', () => {
  it("keeps a 429's Retry-After in whole seconds, 1 when it is unreadable, at most a day", () => {
    const waitOf = (retryAfter: string | undefined) => RestError.fromResponseBody(429, { message: 'Muitas' }, retryAfter).retryAfterSeconds;
    expect([
      waitOf('120'),
      waitOf(' 7 '),
      waitOf(undefined),
      waitOf('Wed, 21 Oct 2026 07:28:00 GMT'),
      waitOf('0'),
      waitOf('999999'),
    ]).toEqual([120, 7, 1, 1, 1, 86_400]);
  });

  it('has no wait for any other status, and keeps it through a new message or field names', () => {
    expect(RestError.fromResponseBody(422, {}, '30').retryAfterSeconds).toBeNull();
    const refused = RestError.fromResponseBody(429, { message: 'Muitas' }, '30');
    expect(refused.withMessage('Outra').retryAfterSeconds).toBe(30);
    expect(refused.withFieldNames((field) => field).retryAfterSeconds).toBe(30);
  });
});
