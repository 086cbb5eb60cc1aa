import { describe, expect, it } from 'vitest';
import { rowsOf, toPagingEcho } from './paging.js';

describe('toPagingEcho', () => {
  it('reads total, page and per_page at the top level first, then under meta', () => {
    expect(toPagingEcho({ data: [], total: 30, page: 3, per_page: 10 })).toEqual({ total: 30, page: 3, perPage: 10 });
    expect(toPagingEcho({ data: [], meta: { total: '30', current_page: '3', per_page: '10' } })).toEqual({
      total: 30,
      page: 3,
      perPage: 10,
    });
    expect(toPagingEcho({ data: [], total: 4, meta: { total: 9, page: 2 } })).toEqual({ total: 4, page: 2, perPage: null });
  });

  it('ignores what is not a whole count', () => {
    expect(toPagingEcho({ total: -1, page: 0, per_page: 2.5 })).toEqual({ total: null, page: null, perPage: null });
    expect(toPagingEcho({ total: 'muitos', meta: null })).toEqual({ total: null, page: null, perPage: null });
    expect(toPagingEcho(null)).toEqual({ total: null, page: null, perPage: null });
  });
});

describe('rowsOf', () => {
  it('reads data, or nothing', () => {
    expect(rowsOf({ data: [1, 2] })).toEqual([1, 2]);
    expect(rowsOf({ data: null })).toEqual([]);
    expect(rowsOf(undefined)).toEqual([]);
  });
});
