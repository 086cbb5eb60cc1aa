import { expect } from '@playwright/test';
import type { PropertyListPage } from '../pages/PropertyListPage';
import type { StaffListedProperty } from './staff';

/** The list's count text for a number of properties. */
export function countText(count: number): string {
  return count === 1 ? '1 imóvel encontrado' : `${count} imóveis encontrados`;
}

/**
 * Opens the list at `query` and checks that it shows what the API lists now. Other tests add and remove
 * properties at the same time, so a mismatch is retried with fresh data from both sides.
 */
export async function expectListToShow(
  list: PropertyListPage,
  query: string,
  expected: () => Promise<readonly StaffListedProperty[]>,
  compareCodes = false,
): Promise<readonly StaffListedProperty[]> {
  let shown: readonly StaffListedProperty[] = [];
  await expect(async () => {
    shown = await expected();
    await list.goto(query);
    if (shown.length === 0) {
      await expect(list.page.getByText('Nenhum imóvel encontrado.')).toBeVisible({ timeout: 3_000 });
      return;
    }
    await expect(list.count).toHaveText(countText(shown.length), { timeout: 3_000 });
    if (compareCodes) expect((await list.codes()).sort()).toEqual(shown.map((property) => property.code).sort());
  }).toPass({ timeout: 25_000 });
  return shown;
}
