import { expect, test } from './support/fixtures';
import { makePdfNamedAsPhoto, makePhoto, photoFolder } from './support/photoFiles';

test.describe('owner registration rules in the browser', () => {
  test('the submit button stays disabled until the terms are accepted', async ({ registerPage }) => {
    await registerPage.goto();
    await expect(registerPage.submitButton).toBeDisabled();
    await registerPage.terms.check();
    await expect(registerPage.submitButton).toBeEnabled();
    await registerPage.terms.uncheck();
    await expect(registerPage.submitButton).toBeDisabled();
    await expect(registerPage.terms).toHaveAccessibleDescription(/Você deve aceitar a Declaração de Responsabilidade para continuar\./);
  });

  test('an invalid submit marks every field at fault, sums up and focuses the first one', async ({ registerPage, page }) => {
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST' && (request.postData() ?? '').includes('RegisterProperty')) {
        requests += 1;
      }
    });
    await registerPage.goto();
    await registerPage.field('E-mail').fill('joana@');
    await registerPage.field('UF').fill('S');
    await registerPage.field('Quartos').fill('-1');
    await registerPage.terms.check();
    await registerPage.submitButton.click();

    await expect(registerPage.notification('Por favor, corrija os erros destacados.')).toBeVisible();
    await expect(registerPage.form.getByText('Por favor, corrija os erros destacados.')).toBeVisible();
    await expect(registerPage.field('Operação')).toBeFocused();
    for (const label of [
      'Operação',
      'Tipo do imóvel',
      'Título do anúncio',
      'Descrição',
      'Preço',
      'Endereço',
      'Número',
      'Bairro',
      'Cidade',
      'Nome',
      'Telefone',
    ]) {
      await expect(registerPage.field(label), label).toHaveAccessibleDescription(/Campo obrigatório\./);
      await expect(registerPage.field(label), label).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(registerPage.field('E-mail')).toHaveAccessibleDescription(/Por favor, insira um e-mail válido\./);
    await expect(registerPage.field('UF')).toHaveAccessibleDescription(/Informe a sigla do estado com 2 letras\./);
    await expect(registerPage.field('Quartos')).toHaveAccessibleDescription(/O valor não pode ser negativo\./);
    await expect(registerPage.field('Foto principal')).toHaveAccessibleDescription(/Adicione a foto principal\./);
    await expect(registerPage.field('Fotos adicionais')).toHaveAccessibleDescription(
      /Adicione no mínimo 3 fotos \(principal \+ adicionais\)\./,
    );
    await expect(registerPage.field('CEP')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(registerPage.field('Complemento')).not.toHaveAttribute('aria-invalid', 'true');

    await registerPage.field('Operação').selectOption({ label: 'Venda' });
    await expect(registerPage.field('Operação')).not.toHaveAttribute('aria-invalid', 'true');
    await registerPage.submitButton.click();
    await expect(registerPage.field('Tipo do imóvel')).toBeFocused();
    expect(requests).toBe(0);
  });

  test('two photos are not enough', async ({ registerPage }) => {
    const folder = await photoFolder();
    const main = await makePhoto(folder, 'capa.jpg', 'jpeg');
    const other = await makePhoto(folder, 'sala.png', 'png');
    await registerPage.goto();
    await registerPage.field('Foto principal').setInputFiles(main);
    await registerPage.field('Fotos adicionais').setInputFiles(other);
    await registerPage.terms.check();
    await registerPage.submitButton.click();
    await expect(registerPage.field('Fotos adicionais')).toHaveAccessibleDescription(
      /Adicione no mínimo 3 fotos \(principal \+ adicionais\)\./,
    );
    await expect(registerPage.field('Foto principal')).not.toHaveAttribute('aria-invalid', 'true');

    await registerPage.field('Fotos adicionais').setInputFiles(await makePhoto(folder, 'cozinha.jpg', 'jpeg'));
    await expect(registerPage.form.getByRole('img', { name: /^Prévia da foto adicional/ })).toHaveCount(2);
    await expect(registerPage.field('Fotos adicionais')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a PDF named .jpg is refused by its content', async ({ registerPage }) => {
    const folder = await photoFolder();
    const pdf = await makePdfNamedAsPhoto(folder, 'escritura.jpg');
    const photo = await makePhoto(folder, 'quarto.jpg', 'jpeg');
    await registerPage.goto();
    await registerPage.field('Foto principal').setInputFiles(pdf);
    await expect(registerPage.form.getByRole('alert')).toHaveText('Apenas arquivos JPG/PNG são permitidos.');
    await expect(registerPage.field('Foto principal')).toHaveAccessibleDescription(/Apenas arquivos JPG\/PNG são permitidos\./);
    await expect(registerPage.form.getByRole('img')).toHaveCount(0);

    await registerPage.field('Fotos adicionais').setInputFiles([photo, pdf]);
    await expect(registerPage.field('Fotos adicionais')).toHaveAccessibleDescription(/Apenas arquivos JPG\/PNG são permitidos\./);
    await expect(registerPage.form.getByRole('img', { name: 'Prévia da foto adicional 1' })).toBeVisible();
    await expect(registerPage.form.getByRole('img')).toHaveCount(1);
  });

  test('photos show a preview and can be removed', async ({ registerPage }) => {
    const folder = await photoFolder();
    const [first, second, third, replacement] = await Promise.all(
      ['um.jpg', 'dois.png', 'tres.jpg', 'nova-capa.png'].map((name) => makePhoto(folder, name, name.endsWith('.png') ? 'png' : 'jpeg')),
    );
    await registerPage.goto();
    await registerPage.field('Foto principal').setInputFiles(first ?? []);
    const mainPreview = registerPage.form.getByRole('img', { name: 'Prévia da foto principal' });
    await expect(mainPreview).toHaveAttribute('src', /^blob:/);
    await registerPage.field('Foto principal').setInputFiles(replacement ?? []);
    await expect(mainPreview).toHaveCount(1);
    await expect(registerPage.form.getByText('nova-capa.png')).toBeVisible();

    await registerPage.field('Fotos adicionais').setInputFiles([second ?? '', third ?? '']);
    await expect(registerPage.form.getByText('2 de 19 fotos adicionais escolhidas.')).toBeVisible();
    await registerPage.form.getByRole('button', { name: 'Remover foto adicional 1' }).click();
    await expect(registerPage.form.getByText('dois.png')).toHaveCount(0);
    await expect(registerPage.form.getByText('tres.jpg')).toBeVisible();
    await expect(registerPage.field('Fotos adicionais')).toBeFocused();
    await registerPage.form.getByRole('button', { name: 'Remover foto principal' }).click();
    await expect(mainPreview).toHaveCount(0);
  });
});
