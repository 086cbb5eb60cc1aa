import type { Page } from '@playwright/test';

/** Drops the connection of every GraphQL request whose document holds one of `operations` (e.g. 'query BrokerList'). */
export async function dropGraphqlOperations(page: Page, ...operations: string[]): Promise<void> {
  await page.route('**/graphql', (route) => {
    const body = route.request().postData() ?? '';
    return operations.some((operation) => body.includes(operation)) ? route.abort('connectionreset') : route.continue();
  });
}

/**
 * Takes out of the page's console errors the ones the browser logs for the GraphQL requests a test
 * dropped on purpose, and answers how many there were; nothing else may reach the console.
 */
export function forgiveDroppedRequests(consoleErrors: string[]): number {
  const kept = consoleErrors.filter((error) => !/ERR_CONNECTION_RESET \(.*\/graphql\)$/.test(error));
  const dropped = consoleErrors.length - kept.length;
  consoleErrors.splice(0, consoleErrors.length, ...kept);
  return dropped;
}
