import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has taken over a server-rendered element (hydration attaches its props to the DOM node),
 * so that what the test types or clicks next reaches the page's handlers.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the server-rendered page is hydrated',
    })
    .toBe(true);
}
