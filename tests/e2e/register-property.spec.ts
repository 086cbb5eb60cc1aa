import { REGISTERED_MESSAGE } from '../../api/src/routes/register';
import type { RegisterPropertyPage } from './pages/RegisterPropertyPage';
import { registrationsTitled } from './support/database';
import { expect, test } from './support/fixtures';
import { fillHouseFigures, storedHouseFigures } from './support/houseFigures';
import { throttleUploads } from './support/network';
import { makeHousePhotos, makePhoto, photoFolder } from './support/photoFiles';
import { knownPostalCodes } from './support/postalCodeService';

async function fillOwner(registerPage: RegisterPropertyPage, email: string): Promise<void> {
  await registerPage.field('Nome').fill('Joana Prado');
  await registerPage.field('Telefone').pressSequentially('19988887777');
  await registerPage.field('E-mail').fill(email);
}

test.describe('owner registration', () => {
  test('a complete registration with real photos is uploaded with progress and stored in analysis', async ({
    registerPage,
    page,
    records,
  }) => {
    const folder = await photoFolder();
    const [house, backyard] = await Promise.all([makeHousePhotos(folder), makePhoto(folder, 'quintal.jpeg', 'jpeg', 480, 360)]);
    const [main, ...others] = [...house, backyard];
    const title = `Casa com quintal e piscina ${test.info().testId}-${Date.now()}`;
    records.property(title);

    await registerPage.goto();
    await registerPage.field('Operação').selectOption({ label: 'Venda e aluguel' });
    await registerPage.field('Tipo do imóvel').selectOption({ label: 'Casa' });
    await registerPage.field('Título do anúncio').fill(title);
    await registerPage.field('Descrição').fill('Casa térrea com quintal amplo.\nRua tranquila e arborizada.');
    await registerPage.field('Destaques').fill('Piscina aquecida\nPerto do parque');
    await fillHouseFigures(registerPage);
    await registerPage.field('Suítes').fill('1');
    await registerPage.field('Vagas de garagem').fill('2');

    await registerPage.field('CEP').pressSequentially(knownPostalCodes.found.digits);
    await expect(registerPage.notification('CEP encontrado com sucesso!')).toBeVisible();
    await expect(registerPage.field('Endereço')).toHaveValue(knownPostalCodes.found.address.logradouro);
    await registerPage.field('Número').fill('120');
    await registerPage.field('Complemento').fill('Casa 2');

    await registerPage.feature('Piscina').check();
    await registerPage.feature('Aceita animais').check();
    await registerPage.feature('Próximo à escola').check();

    await registerPage.field('Foto principal').setInputFiles(main ?? []);
    await registerPage.field('Fotos adicionais').setInputFiles(others);
    await expect(registerPage.form.getByRole('img', { name: /^Prévia da foto/ })).toHaveCount(4);
    await fillOwner(registerPage, 'joana.prado@exemplo.com.br');

    await expect(registerPage.submitButton).toBeDisabled();
    await registerPage.terms.check();
    await expect(registerPage.submitButton).toBeEnabled();

    await throttleUploads(page, 512 * 1024);
    await registerPage.submitButton.click();
    await expect(registerPage.sendingButton).toBeDisabled();
    await expect(registerPage.progress).toBeVisible();
    await expect
      .poll(async () => Number(await registerPage.progress.getAttribute('value')), { message: 'upload progress moves' })
      .toBeGreaterThan(0);

    await expect(page.getByRole('status').filter({ hasText: REGISTERED_MESSAGE })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Cadastro enviado' })).toBeVisible();

    const stored = registrationsTitled(title);
    expect(stored).toHaveLength(1);
    const property = stored[0];
    expect(property).toMatchObject({
      status: 'in_analysis',
      is_active: 0,
      operation: 'both',
      type: 'house',
      ...storedHouseFigures,
      suites: 1,
      garage: 2,
      address: knownPostalCodes.found.address.logradouro,
      number: '120',
      neighborhood: knownPostalCodes.found.address.bairro,
      city: knownPostalCodes.found.address.localidade,
      state: 'SP',
      zip_code: '13025-000',
      contact_name: 'Joana Prado',
      contact_email: 'joana.prado@exemplo.com.br',
      terms_accepted: 1,
    });
    expect(property?.contact_phone?.replace(/\D/g, '')).toBe('19988887777');
    expect(JSON.parse(property?.features ?? '[]')).toEqual(expect.arrayContaining(['pool', 'pet_friendly', 'near_school']));
    const images = JSON.parse(property?.images ?? '[]') as string[];
    expect(images).toHaveLength(4);
    for (const image of images) expect(image).not.toMatch(/fachada|sala|cozinha|quintal/);

    await page.getByRole('button', { name: 'Cadastrar outro imóvel' }).click();
    await expect(registerPage.field('Título do anúncio')).toHaveValue('');
    await expect(registerPage.form.getByRole('img')).toHaveCount(0);
  });

  test("the server's field messages land on their fields", async ({ registerPage, records }) => {
    const folder = await photoFolder();
    const [main, ...others] = await Promise.all(['a.jpg', 'b.jpg', 'c.jpg'].map((name) => makePhoto(folder, name, 'jpeg')));
    const title = `Apartamento no centro ${test.info().testId}-${Date.now()}`;
    records.property(title);

    await registerPage.goto();
    await registerPage.field('Operação').selectOption({ label: 'Aluguel' });
    await registerPage.field('Tipo do imóvel').selectOption({ label: 'Apartamento' });
    await registerPage.field('Título do anúncio').fill(title);
    await registerPage.field('Descrição').fill('Apartamento de dois quartos.');
    await registerPage.field('Preço').pressSequentially('250000');
    await registerPage.field('Endereço').fill('Rua Barão de Jaguara');
    await registerPage.field('Número').fill('900');
    await registerPage.field('Bairro').fill('Centro');
    await registerPage.field('Cidade').fill('Campinas');
    // Two letters, so the form lets it through; the API knows there is no such state.
    await registerPage.field('UF').fill('XX');
    await registerPage.field('Foto principal').setInputFiles(main ?? []);
    await registerPage.field('Fotos adicionais').setInputFiles(others);
    await fillOwner(registerPage, 'joana@exemplo.com.br');
    await registerPage.terms.check();
    await registerPage.submitButton.click();

    await expect(registerPage.notification('Por favor, corrija os erros destacados.')).toBeVisible();
    await expect(registerPage.field('UF')).toHaveAccessibleDescription(/Informe a sigla do estado com 2 letras\./);
    await expect(registerPage.field('UF')).toHaveAttribute('aria-invalid', 'true');
    await expect(registerPage.field('UF')).toBeFocused();
    expect(registrationsTitled(title)).toEqual([]);

    await registerPage.field('UF').fill('SP');
    await expect(registerPage.field('UF')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
