/** Up to `size` consecutive page numbers around `page`, within 1..pageCount. */
export function pageWindow(page: number, pageCount: number, size: number): number[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const length = Math.min(size, pageCount);
  const first = Math.min(Math.max(current - Math.floor(length / 2), 1), pageCount - length + 1);
  return Array.from({ length }, (_, index) => first + index);
}
