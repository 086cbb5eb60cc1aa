import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { LeadListPage } from './pages/LeadPages';
import { toast } from './pages/AdminShell';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { adminLogin, brokerLogin } from './support/staff';

/** The 'Privacidade' screen, /app/privacidade: the search, what was found by kind, and the retention of leads. */
class PrivacyScreen {
  readonly heading: Locator;
  readonly searchForm: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly search: Locator;
  readonly results: Locator;
  readonly download: Locator;
  readonly anonymize: Locator;
  readonly retention: Locator;
  readonly months: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Privacidade' });
    this.searchForm = page.getByRole('form', { name: 'Buscar os dados de uma pessoa' });
    this.email = this.searchForm.getByLabel('E-mail');
    this.phone = this.searchForm.getByLabel('Telefone');
    this.search = this.searchForm.getByRole('button', { name: 'Buscar' });
    this.results = page.getByRole('region', { name: 'Dados encontrados' });
    this.download = this.results.getByRole('button', { name: 'Baixar dados (JSON e CSV)' });
    this.anonymize = this.results.getByRole('button', { name: 'Anonimizar dados' });
    this.retention = page.getByRole('region', { name: 'Prazo de guarda dos leads' });
    this.months = this.retention.getByLabel(/^Prazo de guarda \(meses\)/);
  }

  /** The table of one kind of record, named by its heading ('Leads (1)'). */
  group(title: string): Locator {
    return this.results.getByRole('table', { name: new RegExp(`^${title} \\(\\d+\\)$`) });
  }
}

