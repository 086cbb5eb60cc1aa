import { company } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { knownPostalCodes } from './support/postalCodeService';

test.describe('owner registration fields', () => {
  test("the home's 'Cadastre seu Imóvel' opens the form in a new tab", async ({ home, page }) => {
    const agency = await company();
    await home.goto();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      home.header.getByRole('link', { name: /Cadastre seu Imóvel/ }).click(),
    ]);
    await expect(tab).toHaveURL(/\/cadastre-seu-imovel$/);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Cadastre seu Imóvel');
    await expect(tab).toHaveTitle(`Cadastre seu Imóvel | ${agency.name}`);
    await expect(tab.getByRole('form', { name: 'Cadastre seu Imóvel' })).toBeVisible();
    await tab.close();
  });

  test('land hides the rooms, shows its own fields, and switching away clears them', async ({ registerPage }) => {
    await registerPage.goto();
    const rooms = ['Quartos', 'Suítes', 'Banheiros', 'Vagas de garagem'];
    const landFields = ['Nome do loteamento', 'Previsão de entrega'];
    for (const label of rooms) await expect(registerPage.field(label)).toBeVisible();
    for (const label of landFields) await expect(registerPage.field(label)).toHaveCount(0);
    await expect(registerPage.form.getByRole('checkbox', { name: 'Pronto para construir' })).toHaveCount(0);

    await registerPage.field('Tipo do imóvel').selectOption({ label: 'Terreno' });
    for (const label of rooms) await expect(registerPage.field(label)).toHaveCount(0);
    await expect(registerPage.section('Cômodos')).toHaveCount(0);
    await expect(registerPage.section('Terreno')).toBeVisible();
    await registerPage.field('Nome do loteamento').fill('Residencial das Palmeiras');
    await registerPage.field('Previsão de entrega').fill('2027-06-30');
    await registerPage.form.getByRole('checkbox', { name: 'Pronto para construir' }).check();

    await registerPage.field('Tipo do imóvel').selectOption({ label: 'Casa' });
    for (const label of rooms) await expect(registerPage.field(label)).toBeVisible();
    for (const label of landFields) await expect(registerPage.field(label)).toHaveCount(0);

    await registerPage.field('Tipo do imóvel').selectOption({ label: 'Terreno' });
    await expect(registerPage.field('Nome do loteamento')).toHaveValue('');
    await expect(registerPage.field('Previsão de entrega')).toHaveValue('');
    await expect(registerPage.form.getByRole('checkbox', { name: 'Pronto para construir' })).not.toBeChecked();
  });

  test('CEP, phone and money are masked while typing', async ({ registerPage }) => {
    await registerPage.goto();
    const cep = registerPage.field('CEP');
    await cep.pressSequentially('1302');
    await expect(cep).toHaveValue('1302');
    await cep.pressSequentially('5x00');
    await expect(cep).toHaveValue('13025-00');
    await cep.pressSequentially('0123');
    await expect(cep).toHaveValue('13025-000');

    const phone = registerPage.field('Telefone');
    await phone.pressSequentially('19');
    await expect(phone).toHaveValue('(19');
    await phone.pressSequentially('3333444');
    await expect(phone).toHaveValue('(19) 33334-44');
    await phone.pressSequentially('4');
    await expect(phone).toHaveValue('(19) 3333-4444');
    await phone.pressSequentially('5');
    await expect(phone).toHaveValue('(19) 33334-4445');
    await phone.pressSequentially('6');
    await expect(phone).toHaveValue('(19) 33334-4445');
    await phone.fill('+55 (11) 98765-4321');
    await expect(phone).toHaveValue('(55) 11987-6543');

    const price = registerPage.field('Preço');
    await price.pressSequentially('1');
    await expect(price).toHaveValue(/^R\$\s0,01$/);
    await price.pressSequentially('2345');
    await expect(price).toHaveValue(/^R\$\s123,45$/);
    await price.pressSequentially('00');
    await expect(price).toHaveValue(/^R\$\s12\.345,00$/);
    const iptu = registerPage.field('Valor do IPTU');
    await iptu.pressSequentially('abc99');
    await expect(iptu).toHaveValue(/^R\$\s0,99$/);
  });

  test('a CEP found fills the address', async ({ registerPage }) => {
    const { digits, address } = knownPostalCodes.alsoFound;
    await registerPage.goto();
    await registerPage.field('CEP').pressSequentially(digits);
    await expect(registerPage.notification('CEP encontrado com sucesso!')).toBeVisible();
    await expect(registerPage.field('CEP')).toHaveValue(address.cep);
    await expect(registerPage.field('Endereço')).toHaveValue(address.logradouro);
    await expect(registerPage.field('Bairro')).toHaveValue(address.bairro);
    await expect(registerPage.field('Cidade')).toHaveValue(address.localidade);
    await expect(registerPage.field('UF')).toHaveValue(address.uf);
  });

  test('a CEP not found asks for the address by hand', async ({ registerPage }) => {
    await registerPage.goto();
    await registerPage.field('Cidade').fill('Valinhos');
    await registerPage.field('CEP').pressSequentially(knownPostalCodes.notFound.digits);
    await expect(registerPage.notification('CEP não encontrado. Por favor, preencha o endereço manualmente.')).toBeVisible();
    await expect(registerPage.field('Cidade')).toHaveValue('Valinhos');
    await expect(registerPage.field('Endereço')).toHaveValue('');
    await expect(registerPage.field('CEP')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a failed CEP lookup says so at the field until the CEP changes', async ({ registerPage }) => {
    await registerPage.goto();
    const cep = registerPage.field('CEP');
    await cep.pressSequentially(knownPostalCodes.failing.digits);
    await expect(registerPage.notification('Erro ao buscar CEP.')).toBeVisible();
    await expect(cep).toHaveAccessibleDescription(/Erro ao buscar CEP\. Verifique o número e tente novamente\./);
    await expect(cep).toHaveAttribute('aria-invalid', 'true');

    await cep.press('Backspace');
    await expect(cep).not.toHaveAttribute('aria-invalid', 'true');
    await cep.fill('');
    await cep.pressSequentially(knownPostalCodes.found.digits);
    await expect(registerPage.notification('CEP encontrado com sucesso!')).toBeVisible();
    await expect(registerPage.field('Cidade')).toHaveValue(knownPostalCodes.found.address.localidade);
  });

  test('notifications go away after 6 seconds', async ({ registerPage, page }) => {
    await page.clock.install();
    await registerPage.goto();
    // Freeze time once the page is running: from here on only the clock moves it, however slow the machine.
    await page.clock.pauseAt(Date.now() + 60_000);
    await registerPage.field('CEP').pressSequentially(knownPostalCodes.notFound.digits);
    const notice = registerPage.notification('CEP não encontrado. Por favor, preencha o endereço manualmente.');
    await expect(notice).toBeVisible();
    await page.clock.runFor(5_500);
    await expect(notice).toBeVisible();
    await page.clock.runFor(600);
    await expect(notice).toHaveCount(0);
  });
});
