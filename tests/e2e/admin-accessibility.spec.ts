import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { makePhoto, photoFolder } from './support/photoFiles';
import { createStaffAccount } from './support/staffAccounts';
import { adminLogin, asAdminRest, propertiesVisibleTo } from './support/staff';
import { PortalsPage } from './pages/PortalsPage';

/** The REST form of an approved house marked for the portals, held back for its missing photos and address. */
function markedForThePortals(title: string): FormData {
  const form = new FormData();
  const fields = {
    title,
    operation: 'sale',
    type: 'house',
    status: 'approved',
    price: '500000',
    city: 'Campinas',
    portal_publish: '1',
    portal_level: 'premium',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

test.describe('back-office accessibility (axe-core)', () => {
  // Each axe-core pass over a Blueprint screen takes a few seconds.
  test.describe.configure({ timeout: 60_000 });

  test('the login screen, empty and with its snackbar', async ({ loginPage, page }) => {
    await loginPage.goto();
    expect(await seriousViolations(page)).toEqual([]);
    await loginPage.submit.click();
    await expect(loginPage.snackbar('Por favor, preencha todos os campos.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the dashboard, its alerts and user menu, with the side menu open and collapsed', async ({ signIn, shell, page }) => {
    await signIn(adminLogin());
    await expect(page.getByRole('heading', { name: 'Treinamentos e Comunicados' })).toBeVisible();
    await expect(page.locator('iframe').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await shell.openAlerts();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await shell.openUserMenu('Administrador');
    await expect(page.getByText('Olá, Administrador')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await shell.menuToggle.click();
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'false');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the property list and its dialogs', async ({ signedIn, propertyList, page }) => {
    await signedIn(adminLogin());
    await propertyList.goto();
    await expect(propertyList.count).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const [first] = await propertyList.codes();
    await propertyList.changeStatusButton(first ?? '').click();
    await expect(propertyList.statusDialog).toBeVisible();
    await propertyList.statusDialog.getByLabel(/^Status/).selectOption({ label: 'Selecione' });
    await propertyList.statusDialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(propertyList.statusDialog.getByText('O status é obrigatório')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await propertyList.statusDialog.getByRole('button', { name: 'Cancelar' }).click();

    await propertyList.deleteButton(first ?? '').click();
    await expect(propertyList.deleteDialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the property list on a small screen, and with nothing found', async ({ signIn, propertyList, page }) => {
    await signIn(adminLogin());
    await page.setViewportSize({ width: 360, height: 740 });
    await propertyList.goto();
    await expect(propertyList.count).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await propertyList.search.fill('nenhum imóvel tem este título');
    await expect(page.getByText('Nenhum imóvel encontrado.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the property form on edit: both tabs, with photos marked and chosen', async ({ signedIn, propertyForm, page }) => {
    const folder = await photoFolder();
    const approved = (await propertiesVisibleTo(adminLogin())).find((property) => property.status === 'approved');
    await signedIn(adminLogin());
    await page.goto(`/app/imoveis/editar/${approved?.id ?? 1}`);
    await expect(propertyForm.field('Título')).toHaveValue(/.+/);
    expect(await seriousViolations(page)).toEqual([]);
    await propertyForm.photosTab.click();
    await expect(propertyForm.currentPhotos().first()).toBeVisible();
    await propertyForm.form.getByRole('button', { name: 'Remover a foto 1' }).click();
    await propertyForm.field('Nova foto principal').setInputFiles(await makePhoto(folder, 'capa.jpg', 'jpeg'));
    await expect(propertyForm.form.getByRole('img', { name: 'Prévia da nova foto principal' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the property form on create, with its messages, on a small screen', async ({ signIn, propertyForm, page }) => {
    await signIn(adminLogin());
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/app/imoveis/novo');
    await propertyForm.field('Tipo').selectOption({ label: 'Terreno' });
    await propertyForm.submit.click();
    await expect(propertyForm.field('Título')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the Portais screen, on a large and a small screen, with its confirmation to replace the feed address', async ({
    signedIn,
    page,
    records,
  }) => {
    const title = `Casa marcada para os portais ${Date.now()}`;
    records.property(title);
    await asAdminRest('POST', 'properties', markedForThePortals(title));
    const portals = new PortalsPage(page);
    await signedIn(adminLogin());
    await portals.goto();
    await expect(portals.summary).toBeVisible();
    await expect(portals.reasons(title).first()).toBeVisible();
    await expect(portals.feedAddress).toHaveValue(/token=/);
    expect(await seriousViolations(page)).toEqual([]);

    await portals.regenerateButton.click();
    await expect(portals.regenerateDialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await portals.regenerateDialog.getByRole('button', { name: 'Cancelar' }).click();

    await page.setViewportSize({ width: 360, height: 740 });
    await portals.filter.selectOption({ label: 'Com pendências' });
    await expect(portals.summary).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the screen of a user without the permission', async ({ signedIn, page, records }) => {
    await signedIn(await createStaffAccount(records, 'Paulo Teixeira', 'broker', []));
    await page.goto('/app/imoveis');
    await expect(page.getByRole('heading', { name: 'Sem permissão' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
