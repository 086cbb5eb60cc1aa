import { AuditTrailPage, RecordHistoryTab } from './pages/AuditPages';
import { seriousViolations } from './support/axe';
import { registrationsTitled } from './support/database';
import { expect, test } from './support/fixtures';
import { adminLogin, brokerLogin } from './support/staff';

/** Today in São Paulo, as the 'Período' filter takes it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** 'R$ 500.000,00' as the screen writes it: Intl puts a no-break space after 'R$'. */
const PRICE_CHANGE = /Preço: R\$\s500\.000,00 → R\$\s650\.000,00/;

test.describe('back-office audit trail', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a price changed on the property form is in its Histórico and found on the Auditoria screen', async ({
    signedIn,
    propertyForm,
    shell,
    page,
    records,
  }) => {
    const title = `Casa auditada ${test.info().workerIndex}-${Date.now()}`;
    records.property(title);
    const admin = adminLogin();
    await signedIn(admin);
    await page.goto('/app/imoveis/novo');
    await propertyForm.fillRequired(title);
    await propertyForm.submit.click();
    await expect(page).toHaveURL(/\/app\/imoveis$/);
    const [created] = registrationsTitled(title);
    if (created === undefined) throw new Error(`The property ${title} was not saved`);

    // The administrator lowers the price on the form.
    await page.goto(`/app/imoveis/editar/${created.id}`);
    await propertyForm.field('Preço').fill('');
    await propertyForm.field('Preço').pressSequentially('65000000');
    await propertyForm.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Imóvel atualizado com sucesso!' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/imoveis$/);

    // Its Histórico, newest first: the change with who made it, then the creation.
    await page.goto(`/app/imoveis/editar/${created.id}`);
    const history = new RecordHistoryTab(page);
    await history.open();
    await expect(history.tab).toHaveAttribute('aria-selected', 'true');
    const change = history.entryWith(PRICE_CHANGE);
    await expect(change).toBeVisible();
    await expect(change).toContainText('Alterou');
    await expect(change).toContainText(admin.name);
    await expect(change).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(history.entries.first()).toContainText(PRICE_CHANGE);
    await expect(history.entryWith('Criou')).toContainText(/Preço: R\$\s500\.000,00/);
    expect(await seriousViolations(page)).toEqual([]);

    // The form is still there on its own tab.
    await page.getByRole('tab', { name: 'Cadastro', exact: true }).click();
    await expect(propertyForm.field('Título')).toHaveValue(title);

    // The Auditoria screen finds the change by person and period (and by the property itself), kept in the address.
    await page.goto('/app/dashboard');
    await shell.menuLink('Auditoria').click();
    const audit = new AuditTrailPage(page);
    await expect(audit.heading).toBeVisible();
    await expect(page).toHaveTitle('Auditoria | Painel da Imobiliária');
    await audit.person.selectOption({ label: admin.name });
    await audit.from.fill(today());
    await audit.to.fill(today());
    await audit.recordType.selectOption({ label: 'Imóvel' });
    await audit.recordNumber.fill(String(created.id));
    await audit.apply.click();
    await expect(page).toHaveURL(
      new RegExp(`/app/auditoria\\?pessoa=\\d+&tipo=PROPERTY&numero=${created.id}&de=${today()}&ate=${today()}$`),
    );
    const row = audit.rows().filter({ hasText: PRICE_CHANGE });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(admin.name);
    await expect(row).toContainText('Alterou');
    await expect(row.getByRole('link', { name: new RegExp(`— ${title}$`) })).toHaveAttribute('href', `/app/imoveis/editar/${created.id}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The filters come back with the address.
    await page.reload();
    await expect(audit.person).toHaveValue(/^\d+$/);
    await expect(audit.recordNumber).toHaveValue(String(created.id));
    await expect(audit.rows().filter({ hasText: PRICE_CHANGE })).toHaveCount(1);
  });

  test('a broker has no Auditoria in the menu and a clear screen at its address', async ({ signedIn, shell, page }) => {
    await signedIn(brokerLogin());
    await page.goto('/app/auditoria');
    await expect(page.getByRole('heading', { name: 'Sem permissão', level: 1 })).toBeVisible();
    await expect(shell.menuLink('Imóveis')).toBeVisible();
    await expect(shell.menuLink('Auditoria')).toHaveCount(0);
  });
});
