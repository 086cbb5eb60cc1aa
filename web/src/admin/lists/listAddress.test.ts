import { describe, expect, it } from 'vitest';
import { requestedPageOf } from './listAddress';

describe('requestedPageOf', () => {
  it('reads pagina as a whole number from 1, and 1 without one or for anything else', () => {
    const page = (query: string) => requestedPageOf(new URLSearchParams(query));
    expect([page(''), page('pagina=3'), page('pagina=2.7'), page('pagina=0'), page('pagina=-4'), page('pagina=abc')]).toEqual([
      1, 3, 1, 1, 1, 1,
    ]);
    // Past what a GraphQL Int carries: the list's query could not even be asked.
    expect(page('pagina=2147483648')).toBe(1);
  });
});
