import type { CDPSession, Page } from '@playwright/test';

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
