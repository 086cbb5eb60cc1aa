import { expect } from '@playwright/test';
import { requiredEnv, stackEnv } from './env';

/** Follows one of the site's chat addresses without a browser and answers where its 302 sends the visitor. */
export async function chatRedirectTarget(href: string): Promise<string> {
  const response = await fetch(new URL(href, requiredEnv(stackEnv.baseUrl)), { redirect: 'manual' });
  expect(response.status).toBe(302);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.headers.get('location') ?? '';
}
