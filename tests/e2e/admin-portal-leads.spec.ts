import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import path from 'node:path';
import { seriousViolations } from './support/axe';
import { allProperties, pick } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { adminLogin, brokerLogin, newLeadsVisibleTo } from './support/staff';
import { createStaffAccount } from './support/staffAccounts';
import { LoginPage } from './pages/LoginPage';
import { LeadDetailPage, LeadListPage } from './pages/LeadPages';
import { PortalsPage } from './pages/PortalsPage';

const fixtures = path.resolve(import.meta.dirname, '../../api/src/leads/portal-documents/fixtures');
const GRUPO_OLX = 'ZAP Imóveis, Viva Real e OLX';
const CHAVES_NA_MAO = 'Chaves na Mão';
const phone = { width: 390, height: 844 };

function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as Record<string, unknown>;
}

/** Generates the portal's address: at once the first time, after confirming when it replaces one. */
async function generateAddress(portals: PortalsPage, portal: string): Promise<void> {
  const first = portals.generateLeadAddress(portal);
  const again = portals.regenerateLeadAddress(portal);
  await expect(first.or(again)).toBeVisible();
  if (await first.isVisible()) {
    await first.click();
    return;
  }
  await again.click();
  await portals.leadAddressDialog.getByRole('button', { name: 'Gerar novo endereço' }).click();
}

/**
 * The portals' lead addresses on the Portais screen. Each test works on a portal of its own, since generating an
 * address ends the one before: Grupo OLX for a lead that arrives, Chaves na Mão for a document that cannot be read.
 */
/** The ZAP Imóveis leads 'Desempenho' counts in the period it opens with, summed over its weeks. */
async function zapLeadsCounted(page: Page): Promise<number> {
  await page.goto('/app/desempenho');
  const table = page.getByRole('table', { name: 'Leads por semana e origem' });
  await expect(table).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.indexOf('ZAP Imóveis');
  if (column < 0) return 0;
  const cells = await table
    .locator('tbody tr')
    .evaluateAll((rows, index) => rows.map((row) => row.children[index]?.textContent ?? '0'), column);
  return cells.reduce((sum, cell) => sum + Number(cell.replace(/\D/g, '') || '0'), 0);
}

