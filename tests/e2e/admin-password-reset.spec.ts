import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { createStaffAccount } from './support/staffAccounts';

const REQUESTED =
  'Se este e-mail for de alguém da equipe, enviamos para ele um link para criar uma nova senha. O link vale por 30 minutos.';

test.describe("'Esqueci minha senha'", () => {
  test('a broker asks for a link, creates a new password with it, signs in with it, and the link works once', async ({
    loginPage,
    signIn,
    page,
    records,
  }) => {
    test.setTimeout(90_000);
    const broker = await createStaffAccount(records, 'Sílvia Reset', 'broker', ['imoveis']);
    await loginPage.goto();
    await loginPage.forgotPassword.click();
    const request = page.getByRole('form', { name: 'Esqueci minha senha' });
    await request.getByRole('button', { name: 'Enviar link' }).click();
    await expect(request.getByLabel('E-mail')).toHaveAccessibleDescription('Informe o e-mail da sua conta.');
    await request.getByLabel('E-mail').fill(broker.email);
    await request.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByRole('status').filter({ hasText: REQUESTED })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const mail = await waitForMail(
      (candidate) => candidate.to.includes(broker.email) && candidate.subject === 'Link para criar uma nova senha',
      `to ${broker.email}`,
    );
    const link = /https?:\/\/\S+\/app\/redefinir-senha#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const address = new URL(link ?? '');
    await page.goto(`${address.pathname}${address.hash}`);
    const reset = page.getByRole('form', { name: 'Criar uma nova senha' });
    await reset.getByLabel(/^Nova senha/).fill('nova-senha-da-silvia');
    await reset.getByLabel(/^Confirme a nova senha/).fill('outra-coisa');
    await reset.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(reset.getByLabel(/^Confirme a nova senha/)).toHaveAttribute('aria-invalid', 'true');
    await reset.getByLabel(/^Confirme a nova senha/).fill('nova-senha-da-silvia');
    await reset.getByRole('button', { name: 'Salvar nova senha' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'Senha alterada com sucesso! Entre com a nova senha.' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await signIn({ ...broker, password: 'nova-senha-da-silvia' });
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    // The same link again: used, it says so and leads to ask for another.
    await page.goto(`${address.pathname}${address.hash}`);
    await page
      .getByRole('form', { name: 'Criar uma nova senha' })
      .getByLabel(/^Nova senha/)
      .fill('mais-uma-senha');
    await page
      .getByRole('form', { name: 'Criar uma nova senha' })
      .getByLabel(/^Confirme a nova senha/)
      .fill('mais-uma-senha');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByRole('status')).toContainText('Este link para criar uma nova senha não vale mais');
    await expect(page.getByRole('link', { name: 'Pedir outro link' })).toBeVisible();
  });
});
