import { toast } from './pages/AdminShell';
import { HolidayFormPage, HolidayListPage } from './pages/HolidayPages';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { adminLogin, brokerLogin } from './support/staff';

/** A year of its own for each run, far enough ahead that no demo holiday and no other test is there. */
function testYear(): number {
  return 2050 + Math.floor(Math.random() * 50);
}

test.describe('back-office holidays', () => {
  test.describe.configure({ timeout: 60_000 });

  test("shows this year's demo holidays with their weekdays, with no accessibility violation", async ({ signedIn, page }) => {
    await signedIn(adminLogin());
    const list = new HolidayListPage(page);
    await list.goto();
    await expect(page).toHaveTitle('Feriados | Painel da Imobiliária');
    const year = Number(await list.year.locator('[aria-live]').textContent());
    await expect(list.table.getByText(`25 de dezembro de ${year}`)).toBeVisible();
    await expect(list.table.getByText('Natal', { exact: true })).toBeVisible();
    await expect(list.count).toHaveText('9 feriados');
    expect(await seriousViolations(page)).toEqual([]);

    await list.yearStep(year + 1).click();
    await expect(page).toHaveURL(new RegExp(`ano=${year + 1}`));
    await expect(list.table.getByText(`1 de janeiro de ${year + 1}`)).toBeVisible();
  });

  test('adds a holiday after the required messages, refuses a second one on its day, and deletes it', async ({
    signedIn,
    page,
    records,
  }) => {
    const year = testYear();
    const day = `${year}-03-19`;
    records.holiday(day);
    await signedIn(adminLogin());
    const list = new HolidayListPage(page);
    await list.goto(year);
    await expect(page.getByText('Nenhum feriado cadastrado neste ano.')).toBeVisible();

    await list.addButton.click();
    const form = new HolidayFormPage(page);
    await form.save.click();
    await expect(page.getByText('Informe o dia do feriado.')).toBeVisible();
    await expect(page.getByText('Informe o nome do feriado.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await form.day.fill(day);
    await form.name.fill('São José');
    await form.save.dblclick();
    await expect(toast(page, 'Feriado cadastrado com sucesso!')).toBeVisible();
    await expect(list.heading).toBeVisible();

    await page.goto('/app/feriados/novo');
    await form.day.fill(day);
    await form.name.fill('Outro feriado');
    await form.save.click();
    await expect(page.getByText('Já há um feriado neste dia.')).toBeVisible();

    await list.goto(year);
    await expect(list.count).toHaveText('1 feriado');
    const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    await expect(list.table.getByText(weekday, { exact: true })).toBeVisible();
    await list.deleteButton('São José', `19 de março de ${year}`).click();
    await expect(list.deleteDialog).toContainText(`Excluir o feriado São José, em 19 de março de ${year}?`);
    await list.deleteDialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'Feriado excluído com sucesso!')).toBeVisible();
    await expect(page.getByText('Nenhum feriado cadastrado neste ano.')).toBeVisible();
  });

  test('keeps a broker without the agenda permission out, with no menu entry', async ({ signedIn, page }) => {
    await signedIn(brokerLogin());
    await page.goto('/app/feriados');
    await expect(page.getByRole('heading', { name: 'Sem permissão', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Feriados' })).toHaveCount(0);
  });
});
