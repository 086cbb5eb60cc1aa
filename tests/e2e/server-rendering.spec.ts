import type { Page, Request } from '@playwright/test';
import { CONTACT_SENT_MESSAGE } from '../../api/src/routes/contact';
import { allProperties, pick } from './support/catalogue';
import { contactMessagesFrom } from './support/database';
import { expect, test } from './support/fixtures';
import { requiredEnv, stackEnv } from './support/env';
import { waitForHydration } from './support/hydration';

/** Records the GraphQL requests and the page loads (documents) the browser makes from now on. */
function watchRequests(page: Page): { graphql: string[]; documents: string[] } {
  const seen = { graphql: [] as string[], documents: [] as string[] };
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/graphql') seen.graphql.push(request.postData() ?? request.url());
    if (request.resourceType() === 'document') seen.documents.push(request.url());
  });
  return seen;
}

test.describe('server-rendered public pages in the browser', () => {
  test('the home and a property page open without a GraphQL request: the page brings its data', async ({ home, propertyPage, page }) => {
    const requests = watchRequests(page);
    await home.goto();
    await expect(home.cards.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.graphql).toEqual([]);

    const property = pick(await allProperties(), (candidate) => candidate.images.length > 0, 'property with photos');
    await propertyPage.goto(property.slug);
    await expect(propertyPage.title).toHaveText(property.title);
    await expect(propertyPage.chatLink).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.graphql).toEqual([]);
  });

  test('after hydration, moving between public pages happens in the page, and filters still work', async ({ home, page }) => {
    await home.goto();
    const requests = watchRequests(page);
    const card = home.cards.first().getByRole('heading');
    const title = await card.innerText();
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await waitForHydration(page.getByRole('main'));

    await home.header.getByRole('link', { name: 'Alugar' }).click();
    await expect(page).toHaveURL(/\/\?op=rent$/);
    await expect(home.operation).toHaveValue('RENT');
    await expect(home.resultCount).toBeVisible();
    await home.operation.selectOption('SALE');
    await home.searchButton.click();
    await expect(page).toHaveURL(/\/\?op=sale$/);
    await expect(home.resultCount).toBeVisible();
    expect(requests.documents).toEqual([]);
    expect(requests.graphql.length).toBeGreaterThan(0);
  });

  test('a page the server sent works as a plain page before any script runs', async ({ browser }) => {
    const property = pick(await allProperties({ operation: 'RENT' }), (candidate) => candidate.price !== null, 'rent with a price');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const response = await page.goto(`${requiredEnv(stackEnv.baseUrl)}/imovel/${property.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title);
      await expect(page.getByText(/^R\$\s[\d.]+,\d{2}\/mês$/)).toBeVisible();
      await expect(page.getByText(property.code, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Falar com o Corretor' })).toHaveAttribute(
        'href',
        /^\/contato\/whatsapp\/imovel\/.+[?&]texto=/,
      );
      await expect(page).toHaveTitle(new RegExp(`^${property.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
    } finally {
      await context.close();
    }
  });

  test('every public page opens and hydrates on a slow phone without moving anything on screen', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      // Each shift with what moved, so that a failure names it: the element's tag, class and first words.
      const shifts: string[] = [];
      Object.assign(window, { layoutShifts: shifts });
      type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
      const describe = (node: Node | null | undefined) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}.${node.className} "${(node.textContent ?? '').slice(0, 30)}"`
          : String(node?.nodeName);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          shifts.push(`${entry.value.toFixed(4)}: ${(entry.sources ?? []).map((source) => describe(source.node)).join(', ')}`);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const property = pick(await allProperties(), (candidate) => candidate.images.length > 0, 'property with photos');
    for (const address of ['/', `/imovel/${property.slug}`, '/horarios', '/privacidade', '/cadastre-seu-imovel']) {
      await page.goto(`${requiredEnv(stackEnv.baseUrl)}${address}`);
      await waitForHydration(page.getByRole('main'));
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
      expect(shifts, address).toEqual([]);
    }
  });

  test('what a visitor types or picks before the script takes the page over is kept, searched and sent', async ({ home, page }) => {
    let releaseScript: () => void = () => {};
    const scriptHeld = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await scriptHeld;
      await route.fallback();
    });
    await page.goto(`${requiredEnv(stackEnv.baseUrl)}/`, { waitUntil: 'commit' });
    const email = `cedo.${test.info().workerIndex}.${Date.now()}@exemplo.com.br`;
    const form = home.contactForm;
    await form.getByLabel('Nome').fill('Maria Lima');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Telefone').fill('(19) 99999-0000');
    await form.getByLabel('Interesse').selectOption({ label: 'Quero alugar' });
    await form.getByLabel('Mensagem').fill('Escrevi antes de a página terminar de carregar.');
    await home.operation.selectOption({ label: 'Alugar' });
    await home.minPrice.fill('100000');

    releaseScript();
    await waitForHydration(home.searchButton);
    await waitForHydration(form);
    await expect(home.minPrice).toHaveValue(/^R\$\s1\.000,00$/);
    await home.searchButton.click();
    await expect(page).toHaveURL(/[?&]op=rent(&|$)/);
    await expect(page).toHaveURL(/[?&]minPrice=1000(&|$)/);

    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(home.contactSection.getByRole('status')).toContainText(CONTACT_SENT_MESSAGE);
    expect(contactMessagesFrom(email)).toEqual([
      { name: 'Maria Lima', email, phone: '(19) 99999-0000', interest: 'rent', message: 'Escrevi antes de a página terminar de carregar.' },
    ]);
  });
});
