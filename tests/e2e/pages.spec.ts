import { waitForHydration } from './support/hydration';
import type { Page } from '@playwright/test';
import { allProperties, company } from './support/catalogue';
import { expect, test } from './support/fixtures';

/** Every form control has a label, every link and button a name, and there is one h1. */
async function expectAccessibleBasics(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
      if (control.labels?.length === 0 && !control.getAttribute('aria-label')) found.push(`unlabelled ${control.outerHTML}`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('a, button')) {
      const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
      if (name.trim() === '') found.push(`nameless ${element.outerHTML}`);
    }
    for (const image of document.querySelectorAll('img')) {
      if (!image.hasAttribute('alt')) found.push(`image without alt ${image.outerHTML}`);
    }
    if (document.documentElement.lang !== 'pt-BR') found.push('html lang is not pt-BR');
    return found;
  });
  expect(problems).toEqual([]);
}

test.describe('public pages', () => {
  test('unknown paths redirect to the home page', async ({ page }) => {
    await page.goto('/pagina/que/nao/existe?x=1');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Imóveis em Destaque' })).toBeVisible();
  });

  test('/horarios shows the opening hours and the agency phone', async ({ page }) => {
    const agency = await company();
    await page.goto('/horarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Horário de Atendimento' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Segunda a Sexta')).toBeVisible();
    await expect(page.getByRole('main').getByText('08:00 - 18:00')).toBeVisible();
    await expect(page.getByRole('main').getByText('Sábado')).toBeVisible();
    await expect(page.getByRole('main').getByText('09:00 - 13:00')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: agency.phone ?? '' })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(page).toHaveTitle(/^Horário de Atendimento \| /);
  });

  test('the footer shows the agency contacts, listing links, social links and the year', async ({ home, page }) => {
    const agency = await company();
    await home.goto();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(agency.name, { exact: true })).toBeVisible();
    if (agency.creci) await expect(footer.getByText(agency.creci)).toBeVisible();
    await expect(footer.getByRole('link', { name: agency.phone ?? '' })).toBeVisible();
    await expect(footer.getByRole('link', { name: agency.email ?? '' })).toHaveAttribute('href', `mailto:${agency.email}`);
    await expect(footer.getByRole('link', { name: 'Imóveis à venda' })).toHaveAttribute('href', '/?op=sale');
    await expect(footer.getByRole('link', { name: 'Imóveis para alugar' })).toHaveAttribute('href', '/?op=rent');
    await expect(footer.getByRole('link', { name: `WhatsApp da ${agency.name}` })).toHaveAttribute('href', agency.chatUrl ?? '');
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${agency.name}`)).toBeVisible();
  });

  test('each page has one h1, labelled controls, named links and no console error', async ({ home, page }) => {
    await home.goto();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encontre o imóvel ideal para você');
    await expectAccessibleBasics(page);

    const [property] = await allProperties({ launch: true });
    await page.goto(`/imovel/${property!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(property!.title);
    await expectAccessibleBasics(page);

    await page.goto('/horarios');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleBasics(page);

    await page.goto('/cadastre-seu-imovel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastre seu Imóvel');
    await expectAccessibleBasics(page);
  });

  test('pages fit a 360 px wide screen', async ({ home, page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await home.goto();
    await home.consultants.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const [property] = await allProperties();
    await page.goto(`/imovel/${property!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto('/cadastre-seu-imovel');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('when the catalogue cannot be reached', () => {
  // The server renders the first page with its data; what can fail in the browser is a page opened from there.
  test('the home page opened from another page still renders and only logs the failures', async ({ home, page, consoleErrors }) => {
    await page.goto('/horarios');
    await waitForHydration(page.getByRole('main'));
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await home.header.getByRole('link', { name: /página inicial/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encontre o imóvel ideal para você');
    await expect(home.featured.getByRole('heading', { name: 'Imóveis em Destaque' })).toBeVisible();
    await expect(home.consultants.getByRole('heading', { name: 'Nossa Equipe de Consultores' })).toBeVisible();
    await expect(home.searchButton).toBeEnabled();
    await expect(home.contactForm).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect.poll(() => consoleErrors.some((line) => line.startsWith('Erro ao carregar os imóveis em destaque'))).toBe(true);
    // These failures are the point of this test; nothing else may have been logged.
    const unexpected = consoleErrors.filter((line) => !/^(Erro ao |Failed to load resource)/.test(line));
    expect(unexpected).toEqual([]);
    consoleErrors.splice(0);
  });

  test('the property page opened from the home says it could not find the property', async ({ home, page, consoleErrors }) => {
    await home.goto();
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await home.cards.first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('alert')).toHaveText('Erro ao localizar imóvel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erro ao localizar imóvel');
    await expect.poll(() => consoleErrors.some((line) => line.startsWith('Erro ao localizar imóvel'))).toBe(true);
    consoleErrors.splice(0);
  });
});
