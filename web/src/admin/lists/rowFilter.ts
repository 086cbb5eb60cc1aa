/** Lower case without accents, so that "joao" finds "João". */
function searchable(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** The rows whose text (as `textOf` gives it) holds every word of the search, regardless of case and accents. */
export function filterByWords<T>(rows: readonly T[], search: string, textOf: (row: T) => string | null | undefined): T[] {
  const words = searchable(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = searchable(textOf(row));
    return words.every((word) => text.includes(word));
  });
}

/** Page size of the back-office lists (spec §9). */
const listPageSize = 10;

export interface ListPage<T> {
  items: T[];
  /** 1-based, within 1..pageCount. */
  page: number;
  pageCount: number;
}

/** One page of the rows; a page past the end shows the last one. */
export function pageOfRows<T>(rows: readonly T[], page: number, size = listPageSize): ListPage<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  return { items: rows.slice((current - 1) * size, current * size), page: current, pageCount };
}
