import { describe, expect, it } from 'vitest';
import { pageOrLastPage, toPageRequest, totalOf, type PageRequest } from './paging.js';

describe('toPageRequest', () => {
  it('takes 10 per page by default and refuses a page below 1 or a size outside 1..48', () => {
    expect(toPageRequest(null, undefined)).toEqual({ page: 1, perPage: 10 });
    expect(toPageRequest(3, 48)).toEqual({ page: 3, perPage: 48 });
    expect(() => toPageRequest(0, 10)).toThrow('A página deve ser um número inteiro maior ou igual a 1.');
    expect(() => toPageRequest(1, 49)).toThrow('A quantidade por página deve ser um número inteiro entre 1 e 48.');
    expect(() => toPageRequest(1, 0)).toThrow('A quantidade por página deve ser um número inteiro entre 1 e 48.');
  });

  it("takes a list's own default size when it has one", () => {
    expect(toPageRequest(undefined, null, 12)).toEqual({ page: 1, perPage: 12 });
    expect(toPageRequest(2, 5, 12)).toEqual({ page: 2, perPage: 5 });
  });

  it('never reports fewer rows than a page has shown', () => {
    expect(totalOf(13, 3, { page: 2, perPage: 10 })).toBe(13);
    expect(totalOf(5, 3, { page: 2, perPage: 10 })).toBe(13);
    expect(totalOf(null, 0, { page: 4, perPage: 10 })).toBe(0);
  });
});

describe('pageOrLastPage', () => {
  /** A list of `total` rows, numbered from 1, and the pages asked of it. */
  function listOf(total: number): { load: (request: PageRequest) => Promise<{ items: number[]; total: number }>; asked: number[] } {
    const asked: number[] = [];
    const load = (request: PageRequest) => {
      asked.push(request.page);
      const first = (request.page - 1) * request.perPage + 1;
      const items = Array.from({ length: request.perPage }, (_, index) => first + index).filter((row) => row <= total);
      return Promise.resolve({ items, total });
    };
    return { load, asked };
  }

  it('answers the page asked for when it has rows', async () => {
    const { load, asked } = listOf(25);
    expect(await pageOrLastPage(load, { page: 2, perPage: 10 })).toEqual({
      items: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      total: 25,
      page: 2,
      perPage: 10,
      pageCount: 3,
    });
    expect(asked).toEqual([2]);
  });

  it('shows the last page for a page past the end, and page 1 of an empty list', async () => {
    const long = listOf(25);
    expect(await pageOrLastPage(long.load, { page: 7, perPage: 10 })).toMatchObject({ items: [21, 22, 23, 24, 25], page: 3, pageCount: 3 });
    expect(long.asked).toEqual([7, 3]);
    const empty = listOf(0);
    expect(await pageOrLastPage(empty.load, { page: 1, perPage: 10 })).toEqual({ items: [], total: 0, page: 1, perPage: 10, pageCount: 0 });
    expect(empty.asked).toEqual([1]);
  });
});
