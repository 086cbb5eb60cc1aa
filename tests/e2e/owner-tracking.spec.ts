import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { makePhoto, photoFolder } from './support/photoFiles';
import { adminLogin } from './support/staff';

const TRACKING_LINK = /https?:\/\/\S+(\/cadastre-seu-imovel\/acompanhar\/[A-Za-z0-9_-]{43})/;

/** The tracking page's path in a mail's text. */
function trackingPathIn(text: string): string {
  const path = TRACKING_LINK.exec(text)?.[1];
  if (path === undefined) throw new Error(`no tracking link in: ${text}`);
  return path;
}

test.describe("owner's tracking link", () => {
  test('the owner follows the registration from analysis to a rejection with its reason, by the screen and by e-mail', async ({
    registerPage,
    propertyList,
    signedIn,
    page,
    records,
  }) => {
    test.setTimeout(90_000);
    const folder = await photoFolder();
    const [main, ...others] = await Promise.all(['fachada.jpg', 'sala.jpg', 'quintal.jpg'].map((name) => makePhoto(folder, name, 'jpeg')));
    const unique = `${test.info().testId}-${Date.now()}`;
    const title = `Casa para acompanhar ${unique}`;
    const email = `dona.${unique.replace(/[^a-z0-9]/gi, '').toLowerCase()}@exemplo.com.br`;
    records.property(title);

    // The day of the registration in Brasília, whatever the machine's time zone (either side of midnight there).
    const brasiliaDay = () => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date());
    const registrationDays = [brasiliaDay()];
    await registerPage.goto();
    await registerPage.field('Operação').selectOption({ label: 'Venda' });
    await registerPage.field('Tipo do imóvel').selectOption({ label: 'Casa' });
    await registerPage.field('Título do anúncio').fill(title);
    await registerPage.field('Descrição').fill('Casa térrea com quintal.');
    await registerPage.field('Preço').pressSequentially('45000000');
    await registerPage.field('Endereço').fill('Rua Barão de Jaguara');
    await registerPage.field('Número').fill('900');
    await registerPage.field('Bairro').fill('Centro');
    await registerPage.field('Cidade').fill('Campinas');
    await registerPage.field('UF').fill('SP');
    await registerPage.field('Foto principal').setInputFiles(main ?? []);
    await registerPage.field('Fotos adicionais').setInputFiles(others);
    await registerPage.field('Nome').fill('Laura Menezes');
    await registerPage.field('Telefone').pressSequentially('19988880000');
    await registerPage.field('E-mail').fill(email);
    await registerPage.terms.check();
    await registerPage.submitButton.click();

    // The success screen gives the private link, and says it went by e-mail too.
    await expect(page.getByRole('heading', { name: 'Cadastro enviado' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Também enviamos este link para o seu e-mail.', { exact: false })).toBeVisible();
    const link = page.getByRole('link', { name: /^Acompanhar meu cadastro:/ });
    await expect(link).toHaveText(TRACKING_LINK);
    const trackingPath = (await link.getAttribute('href')) ?? '';
    expect(trackingPath).toMatch(/^\/cadastre-seu-imovel\/acompanhar\/[A-Za-z0-9_-]{43}$/);

    const confirmation = await waitForMail(
      (mail) => mail.subject === `Recebemos o cadastro do seu imóvel: ${title}`,
      'of the registration',
    );
    expect(confirmation.to).toEqual([email]);
    // The mail's link has a token of its own (only hashes are kept): it opens the same page.
    const confirmationPath = trackingPathIn(confirmation.text);
    expect(confirmationPath).toMatch(/^\/cadastre-seu-imovel\/acompanhar\/[A-Za-z0-9_-]{43}$/);
    const mailedPage = await page.request.get(confirmationPath);
    expect(mailedPage.status()).toBe(200);
    expect(await mailedPage.text()).toContain(title);

    await link.click();
    await expect(page).toHaveURL(trackingPath);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    registrationDays.push(brasiliaDay());
    const registeredOn = ((await page.getByText(/^Código: /).textContent()) ?? '').replace(/^.* · Cadastrado em /, '');
    expect(registrationDays).toContain(registeredOn);
    await expect(page.getByRole('heading', { name: /^Situação: Em análise$/ })).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(`^${title} — foto \\d de 3$`) })).toHaveCount(3);
    expect(await seriousViolations(page), 'serious accessibility violations on the tracking page').toEqual([]);
    const code = ((await page.getByText(/^Código: /).textContent()) ?? '').replace(/^Código: (\S+).*$/, '$1');
    expect(code).toMatch(/^V-\d+-\d{4}$/);

    // Staff reject it; the dialog asks for the reason first.
    await signedIn(adminLogin());
    await propertyList.gotoSearch(title);
    await propertyList.changeStatusButton(code).click();
    const dialog = propertyList.statusDialog;
    await expect(dialog.getByLabel(/^Motivo/)).toHaveCount(0);
    await dialog.getByLabel(/^Status/).selectOption({ label: 'Rejeitado' });
    const reasonField = dialog.getByLabel(/^Motivo/);
    await expect(reasonField).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(reasonField).toHaveAccessibleDescription(/Informe o motivo da recusa\./);
    const reason = 'As fotos não mostram a fachada do imóvel. Envie uma foto da frente, por favor.';
    await reasonField.fill(reason);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Status do imóvel atualizado com sucesso!' })).toBeVisible();
    await expect(dialog).toBeHidden();
    // Staff read the reason in the property's form too.
    await propertyList.editLink(code).click();
    await expect(page.getByRole('note', { name: /^Motivo da recusa/ })).toContainText(reason);

    // The owner reloads the page: rejected, with the reason staff wrote.
    await page.goto(trackingPath);
    await expect(page.getByRole('heading', { name: /^Situação: Recusado$/ })).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
    expect(await seriousViolations(page), 'serious accessibility violations on the tracking page').toEqual([]);

    // The decision mail carries a link of its own, which opens the same page.
    const decision = await waitForMail((mail) => mail.subject === `Seu imóvel não foi aprovado: ${title} (${code})`, 'of the decision');
    expect(decision.to).toEqual([email]);
    expect(decision.text).toContain(reason);
    const mailedPath = trackingPathIn(decision.text);
    expect(mailedPath).not.toBe(trackingPath);
    await page.goto(mailedPath);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Situação: Recusado$/ })).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
  });
});
