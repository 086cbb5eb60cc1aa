import { LOGIN_FAILED_MESSAGE } from '../../api/src/auth/login';
import { PASSWORD_WORK_BUSY_MESSAGE } from '../../api/src/auth/password-gate';
import { expect, test } from './support/fixtures';
import { replaceStoredToken, storedItemCount, storedToken } from './support/browserSession';
import { adminLogin, brokerLogin, tokenStatus } from './support/staff';

test.describe('back-office login', () => {
  test('empty fields are refused with a snackbar, before asking the server', async ({ loginPage, page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST') requests.push(request.postData() ?? '');
    });
    await loginPage.goto();
    await expect(page).toHaveTitle('Entrar | Painel da Imobiliária');
    await loginPage.submit.click();
    await expect(loginPage.snackbar('Por favor, preencha todos os campos.')).toBeVisible();
    await expect(loginPage.email).toBeFocused();

    await loginPage.email.fill(brokerLogin().email);
    await loginPage.submit.click();
    await expect(loginPage.snackbar('Por favor, preencha todos os campos.')).toBeVisible();
    await expect(loginPage.password).toBeFocused();
    expect(requests.filter((body) => body.includes('Login'))).toEqual([]);
  });

  test("a wrong password shows the server's message, and the snackbar leaves after 3 seconds", async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.signIn({ ...brokerLogin(), password: 'senha-errada' });
    const snackbar = loginPage.snackbar(LOGIN_FAILED_MESSAGE);
    await expect(snackbar).toBeVisible();
    await expect(page).toHaveURL(/\/app\/manager$/);
    await expect(snackbar).toBeHidden({ timeout: 5_000 });
  });

  test("too many sign-ins at once shows the gateway's 429 message, and the next try goes through", async ({
    loginPage,
    page,
    consoleErrors,
  }) => {
    let refusals = 0;
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('mutation Login') || refusals > 0) {
        await route.continue();
        return;
      }
      refusals += 1;
      // What the gateway answers when the API's password gate is full (tests/gateway/back-office-session.test.ts).
      await route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/graphql-response+json; charset=utf-8', 'retry-after': '2' },
        body: JSON.stringify({
          data: null,
          errors: [{ message: PASSWORD_WORK_BUSY_MESSAGE, path: ['login'], extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 2 } }],
        }),
      });
    });
    await loginPage.goto();
    await loginPage.signIn(adminLogin());
    await expect(loginPage.snackbar(PASSWORD_WORK_BUSY_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/manager$/);
    await loginPage.submit.click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    // The browser itself logs the refused request's 429; the page logs nothing.
    const refusalLines = consoleErrors.filter((line) => line.includes('status of 429 (Too Many Requests)'));
    expect(refusalLines).toHaveLength(1);
    consoleErrors.splice(consoleErrors.indexOf(refusalLines[0] ?? ''), 1);
  });

  test('the password can be shown and hidden', async ({ loginPage }) => {
    await loginPage.goto();
    await loginPage.password.fill('segredo');
    await expect(loginPage.password).toHaveAttribute('type', 'password');
    await loginPage.passwordToggle('Mostrar senha').click();
    await expect(loginPage.password).toHaveAttribute('type', 'text');
    await loginPage.passwordToggle('Ocultar senha').click();
    await expect(loginPage.password).toHaveAttribute('type', 'password');
  });

  test('success goes to the dashboard with its videos; the session survives a reload; Sair ends it', async ({ loginPage, shell, page }) => {
    const admin = adminLogin();
    await loginPage.goto();
    await page.route('**/graphql', async (route) => {
      // A slower answer, to see the loading state.
      if (route.request().postData()?.includes('mutation Login')) await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await loginPage.signIn(admin);
    await expect(loginPage.form.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.unroute('**/graphql');

    await expect(page.getByRole('heading', { name: 'Bem-vindo(a), Administrador!', level: 1 })).toBeVisible();
    const videos = page.getByRole('region', { name: 'Treinamentos e Comunicados' });
    await expect(videos.getByRole('heading', { name: 'Treinamentos e Comunicados' })).toBeVisible();
    await expect(videos.locator('iframe').first()).toHaveAttribute(
      'src',
      /^https:\/\/(www\.youtube\.com\/embed\/|player\.vimeo\.com\/video\/)/,
    );
    await expect(videos.getByText('Substituído pelo novo fluxo de contratos.')).toHaveCount(0);
    await videos.getByRole('link', { name: 'Ver todos' }).click();
    await expect(page).toHaveURL(/\/training-videos$/);
    await expect(page.getByRole('heading', { name: 'Biblioteca de Vídeos', level: 1 })).toBeVisible();

    const token = await storedToken(page);
    expect(token).not.toBeNull();
    expect(await tokenStatus(token ?? '')).toBe(200);

    await page.reload();
    await expect(shell.menuLink('Imóveis')).toBeVisible();

    await shell.openUserMenu('Administrador');
    await expect(page.getByText('Olá, Administrador')).toBeVisible();
    await shell.signOutButton.click();
    await expect(page).toHaveURL(/\/app\/manager$/);
    await expect(loginPage.form).toBeVisible();
    expect(await tokenStatus(token ?? '')).toBe(401);

    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/app\/manager$/);
  });

  test('every back-office address but the login needs a session', async ({ page, loginPage }) => {
    for (const address of ['/app/dashboard', '/app/imoveis', '/app/imoveis/novo', '/app/clientes', '/training-videos', '/app']) {
      await page.goto(address);
      await expect(page, address).toHaveURL(/\/app\/manager$/);
      await expect(loginPage.form).toBeVisible();
    }
  });

  test('a session stored in the browser is checked with the server at start', async ({ page, loginPage, shell, signIn }) => {
    await signIn(brokerLogin());
    await expect(shell.menuLink('Imóveis')).toBeVisible();
    // A token the server does not know is dropped when the back office starts.
    await replaceStoredToken(page, 'token-que-o-servidor-nao-conhece');
    await page.reload();
    await expect(page).toHaveURL(/\/app\/manager$/);
    await expect(loginPage.form).toBeVisible();
    expect(await storedItemCount(page)).toBe(0);
  });
});