/** A 1×1 transparent PNG. */
const BLANK_THUMBNAIL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.describe('the portals’ leads', () => {
  // Generating a portal's address ends the one before: the tests that generate one take turns.
  test.describe.configure({ mode: 'serial' });

  // The Portais screen also lists every listing with its photo, and other tests delete their listings (and so their
  // photos) while this one runs; the listing is tested in admin-portals.spec.ts, the leads' part here.
  test.beforeEach(async ({ page }) => {
    await page.route(/\/images\/[^/?]+\.jpg\?w=\d+$/, (route) => route.fulfill({ contentType: 'image/png', body: BLANK_THUMBNAIL }));
  });

  test('the Grupo OLX address is generated and copied once, and a document posted to it is a lead in the inbox', async ({
    signedIn,
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const tag = `${test.info().workerIndex}${Date.now()}`;
    const name = `Mariana Portal ${tag}`;
    const property = pick(await allProperties(), (candidate) => Boolean(candidate.code), 'property with a code');
    const portals = new PortalsPage(page);
    await signedIn(adminLogin());
    await page.setViewportSize(phone);
    await portals.goto();
    await expect(portals.leadsSection).toBeVisible();
    await expect(portals.leadPortal(GRUPO_OLX)).toContainText('Canal Pro');

    await generateAddress(portals, GRUPO_OLX);
    await expect(page.getByRole('alert').filter({ hasText: 'Endereço gerado. Copie-o agora e cadastre-o no portal.' })).toBeVisible();
    await expect(portals.leadPortal(GRUPO_OLX)).toContainText('não será mostrado de novo');
    await expect(portals.leadPortal(GRUPO_OLX)).toContainText(/Endereço gerado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./);
    await expect(portals.leadField('Usuário', GRUPO_OLX)).toHaveCount(0);
    const address = await portals.leadField('Endereço', GRUPO_OLX).inputValue();
    expect(address).toMatch(new RegExp(`^${baseURL ?? ''}/portais/leads/grupo-olx/[\\w-]{32}$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await seriousViolations(page)).toEqual([]);

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await portals.copyLeadField('Endereço', GRUPO_OLX).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Copiado para a área de transferência!' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(address);

    // Replacing it is asked first; cancelled, the address stays as it was.
    await portals.regenerateLeadAddress(GRUPO_OLX).click();
    await expect(portals.leadAddressDialog).toContainText('deixa de funcionar na hora');
    expect(await seriousViolations(page)).toEqual([]);
    await portals.leadAddressDialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(portals.leadAddressDialog).toBeHidden();
    await expect(portals.leadField('Endereço', GRUPO_OLX)).toHaveValue(address);

    // The portal posts its document to the copied address, as its server would.
    const leadDocument = { ...fixture('grupo-olx-lead.json'), originLeadId: `e2e-${tag}`, name, clientListingId: property.code };
    const posted = await page.request.post(copied, { data: leadDocument });
    expect(posted.status()).toBe(201);
    expect(await posted.json()).toMatchObject({ message: 'Lead recebido.' });
    expect((await page.request.post(copied, { data: leadDocument })).status()).toBe(200);

    // Shown once: after a reload only the date remains.
    await page.reload();
    await expect(portals.regenerateLeadAddress(GRUPO_OLX)).toBeVisible();
    await expect(portals.leadField('Endereço', GRUPO_OLX)).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    const inbox = new LeadListPage(page);
    await inbox.goto();
    await inbox.search.fill(name);
    await expect(inbox.count).toHaveText('1 lead encontrado');
    await expect(inbox.openLink(name)).toBeVisible();
    await expect(inbox.table).toContainText('Viva Real');
    await expect(inbox.table).toContainText(property.code);
  });

  test('a Chaves na Mão document that cannot be read is refused and shown under Recebidos com erro', async ({ signedIn, page }) => {
    const portals = new PortalsPage(page);
    await signedIn(adminLogin());
    await portals.goto();
    await generateAddress(portals, CHAVES_NA_MAO);
    const address = await portals.leadField('Endereço', CHAVES_NA_MAO).inputValue();
    const user = await portals.leadField('Usuário', CHAVES_NA_MAO).inputValue();
    const password = await portals.leadField('Senha', CHAVES_NA_MAO).inputValue();
    expect(address).toMatch(/\/portais\/leads\/chaves-na-mao$/);
    expect(password).toMatch(/^[\w-]{32}$/);

    const broken = `{"id": "e2e-${test.info().workerIndex}${Date.now()}", "name": `;
    const authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    const posted = await page.request.post(address, {
      headers: { authorization, 'content-type': 'application/json' },
      data: Buffer.from(broken),
    });
    expect(posted.status()).toBe(400);
    expect(await posted.json()).toEqual({ message: 'Lead recusado: O corpo não é um JSON válido.' });

    await page.reload();
    const reject = portals.reject(CHAVES_NA_MAO).filter({ hasText: 'O corpo não é um JSON válido.' }).first();
    await expect(reject).toBeVisible();
    await expect(reject).toContainText(/Recebido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(reject.getByText(broken, { exact: true })).toBeHidden();
    await reject.getByText('Ver o documento recebido').click();
    await expect(reject.getByText(broken, { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a broker holding leads sees the Portais screen without the portals’ lead addresses', async ({ signedIn, page, records }) => {
    const portals = new PortalsPage(page);
    await signedIn(await createStaffAccount(records, 'Rita Corretora', 'broker', ['imoveis', 'leads']));
    await portals.goto();
    await expect(portals.feedSection).toBeVisible();
    await expect(portals.leadsSection).toHaveCount(0);
  });

  test('a ZAP lead for a demo property reaches its broker on duty by itself, who takes it, and Desempenho counts it', async ({
    signedIn,
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const tag = `${test.info().workerIndex}${Date.now()}`;
    const name = `Rafael Plantão ${tag}`;
    // One of Ana Souza's listings in the demo: she is the broker on duty who signs in.
    const property = pick(await allProperties(), (candidate) => candidate.title === 'Casa com piscina no Cambuí', "Ana Souza's house");
    await signedIn(adminLogin());
    const countedBefore = await zapLeadsCounted(page);
    const portals = new PortalsPage(page);
    await portals.goto();
    await generateAddress(portals, GRUPO_OLX);
    const address = await portals.leadField('Endereço', GRUPO_OLX).inputValue();

    const leadDocument = {
      ...fixture('grupo-olx-lead.json'),
      leadOrigin: 'ZAP',
      originLeadId: `e2e-zap-${tag}`,
      name,
      clientListingId: property.code,
    };
    expect((await page.request.post(address, { data: leadDocument })).status()).toBe(201);

    // Nobody touches it: the broker of the property finds it in the alerts, handed to her by the distribution.
    const brokerContext = await browser.newContext({ baseURL });
    const brokerPage = await brokerContext.newPage();
    const login = new LoginPage(brokerPage);
    await login.goto();
    await login.signIn(brokerLogin());
    await brokerPage.waitForURL('**/app/dashboard');
    const inbox = new LeadListPage(brokerPage);
    const lead = new LeadDetailPage(brokerPage);
    await expect(async () => {
      const newLeads = await newLeadsVisibleTo(brokerLogin());
      await brokerPage.reload();
      const alerts = brokerPage.getByRole('button', { name: /^(Alertas|\d+ alertas?: .+)$/ });
      await expect(alerts).toHaveAccessibleName(new RegExp(`: ${newLeads} leads? novos?`), { timeout: 3_000 });
      await inbox.goto(`?busca=${encodeURIComponent(name)}`);
      await inbox.openLink(name).click();
      await expect(lead.history.last()).toContainText('Atribuído a Ana Souza pela distribuição automática', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(brokerPage.getByText('ZAP Imóveis').first()).toBeVisible();

    // She takes it: 'Em atendimento' is its first response.
    await lead.contact(name).start.click();
    await expect(lead.toast('Situação do lead atualizada com sucesso!')).toBeVisible();
    await expect(lead.firstResponse).toHaveText(/^Respondido em /);
    await expect(lead.history.last()).toContainText('Situação alterada para Em atendimento');
    await brokerContext.close();

    await expect.poll(() => zapLeadsCounted(page), { timeout: 15_000 }).toBe(countedBefore + 1);
  });
});