test.describe('back-office privacy (LGPD)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a visitor’s message is found by the e-mail, downloaded, anonymized after confirming, and found no more', async ({
    home,
    signedIn,
    shell,
    page,
  }) => {
    const tag = `${test.info().workerIndex}${Date.now()}`;
    // A phone of its own (an area code the demo content does not use), so that the search finds this visitor alone.
    const digits = tag.slice(-8);
    const visitor = {
      name: `Helena Titular ${tag}`,
      email: `helena.titular.${tag}@exemplo.com.br`,
      phone: `(48) 9${digits.slice(0, 4)}-${digits.slice(4)}`,
    };

    // A visitor writes through the contact form on the home page.
    await home.goto();
    const form = home.contactForm;
    await form.getByLabel('Nome').fill(visitor.name);
    await form.getByLabel('E-mail').fill(visitor.email);
    await form.getByLabel('Telefone').fill(visitor.phone);
    await form.getByLabel('Mensagem').fill('Quero saber quais dados vocês guardam sobre mim.');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(home.contactSection.getByRole('status')).toBeVisible();

    // The administrator opens 'Privacidade' from the menu; an empty search asks for an e-mail or a phone.
    await signedIn(adminLogin());
    await page.goto('/app/dashboard');
    await shell.menuLink('Privacidade').click();
    await expect(page).toHaveURL(/\/app\/privacidade$/);
    await expect(page).toHaveTitle('Privacidade | Painel da Imobiliária');
    const privacy = new PrivacyScreen(page);
    await expect(privacy.heading).toBeVisible();
    await privacy.search.click();
    await expect(privacy.searchForm.getByText('Informe o e-mail ou o telefone da pessoa.')).toBeVisible();
    await expect(privacy.email).toBeFocused();

    // Found by the e-mail: the message, its lead and the consent, each in its table.
    await privacy.email.fill(visitor.email.toUpperCase());
    await privacy.search.click();
    await expect(privacy.results.getByText(`Busca por ${visitor.email.toUpperCase()}`)).toBeVisible();
    await expect(privacy.group('Mensagens de contato')).toContainText(visitor.name);
    await expect(privacy.group('Mensagens de contato')).toContainText('Quero saber quais dados vocês guardam sobre mim.');
    await expect(privacy.group('Leads')).toContainText(visitor.email);
    await expect(privacy.group('Leads')).toContainText('Formulário de contato');
    const consent = privacy.group('Consentimentos');
    await expect(consent).toContainText('Formulário de contato');
    await expect(consent).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(privacy.results.getByRole('heading', { name: 'Clientes (0)' })).toBeVisible();
    await expect(privacy.results.getByText('Nenhum registro deste tipo.').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The download: a zip of the JSON and the CSV, both naming the person.
    const [download] = await Promise.all([page.waitForEvent('download'), privacy.download.click()]);
    expect(download.suggestedFilename()).toMatch(/^dados-pessoais-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(files).sort()).toEqual(['dados-pessoais.csv', 'dados-pessoais.json']);
    expect(strFromU8(files['dados-pessoais.json']!)).toContain(visitor.email);
    expect(strFromU8(files['dados-pessoais.csv']!)).toContain(visitor.email);
    expect(strFromU8(files['dados-pessoais.json']!)).toContain(visitor.name);

    // The lead inbox finds the person before the anonymization.
    const inbox = new LeadListPage(page);
    const inboxSearch = `?busca=${encodeURIComponent(visitor.email)}`;
    await inbox.goto(inboxSearch);
    await expect(inbox.count).toHaveText('1 lead encontrado');

    // Anonymized after confirming: the dialog says what happens and that it cannot be undone; 'Cancelar' keeps all.
    await page.goto('/app/privacidade');
    await privacy.email.fill(visitor.email);
    await privacy.search.click();
    await privacy.anonymize.click();
    const dialog = page.getByRole('dialog', { name: 'Anonimizar os dados desta pessoa?' });
    await expect(dialog).toContainText(visitor.email);
    await expect(dialog).toContainText('Esta ação não pode ser desfeita.');
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    // Checked once the dialog has faded in: halfway, its colours are not yet its own.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(privacy.group('Leads')).toContainText(visitor.email);

    let anonymizations = 0;
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('mutation AnonymizePerson')) anonymizations += 1;
    });
    await privacy.anonymize.click();
    await dialog.getByRole('button', { name: 'Anonimizar', exact: true }).dblclick();
    await expect(dialog).toHaveCount(0);
    await expect(privacy.results.getByRole('status').filter({ hasText: 'Dados da pessoa anonimizados' })).toContainText(
      '1 lead, 1 mensagem de contato e 1 consentimento.',
    );
    await expect(privacy.results.getByText('Nenhum registro encontrado para esta pessoa.')).toBeVisible();
    expect(anonymizations).toBe(1);

    // Searched again, by the e-mail or the phone: nothing; the lead inbox no longer finds the person.
    await privacy.email.fill('');
    await privacy.phone.pressSequentially(`489${digits}`);
    await expect(privacy.phone).toHaveValue(visitor.phone);
    await privacy.search.click();
    await expect(privacy.results.getByText('Nenhum registro encontrado para esta pessoa.')).toBeVisible();
    await expect(privacy.download).toHaveCount(0);
    await inbox.goto(inboxSearch);
    await expect(page.getByText('Nenhum lead encontrado.')).toBeVisible();
  });

  test('the administrators set the retention of leads, saved and kept', async ({ signedIn, page }) => {
    await signedIn(adminLogin());
    await page.goto('/app/privacidade');
    const privacy = new PrivacyScreen(page);
    await expect(privacy.months).toHaveValue('24');

    // Out of range, refused at the field; then saved once, however often 'Salvar' is clicked.
    await privacy.months.fill('0');
    await privacy.retention.getByRole('button', { name: 'Salvar' }).click();
    await expect(privacy.retention.getByText('Informe um prazo entre 1 e 120 meses.')).toBeVisible();
    let saves = 0;
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('mutation SavePrivacySettings')) saves += 1;
    });
    await privacy.months.fill('36');
    await privacy.retention.getByRole('button', { name: 'Salvar' }).dblclick();
    await expect(toast(page, 'Prazo de guarda dos leads salvo com sucesso!')).toBeVisible();
    expect(saves).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await expect(privacy.months).toHaveValue('36');
    // Back to the product's own period, for the other tests.
    await privacy.months.fill('24');
    await privacy.retention.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Prazo de guarda dos leads salvo com sucesso!')).toBeVisible();
  });

  test('a broker has no Privacidade in the menu and a clear screen at its address', async ({ signedIn, shell, page }) => {
    await signedIn(brokerLogin());
    await page.goto('/app/privacidade');
    await expect(page.getByRole('heading', { name: 'Sem permissão', level: 1 })).toBeVisible();
    await expect(shell.menuLink('Imóveis')).toBeVisible();
    await expect(shell.menuLink('Privacidade')).toHaveCount(0);
  });
});
