import { adminMessages } from '../../web/src/forms/adminMessages';
import { storedItemCount, storedToken } from './support/browserSession';
import { expect, test } from './support/fixtures';
import { watchGraphqlCalls } from './support/network';
import { createStaffAccount } from './support/staffAccounts';
import { alertsLabel } from '../../web/src/admin/shell/alertCounts';
import {
  adminBrokerLogin,
  adminLogin,
  brokerLogin,
  newLeadsVisibleTo,
  overdueKeysVisibleTo,
  propertiesVisibleTo,
  revokeToken,
  tokenStatus,
} from './support/staff';

/**
 * The menu labels of the areas, in menu order; each area is its permission's identifier, but Portais, opened by
 * imoveis, Desempenho, opened by leads (not for a broker), Feriados, opened by agenda, and Auditoria, opened by usuarios.
 */
const { home: _home, ...areaLabels }: Record<string, string> = adminMessages.shell.entries;
const menuOrder = Object.keys(areaLabels);
const OTHER_PERMISSIONS: Record<string, string> = { portais: 'imoveis', desempenho: 'leads', feriados: 'agenda', auditoria: 'usuarios' };
const permissionOf = (area: string) => OTHER_PERMISSIONS[area] ?? area;

/** Areas a broker, who sees only their own leads, never gets, whatever their permissions. */
const WHOLE_AGENCY_AREAS = ['desempenho'];
/** The area a broker always gets, for their own visits, whatever their permissions. */
const OWN_AREAS = ['agenda'];

function expectedMenu(permissions: readonly string[], broker = false): string[] {
  const shown = menuOrder.filter(
    (area) =>
      (permissions.includes(permissionOf(area)) || (broker && OWN_AREAS.includes(area))) && !(broker && WHOLE_AGENCY_AREAS.includes(area)),
  );
  return ['Home', ...shown.map((area) => areaLabels[area] ?? area)];
}

