import type { CDPSession, Page, Route } from '@playwright/test';

/**
 * Slows the page's uploads to about `bytesPerSecond`, as a slow mobile connection would, so that a test sees
 * the upload progress. Answers the DevTools session, for `liftUploadThrottle`.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await emulateUploads(session, bytesPerSecond);
  return session;
}

/** Lets the page's uploads run at full speed again. */
export async function liftUploadThrottle(session: CDPSession): Promise<void> {
  await emulateUploads(session, -1);
}

/** Upload speed in bytes per second; -1 is no limit. Downloads and latency stay as they are. */
async function emulateUploads(session: CDPSession, uploadThroughput: number): Promise<void> {
  await session.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput });
}

/** A GraphQL request kept from the server: `arrived` settles once the page sent it, `release` lets it go on. */
export interface HeldRequest {
  arrived: Promise<void>;
  release: () => void;
}

/**
 * Keeps the next GraphQL request whose document holds `operation` (e.g. 'mutation ChangeLeadStatus') until the
 * test releases it, so the test sees the screen while that request runs; every other request goes on at once.
 */
export async function holdGraphqlOperation(page: Page, operation: string): Promise<HeldRequest> {
  let arrive = () => {};
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  const handler = async (route: Route) => {
    if (holding && (route.request().postData() ?? '').includes(operation)) {
      holding = false;
      arrive();
      await released;
    }
    await route.continue();
  };
  await page.route('**/graphql', handler);
  return { arrived, release };
}

/** The page's own GraphQL calls, counted from the moment `watchGraphqlCalls` is called. */
export interface GraphqlCalls {
  /** Settles once no GraphQL call of the page has been running for `quietMs`. */
  settled: (quietMs?: number) => Promise<void>;
}

/**
 * Counts the page's GraphQL calls in flight, so a test can wait for the screen's own loads to end without waiting
 * for the whole network to go quiet (an embedded player's outside requests never need to).
 */
export function watchGraphqlCalls(page: Page): GraphqlCalls {
  let running = 0;
  let lastChange = Date.now();
  const isGraphql = (url: string) => new URL(url).pathname === '/graphql';
  page.on('request', (request) => {
    if (!isGraphql(request.url())) return;
    running += 1;
    lastChange = Date.now();
  });
  const ended = (request: { url: () => string }) => {
    if (!isGraphql(request.url())) return;
    running -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    settled: async (quietMs = 500) => {
      while (running > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(50);
    },
  };
}
