import { describe, expect, it } from 'vitest';
import { MAX_PAGE_NUMBER, pageNumberOf } from './pageNumber';

describe('pageNumberOf', () => {
  it('reads a whole page number from 1 to the largest a GraphQL Int carries', () => {
    expect(pageNumberOf('3')).toBe(3);
    expect(pageNumberOf(' 12 ')).toBe(12);
    expect(pageNumberOf(String(MAX_PAGE_NUMBER))).toBe(2_147_483_647);
  });

  it('reads anything else as page 1', () => {
    for (const value of [null, '', '0', '-2', '2.5', '1e3', 'abc', '2147483648', '9007199254740993', '99999999999999999999']) {
      expect(pageNumberOf(value)).toBe(1);
    }
  });
});
