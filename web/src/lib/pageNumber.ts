/** The largest page a GraphQL `Int` argument can carry (2³¹ − 1). */
export const MAX_PAGE_NUMBER = 2_147_483_647;

/**
 * The page an address asks for: a whole number from 1 to `MAX_PAGE_NUMBER`; anything else (absent, not a number,
 * zero, too large to ask for) is page 1.
 */
export function pageNumberOf(value: string | null): number {
  const text = value?.trim() ?? '';
  if (!/^\d+$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE_NUMBER ? page : 1;
}
