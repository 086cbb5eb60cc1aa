import { MissingPropertyPage } from './pages/MissingPropertyPage';
import { SiteChrome } from './pages/SiteChrome';
import { company, propertyPage } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { boxOf, cutOptionTexts, isInside } from './support/layout';

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 768 };

/** The smallest target a finger or a shaky hand hits reliably. */
const touchTarget = 44;

/** The public header: one row of 64 px. */
const headerHeight = 64;

for (const viewport of [phone, desktop]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the header is one row, and every filter shows the whole of each of its choices', async ({ home, page }) => {
      const chrome = new SiteChrome(page);
      await home.goto();
      expect((await boxOf(chrome.header)).height).toBeLessThanOrEqual(headerHeight);
      for (const select of [home.operation, home.city, home.type, home.bedrooms]) {
        await expect(select.locator('option')).not.toHaveCount(0);
        expect(await cutOptionTexts(select), `cut choices of ${await select.getAttribute('id')}`).toEqual([]);
      }
      await home.city.selectOption({ index: 1 });
      expect(await cutOptionTexts(home.city)).toEqual([]);
    });

    test('the launch carousel keeps its arrows inside its card, each a 44 px target', async ({ home }) => {
      const launches = await propertyPage({ launch: true }, 1, 2);
      expect(launches.items.length, 'two launches, so that the carousel has arrows').toBe(2);
      await home.goto();
      await home.launches.scrollIntoViewIfNeeded();
      const card = await boxOf(home.activeLaunch());
      for (const name of ['Lançamento anterior', 'Próximo lançamento']) {
        const arrow = await boxOf(home.launches.getByRole('button', { name }));
        expect(arrow.width, name).toBeGreaterThanOrEqual(touchTarget);
        expect(arrow.height, name).toBeGreaterThanOrEqual(touchTarget);
        expect(isInside(arrow, card), `${name} inside the card`).toBe(true);
      }
    });

    test('an unknown property answers 404 with the way back: the listings for sale, for rent and the home', async ({ page, home }) => {
      const missing = new MissingPropertyPage(page);
      const response = await missing.goto();
      expect(response?.status()).toBe(404);
      await expect(missing.title).toHaveText('Erro ao localizar imóvel');
      // A calm page, not a fault in red.
      await expect(missing.title).not.toHaveCSS('color', 'rgb(180, 35, 24)');
      await expect(missing.saleListings).toHaveAttribute('href', '/?op=sale');
      await expect(missing.home).toHaveAttribute('href', '/');
      for (const link of [missing.saleListings, missing.rentListings, missing.home]) {
        expect((await boxOf(link)).height).toBeGreaterThanOrEqual(touchTarget);
      }
      await missing.rentListings.click();
      await expect(page).toHaveURL(/\/\?op=rent$/);
      await expect(home.operation.locator('option:checked')).toHaveText('Alugar');
    });

    test("the login screen names the agency, has 44 px fields and buttons, and leads to 'Esqueci minha senha'", async ({
      loginPage,
      page,
    }) => {
      const agency = await company();
      await loginPage.goto();
      await expect(loginPage.card.getByText(agency.name, { exact: true })).toBeVisible();
      for (const control of [loginPage.email, loginPage.password, loginPage.submit, loginPage.passwordToggle('Mostrar senha')]) {
        expect((await boxOf(control)).height).toBeGreaterThanOrEqual(touchTarget);
      }
      // The site's own blue, not the back office's.
      await expect(loginPage.submit).toHaveCSS('background-color', 'rgb(11, 83, 148)');

      expect((await boxOf(loginPage.forgotPassword)).height).toBeGreaterThanOrEqual(touchTarget);
      await loginPage.forgotPassword.click();
      await expect(page).toHaveURL(/\/app\/esqueci-senha$/);
      await expect(page.getByRole('heading', { name: 'Esqueci minha senha', level: 1 })).toBeVisible();
      await expect(page.getByText(agency.name, { exact: true })).toBeVisible();
    });
  });
}

test.describe('at 390×844', () => {
  test.use({ viewport: phone });

  test("the header's links are behind the Menu button, which opens and closes them", async ({ home, page }) => {
    const chrome = new SiteChrome(page);
    await home.goto();
    await waitForHydration(chrome.menuButton);
    const panel = await chrome.menuPanel();
    await expect(chrome.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    expect((await boxOf(chrome.menuButton)).height).toBeGreaterThanOrEqual(touchTarget);

    await chrome.menuButton.click();
    await expect(chrome.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(chrome.links).toHaveText(['Alugar', 'Comprar', 'Lançamentos', /^Cadastre seu Imóvel/]);
    for (const link of await chrome.links.all()) await expect(link).toBeVisible();
    // The open panel lies over the page; the header itself stays one row.
    expect((await boxOf(chrome.header)).height).toBeLessThanOrEqual(headerHeight);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(chrome.menuButton).toBeFocused();
    await expect(chrome.menuButton).toHaveAttribute('aria-expanded', 'false');

    await chrome.menuButton.click();
    await chrome.link('Comprar').click();
    await expect(page).toHaveURL(/\/\?op=sale$/);
    await expect(home.operation.locator('option:checked')).toHaveText('Comprar');
    await expect(panel).toBeHidden();

    await chrome.menuButton.click();
    await expect(panel).toBeVisible();
    await chrome.menuButton.click();
    await expect(panel).toBeHidden();
  });
});

test.describe('at 1366×768', () => {
  test.use({ viewport: desktop });

  test("the header's links show without a Menu button", async ({ home, page }) => {
    const chrome = new SiteChrome(page);
    await home.goto();
    await expect(chrome.menuButton).toBeHidden();
    await expect(chrome.links).toHaveText(['Alugar', 'Comprar', 'Lançamentos', /^Cadastre seu Imóvel/]);
    for (const link of await chrome.links.all()) await expect(link).toBeVisible();
  });

  test('short pages keep their footer on the screen', async ({ page }) => {
    const chrome = new SiteChrome(page);
    await page.goto('/horarios');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Horário de Atendimento');
    await expect(chrome.footer).toBeVisible();
    const hoursFooter = await boxOf(chrome.footer);
    expect(hoursFooter.y + hoursFooter.height).toBeLessThanOrEqual(desktop.height + 0.5);

    const missing = new MissingPropertyPage(page);
    await missing.goto();
    await expect(missing.title).toHaveText('Erro ao localizar imóvel');
    const missingFooter = await boxOf(chrome.footer);
    expect(missingFooter.y + missingFooter.height).toBeLessThanOrEqual(desktop.height + 0.5);
  });
});
