import { pageWindow } from '../../public/lib/pageWindow';

/** Videos per page of the training library (spec §9). */
export const libraryPageSize = 6;

/** At most this many page numbers are offered at once (spec §9). */
export const libraryPageButtons = 7;

export interface LibraryPage<T> {
  items: T[];
  /** 1-based, within 1..pageCount. */
  page: number;
  pageCount: number;
  /** The page numbers to offer: up to 7 consecutive ones around the current page, clamped at both ends. */
  pageNumbers: number[];
}

/** One page of the library; a page number out of range (or not a number) shows the nearest page. */
export function libraryPage<T>(videos: readonly T[], requestedPage: number): LibraryPage<T> {
  const pageCount = Math.max(1, Math.ceil(videos.length / libraryPageSize));
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pageCount);
  return {
    items: videos.slice((page - 1) * libraryPageSize, page * libraryPageSize),
    page,
    pageCount,
    pageNumbers: pageWindow(page, pageCount, libraryPageButtons),
  };
}
