import { describe, expect, it } from 'vitest';
import { libraryPage } from './libraryPageSlice';

const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index);

describe('libraryPage', () => {
  it('shows 6 videos per page and the 3 left on the last page of 45', () => {
    const videos = numbered(45);
    expect(libraryPage(videos, 1)).toMatchObject({ items: range(1, 6), page: 1, pageCount: 8 });
    expect(libraryPage(videos, 2).items).toEqual(range(7, 12));
    expect(libraryPage(videos, 8)).toMatchObject({ items: [43, 44, 45], page: 8, pageCount: 8 });
  });

  it('offers at most 7 page numbers, centred on the current page and clamped at both ends', () => {
    const videos = numbered(45);
    expect(libraryPage(videos, 1).pageNumbers).toEqual(range(1, 7));
    expect(libraryPage(videos, 4).pageNumbers).toEqual(range(1, 7));
    expect(libraryPage(videos, 5).pageNumbers).toEqual(range(2, 8));
    expect(libraryPage(videos, 8).pageNumbers).toEqual(range(2, 8));
  });

  it('moves the window through a long library with the current page in the middle', () => {
    const videos = numbered(120);
    expect(libraryPage(videos, 10).pageNumbers).toEqual(range(7, 13));
    expect(libraryPage(videos, 19).pageNumbers).toEqual(range(14, 20));
    expect(libraryPage(videos, 20).pageNumbers).toEqual(range(14, 20));
  });

  it('offers every page when there are 7 or fewer', () => {
    expect(libraryPage(numbered(42), 4).pageNumbers).toEqual(range(1, 7));
    expect(libraryPage(numbered(13), 2).pageNumbers).toEqual([1, 2, 3]);
    expect(libraryPage(numbered(6), 1).pageNumbers).toEqual([1]);
  });

  it('shows the nearest page for a page number out of range or not a number', () => {
    const videos = numbered(45);
    expect(libraryPage(videos, 0).page).toBe(1);
    expect(libraryPage(videos, -3).page).toBe(1);
    expect(libraryPage(videos, Number.NaN).page).toBe(1);
    expect(libraryPage(videos, 2.7).page).toBe(2);
    expect(libraryPage(videos, 99)).toMatchObject({ page: 8, items: [43, 44, 45], pageNumbers: range(2, 8) });
  });

  it('has one empty page without videos', () => {
    expect(libraryPage([], 3)).toEqual({ items: [], page: 1, pageCount: 1, pageNumbers: [1] });
  });
});
