import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

describe('page window', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 3, 7)).toEqual([1, 2, 3]);
  });

  it('centres on the current page', () => {
    expect(pageWindow(10, 20, 7)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('stays within the first and last pages', () => {
    expect(pageWindow(1, 20, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(20, 20, 7)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(99, 4, 7)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 0, 7)).toEqual([]);
  });
});
