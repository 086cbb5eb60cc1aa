import type { Page } from '@playwright/test';

/** The bearer token the back office keeps in the browser, or null when no session is stored. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      if (parsed && typeof parsed === 'object' && 'token' in parsed && typeof parsed.token === 'string') return parsed.token;
    }
    return null;
  });
}

/** Replaces the stored session's token, as if the browser held one the server no longer knows. */
export async function replaceStoredToken(page: Page, token: string): Promise<void> {
  await page.evaluate((replacement) => {
    for (const key of Object.keys(localStorage)) {
      const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      if (parsed && typeof parsed === 'object' && 'token' in parsed)
        localStorage.setItem(key, JSON.stringify({ ...parsed, token: replacement }));
    }
  }, token);
}

/** How many items the site keeps in localStorage. */
export async function storedItemCount(page: Page): Promise<number> {
  return page.evaluate(() => localStorage.length);
}
