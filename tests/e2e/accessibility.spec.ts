import { seriousViolations } from './support/axe';
import { allProperties, pick } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { makePhoto, photoFolder } from './support/photoFiles';
import { knownPostalCodes } from './support/postalCodeService';

test.describe('accessibility (axe-core)', () => {
  test('the home page, filtered and on a small screen', async ({ home, page }) => {
    await home.goto();
    await expect(home.launches).toBeVisible();
    await expect(home.consultants.getByRole('listitem').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 740 });
    await home.goto('?op=rent&bedrooms=2');
    await home.contactForm.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(home.contactForm.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the property page, the error page and the hours page', async ({ propertyPage, page }) => {
    const property = pick(await allProperties(), (candidate) => candidate.images.length > 1, 'property with photos');
    await propertyPage.goto(property.slug);
    await expect(propertyPage.title).toHaveText(property.title);
    expect(await seriousViolations(page)).toEqual([]);

    await propertyPage.goto('imovel-que-nao-existe-1');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/horarios');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the owner registration page: empty, with its messages, as land with photos on a small screen', async ({ registerPage, page }) => {
    await registerPage.goto();
    expect(await seriousViolations(page)).toEqual([]);

    await registerPage.terms.check();
    await registerPage.submitButton.click();
    await expect(registerPage.notification('Por favor, corrija os erros destacados.')).toBeVisible();
    await registerPage.field('CEP').pressSequentially(knownPostalCodes.failing.digits);
    await expect(registerPage.notification('Erro ao buscar CEP.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const folder = await photoFolder();
    await page.setViewportSize({ width: 360, height: 740 });
    await registerPage.field('Tipo do imóvel').selectOption({ label: 'Terreno' });
    await registerPage.field('Foto principal').setInputFiles(await makePhoto(folder, 'capa.jpg', 'jpeg'));
    await registerPage.field('Fotos adicionais').setInputFiles(await makePhoto(folder, 'lote.png', 'png'));
    await expect(registerPage.form.getByRole('img')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the contact form's success screen", async ({ home, page }) => {
    await home.goto();
    const form = home.contactForm;
    await form.getByLabel('Nome').fill('Maria Lima');
    await form.getByLabel('E-mail').fill(`acessibilidade.${Date.now()}@exemplo.com.br`);
    await form.getByLabel('Telefone').fill('(19) 99999-0000');
    await form.getByLabel('Mensagem').fill('Olá!');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(home.contactSection.getByRole('button', { name: 'Enviar outra mensagem' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
