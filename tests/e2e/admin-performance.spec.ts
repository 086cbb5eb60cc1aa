import { PerformancePage } from './pages/PerformancePage';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { sidewaysScroll } from './support/layout';
import { assignLeadTo, contactLead, staffIdOf } from './support/leads';
import { adminLogin, brokerLogin } from './support/staff';

const phone = { width: 390, height: 844 };

test.describe('back-office Desempenho', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the administrator sees the weeks by source and the brokers’ times as charts with their tables, on a phone too', async ({
    signedIn,
    shell,
    page,
  }) => {
    // A lead of this week, assigned to the demo broker, so that both charts have something to draw.
    const broker = brokerLogin();
    const tag = `${test.info().workerIndex}${Date.now()}`;
    const leadId = await contactLead(
      { name: `Vera Desempenho ${tag}`, email: `vera.${tag}@exemplo.com.br`, phone: '(19) 98222-3344' },
      'Quero saber do apartamento.',
    );
    await assignLeadTo(leadId, await staffIdOf(broker));

    await signedIn(adminLogin());
    await page.goto('/app/dashboard');
    await shell.menuLink('Desempenho').click();
    const performance = new PerformancePage(page);
    await expect(performance.heading).toBeVisible();
    await expect(page).toHaveTitle('Desempenho | Painel da Imobiliária');

    // The last 12 weeks by default, today's week last.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    await expect(performance.to).toHaveValue(today);
    await expect(performance.sourcesChart).toBeVisible();
    await expect(performance.sourcesTable.getByRole('row')).toHaveCount(1 + 12);
    await expect(performance.sourcesTable.getByRole('columnheader', { name: 'Formulário de contato' })).toBeVisible();
    await expect(performance.brokersChart).toBeVisible();
    await expect(performance.brokerRow(broker.name)).toBeVisible();
    await expect(performance.brokersTable.getByRole('rowheader', { name: /^Toda a imobiliária/ })).toBeVisible();
    await expect(performance.agencyFigure('Leads recebidos')).toHaveText(/^[1-9][\d.]*$/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize(phone);
    await expect(performance.sourcesChart).toBeVisible();
    await performance.brokersTable.scrollIntoViewIfNeeded();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a period is checked before it is asked, kept in the address, and a period without leads says so', async ({ signedIn, page }) => {
    await signedIn(adminLogin());
    const performance = new PerformancePage(page);
    await performance.goto();
    await expect(performance.sourcesChart).toBeVisible();

    await performance.from.fill('2031-03-16');
    await performance.to.fill('2031-03-03');
    await performance.apply.click();
    await expect(page.getByText('A data final deve ser igual ou posterior à data inicial.')).toBeVisible();
    await expect(performance.to).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await performance.from.fill('2031-03-03');
    await performance.to.fill('2031-03-16');
    await performance.apply.click();
    await expect(page).toHaveURL(/\/app\/desempenho\?de=2031-03-03&ate=2031-03-16$/);
    await expect(page.getByText('De 3 de março de 2031 a 16 de março de 2031')).toBeVisible();
    await expect(page.getByText('Nenhum lead chegou neste período.')).toBeVisible();
    await expect(page.getByText('Nenhum lead deste período foi atribuído a um corretor.')).toBeVisible();

    await page.reload();
    await expect(performance.from).toHaveValue('2031-03-03');
    await expect(performance.to).toHaveValue('2031-03-16');
  });

  test('the demo broker has no Desempenho in the menu and a clear screen at its address', async ({ signedIn, shell, page }) => {
    await signedIn(brokerLogin());
    await page.goto('/app/desempenho');
    await expect(page.getByRole('heading', { name: 'Sem permissão', level: 1 })).toBeVisible();
    await expect(shell.menuLink('Desempenho')).toHaveCount(0);
  });
});
