import { test as base, expect } from '@playwright/test';
import { AdminShell } from '../pages/AdminShell';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { PropertyFormPage } from '../pages/PropertyFormPage';
import { PropertyListPage } from '../pages/PropertyListPage';
import { PropertyPage } from '../pages/PropertyPage';
import { RegisterPropertyPage } from '../pages/RegisterPropertyPage';
import { CreatedRecords } from './createdRecords';
import { requiredEnv, stackEnv } from './env';
import type { StaffLogin } from './staff';
import { keepSignedInSession } from './storedSession';

interface SiteFixtures {
  /** Console errors and uncaught exceptions of the page; every test ends with none. */
  consoleErrors: string[];
  home: HomePage;
  propertyPage: PropertyPage;
  registerPage: RegisterPropertyPage;
  /** Video players embed an outside site: they get a blank page instead, so that no test depends on it. */
  videoEmbeds: void;
  loginPage: LoginPage;
  shell: AdminShell;
  propertyList: PropertyListPage;
  propertyForm: PropertyFormPage;
  /** Signs in on the login screen and waits for the dashboard. */
  signIn: (login: StaffLogin) => Promise<void>;
  /**
   * Signs in without the login screen (which its own tests cover) and opens nothing: for tests whose next step
   * opens the back-office screen they are about.
   */
  signedIn: (login: StaffLogin) => Promise<void>;
  /** What the test made; deleted (or deactivated, where the API cannot delete) once it ends. */
  records: CreatedRecords;
}

/** The server answers an unknown property's page with 404 by design; the browser logs that status as an error. */
function isUnknownPropertyPage(text: string, url: string): boolean {
  return (
    text.startsWith('Failed to load resource: the server responded with a status of 404') && new URL(url).pathname.startsWith('/imovel/')
  );
}

export const test = base.extend<SiteFixtures>({
  baseURL: async ({}, use) => {
    await use(requiredEnv(stackEnv.baseUrl));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' || isUnknownPropertyPage(message.text(), message.location().url)) return;
        errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  home: async ({ page }, use) => {
    await use(new HomePage(page));
  },
  propertyPage: async ({ page }, use) => {
    await use(new PropertyPage(page));
  },
  registerPage: async ({ page }, use) => {
    await use(new RegisterPropertyPage(page));
  },
  videoEmbeds: [
    async ({ page }, use) => {
      await page.route(/^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Vídeo</title>' }),
      );
      await use();
    },
    { auto: true },
  ],
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page));
  },
  shell: async ({ page }, use) => {
    await use(new AdminShell(page));
  },
  propertyList: async ({ page }, use) => {
    await use(new PropertyListPage(page));
  },
  propertyForm: async ({ page }, use) => {
    await use(new PropertyFormPage(page));
  },
  signIn: async ({ page, loginPage }, use) => {
    await use(async (login) => {
      await loginPage.goto();
      await loginPage.signIn(login);
      await page.waitForURL('**/app/dashboard');
    });
  },
  signedIn: async ({ page }, use) => {
    await use((login) => keepSignedInSession(page, login));
  },
  records: async ({}, use) => {
    const records = new CreatedRecords();
    await use(records);
    await records.cleanUp();
  },
});

export { expect };
