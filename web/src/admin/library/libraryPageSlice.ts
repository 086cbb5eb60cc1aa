import { pageWindow } from '../../lib/pageWindow';
import { pageOfRows, type ListPage } from '../lists/rowFilter';

/** Videos per page of the training library (spec §9). */
const libraryPageSize = 6;

/** At most this many page numbers are offered at once (spec §9). */
const libraryPageButtons = 7;

export interface LibraryPage<T> extends ListPage<T> {
  /** The page numbers to offer: up to 7 consecutive ones around the current page, clamped at both ends. */
  pageNumbers: number[];
}

/** One page of the library; a page number out of range (or not a number) shows the nearest page. */
export function libraryPage<T>(videos: readonly T[], requestedPage: number): LibraryPage<T> {
  const page = pageOfRows(videos, requestedPage, libraryPageSize);
  return { ...page, pageNumbers: pageWindow(page.page, page.pageCount, libraryPageButtons) };
}
