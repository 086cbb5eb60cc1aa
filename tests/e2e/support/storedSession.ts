import type { Page } from '@playwright/test';
import { sessionStorageKey, type StaffSession } from '../../../web/src/admin/session/sessionStore';
import { requiredEnv, stackEnv } from './env';
import { apiHeaders, type StaffLogin } from './staff';

interface AuthAnswer {
  token: string;
  user: { id: number; name: string; email: string; role: string; permissions: { identifier: string }[] };
}

/** Signs in through the REST API and answers the session the back office keeps once signed in. */
async function sessionFor(login: StaffLogin): Promise<StaffSession> {
  const response = await fetch(`${requiredEnv(stackEnv.apiUrl)}/api/auth`, {
    method: 'POST',
    headers: apiHeaders(),
    body: JSON.stringify({ email: login.email, password: login.password }),
  });
  if (!response.ok) throw new Error(`POST /api/auth answered ${response.status}`);
  const { token, user } = (await response.json()) as AuthAnswer;
  return {
    token,
    user: { id: String(user.id), name: user.name, email: user.email, role: user.role.toUpperCase() as StaffSession['user']['role'] },
    permissions: [...new Set(user.permissions.map((permission) => permission.identifier))],
  };
}

/**
 * Keeps a signed-in session in the browser as the login screen would, without opening any screen: the next
 * back-office page the test opens starts signed in (and checks the session with the server, as after a reload).
 */
export async function keepSignedInSession(page: Page, login: StaffLogin): Promise<void> {
  const session = await sessionFor(login);
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [sessionStorageKey, JSON.stringify(session)] as const);
}
