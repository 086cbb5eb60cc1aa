/** Lower case without accents, so that "joao" finds "João". */
function searchable(text: string | null | undefined): string {
  return (text ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** The rows whose name holds every word of the search, regardless of case and accents. */
export function filterByName<T extends { name: string }>(rows: readonly T[], search: string): T[] {
  const words = searchable(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const name = searchable(row.name);
    return words.every((word) => name.includes(word));
  });
}

/** Page size of the people lists (spec §9). */
export const peoplePageSize = 10;

export interface ListPage<T> {
  items: T[];
  /** 1-based, within 1..pageCount. */
  page: number;
  pageCount: number;
}

/** One page of the rows; a page past the end shows the last one. */
export function pageOfRows<T>(rows: readonly T[], page: number, size = peoplePageSize): ListPage<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  return { items: rows.slice((current - 1) * size, current * size), page: current, pageCount };
}