test.describe('back-office shell', () => {
  test('the side menu shows Home and the areas of each user’s permissions', async ({ signIn, shell, page }) => {
    const broker = brokerLogin();
    await signIn(broker);
    await expect(shell.menuLinks).toHaveText(expectedMenu(broker.permissions, true));
    await expect(shell.menuLinks).toHaveText(['Home', 'Imóveis', 'Portais', 'Leads', 'Agenda']);

    await shell.signOut(broker.name);
    await expect(page).toHaveURL(/\/app\/manager$/);

    const manager = adminBrokerLogin();
    await signIn(manager);
    expect(manager.permissions.length).toBeGreaterThan(1);
    await expect(shell.menuLinks).toHaveText(expectedMenu(manager.permissions));

    // Each menu entry opens its area.
    await shell.menuLink('Clientes').click();
    await expect(page).toHaveURL(/\/app\/clientes$/);
  });

  test('the avatar menu opens the signed-in user’s profile (route cadastroUsuario) for those who manage users', async ({
    signIn,
    shell,
    page,
  }) => {
    const broker = brokerLogin();
    await signIn(broker);
    await shell.openUserMenu(broker.name);
    await expect(shell.signOutButton).toBeVisible();
    await expect(page.getByRole('link', { name: 'Meu perfil' })).toHaveCount(0);
    await shell.signOutButton.click();
    await expect(page).toHaveURL(/\/app\/manager$/);

    const admin = adminLogin();
    await signIn(admin);
    await shell.openUserMenu(admin.name);
    await page.getByRole('link', { name: 'Meu perfil' }).click();
    await expect(page).toHaveURL(/\/app\/usuarios\/perfil\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
    await expect(page.getByLabel(/^E-mail/)).toHaveValue(admin.email);
  });

  test('the administrator sees every area; the menu collapses to its icons', async ({ signIn, shell }) => {
    await signIn(adminLogin());
    await expect(shell.menuLinks).toHaveText(['Home', ...Object.values(areaLabels)]);
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'true');
    await shell.menuToggle.click();
    await expect(shell.menuToggle).toHaveAccessibleName('Expandir o menu');
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.sideMenu.getByText('Imóveis')).toHaveClass(/admin-visually-hidden/);
    await expect(shell.menuLink('Imóveis')).toBeVisible();
    await shell.menuToggle.click();
    await expect(shell.sideMenu.getByText('Imóveis')).not.toHaveClass(/admin-visually-hidden/);
  });

  test('a user without the imoveis permission gets a clear screen, not the list', async ({ signIn, shell, page, records }) => {
    const account = await createStaffAccount(records, 'Renata Dias', 'administrative', ['clientes']);
    await signIn(account);
    await expect(shell.menuLinks).toHaveText(['Home', 'Clientes']);
    await page.goto('/app/imoveis');
    await expect(page.getByRole('heading', { name: 'Sem permissão', level: 1 })).toBeVisible();
    await expect(page.getByText('Você não tem permissão para acessar esta página.', { exact: false })).toBeVisible();
    await page.goto('/app/imoveis/editar/1');
    await expect(page.getByRole('heading', { name: 'Sem permissão', level: 1 })).toBeVisible();
    await page.goto('/app/portais');
    await expect(page.getByRole('heading', { name: 'Sem permissão', level: 1 })).toBeVisible();
    await page.goto('/app/leads');
    await expect(page.getByRole('heading', { name: 'Sem permissão', level: 1 })).toBeVisible();
    await page.goto('/app/leads/1');
    await expect(page.getByRole('heading', { name: 'Sem permissão', level: 1 })).toBeVisible();
    await shell.openAlerts();
    await expect(page.getByText('Nenhum alerta.')).toBeVisible();
  });

  test('the alerts list the properties awaiting analysis', async ({ signIn, shell, page }) => {
    test.setTimeout(75_000);
    const admin = adminLogin();
    await signIn(admin);
    // Other tests register properties and send leads meanwhile: compare with what the API counts at the same moment.
    let count = 0;
    await expect(async () => {
      count = (await propertiesVisibleTo(admin)).filter((property) => property.status === 'in_analysis').length;
      const newLeads = await newLeadsVisibleTo(admin);
      const overdueKeys = await overdueKeysVisibleTo(admin);
      await page.reload();
      await shell.alertsButton.waitFor();
      await expect(shell.alertsButton).toHaveAccessibleName(alertsLabel({ newLeads, awaitingAnalysis: count, overdueKeys }), {
        timeout: 3_000,
      });
    }).toPass({ timeout: 45_000 });
    expect(count).toBeGreaterThan(0);
    await shell.openAlerts();
    const panel = shell.alertsPanel;
    await expect(panel.getByText(count === 1 ? '1 imóvel aguardando análise' : `${count} imóveis aguardando análise`)).toBeVisible();
    await expect(panel.getByRole('link', { name: /^[A-Z]+-\d+-\d{4} — / }).first()).toHaveAttribute(
      'href',
      /^\/app\/imoveis\/editar\/\d+$/,
    );
    await panel.getByRole('link', { name: 'Ver todos em análise' }).click();
    await expect(page).toHaveURL(/\/app\/imoveis\?status=IN_ANALYSIS$/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('IN_ANALYSIS');
  });

  test('a session revoked elsewhere sends the user back to the login at the next call', async ({ signIn, shell, page, loginPage }) => {
    const graphqlCalls = watchGraphqlCalls(page);
    await signIn(adminLogin());
    await expect(shell.menuLink('Imóveis')).toBeVisible();
    // The dashboard's own loads end first, so that the click below makes the first call after the revocation.
    await graphqlCalls.settled();
    const revoked = await storedToken(page);
    if (revoked === null) throw new Error('No session is stored after signing in');
    await revokeToken(revoked);

    await shell.menuLink('Imóveis').click();
    await expect(page).toHaveURL(/\/app\/manager$/);
    await expect(loginPage.form).toBeVisible();
    expect(await storedItemCount(page)).toBe(0);

    // Signing in again works, with a new token.
    await loginPage.signIn(adminLogin());
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const renewed = await storedToken(page);
    expect(renewed).not.toBeNull();
    expect(renewed).not.toBe(revoked);
    expect(await tokenStatus(renewed ?? '')).toBe(200);
  });
});
