import { chatRedirectTarget } from './support/chatRedirect';
import { expect, test } from './support/fixtures';
import { dropGraphqlOperations, forgiveDroppedRequests } from './support/failedLoads';
import { makeOversizedJpeg, makePdfNamedAsPhoto, photoFolder } from './support/photoFiles';
import { knownPostalCodes } from './support/postalCodeService';
import { registrationsTitled } from './support/database';
import { adminLogin, propertiesVisibleTo } from './support/staff';

/** A pattern matching a text anywhere (a field's description also holds its hint). */
function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

test.describe('back-office property form', () => {
  test('an invalid submit returns to Detalhes with every rule’s message, and sends nothing', async ({ signedIn, propertyForm, page }) => {
    await signedIn(adminLogin());
    await page.goto('/app/imoveis/novo');
    await expect(page).toHaveTitle('Novo imóvel | Painel da Imobiliária');
    let saves = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('CreateProperty')) saves += 1;
    });
    await propertyForm.field('Código').fill('');
    await propertyForm.field('Situação').selectOption({ label: 'Selecione' });
    await propertyForm.field('Quartos').fill('2,5');
    await propertyForm.photosTab.click();
    await propertyForm.submit.click();

    await expect(propertyForm.detailsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'Verifique os campos destacados.' })).toBeVisible();
    await expect(propertyForm.field('Código')).toBeFocused();
    const messages: [string, string][] = [
      ['Código', 'O código é obrigatório.'],
      ['Título', 'O título é obrigatório.'],
      ['Operação', 'A operação é obrigatória.'],
      ['Tipo', 'O tipo é obrigatório.'],
      ['Situação', 'A situação é obrigatória.'],
      ['Preço', 'O preço é obrigatório.'],
      ['Cidade', 'A cidade é obrigatória.'],
      ['Quartos', 'Informe um número inteiro.'],
    ];
    for (const [label, message] of messages) {
      await expect(propertyForm.field(label), label).toHaveAccessibleDescription(containing(message));
      await expect(propertyForm.field(label), label).toHaveAttribute('aria-invalid', 'true');
    }
    expect(saves).toBe(0);

    await propertyForm.field('Título').fill('Casa');
    await expect(propertyForm.field('Título')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('the code starts as the generated one and follows the operation; a code another property has is refused at its field', async ({
    signedIn,
    propertyForm,
    page,
    records,
  }) => {
    const stamp = Date.now();
    const year = new Date().getFullYear();
    records.property(`Casa com código do portal ${stamp}`);
    await signedIn(adminLogin());
    await page.goto('/app/imoveis/novo');
    await expect(propertyForm.field('Código')).toHaveValue(`nº-${year}`);
    await propertyForm.fillRequired(`Casa com código do portal ${stamp}`);
    await expect(propertyForm.field('Código')).toHaveValue(`V-nº-${year}`);
    await propertyForm.field('Operação').selectOption({ label: 'Aluguel' });
    await expect(propertyForm.field('Código')).toHaveValue(`L-nº-${year}`);
    await propertyForm.field('Código').fill(`PORTAL-${stamp}`);
    await propertyForm.field('Operação').selectOption({ label: 'Venda' });
    await expect(propertyForm.field('Código')).toHaveValue(`PORTAL-${stamp}`);
    await propertyForm.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Imóvel cadastrado com sucesso!' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/imoveis$/);

    const duplicateTitle = `Casa com código repetido ${stamp}`;
    records.property(duplicateTitle);
    await page.goto('/app/imoveis/novo');
    await propertyForm.fillRequired(duplicateTitle);
    await propertyForm.field('Código').fill(` portal-${stamp} `);
    await propertyForm.submit.click();
    await expect(propertyForm.field('Código')).toHaveAccessibleDescription(containing('Já existe um imóvel com este código.'));
    await expect(propertyForm.field('Código')).toHaveAttribute('aria-invalid', 'true');
    await expect(propertyForm.field('Código')).toBeFocused();
    await expect(page).toHaveURL(/\/app\/imoveis\/novo$/);
    expect(registrationsTitled(duplicateTitle)).toEqual([]);
  });

  test('an edited code is shown on the public page, in its chat message and in the back-office list', async ({
    signedIn,
    propertyForm,
    propertyList,
    propertyPage,
    page,
    records,
  }) => {
    const stamp = Date.now();
    const title = `Casa com código trocado ${stamp}`;
    records.property(title);
    const edited = `CASA/${stamp}.B`;
    await signedIn(adminLogin());
    await page.goto('/app/imoveis/novo');
    await propertyForm.fillRequired(title);
    await propertyForm.submit.click();
    await expect(page).toHaveURL(/\/app\/imoveis$/);
    const [created] = registrationsTitled(title);
    expect(created?.code).toBe(`V-${created?.id}-${new Date().getFullYear()}`);

    await propertyList.goto(`?busca=${encodeURIComponent(title)}`);
    await propertyList.editLink(created?.code ?? '').click();
    await expect(propertyForm.field('Código')).toHaveValue(created?.code ?? '');
    await propertyForm.field('Código').fill(edited);
    await propertyForm.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Imóvel atualizado com sucesso!' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/imoveis$/);

    await propertyList.search.fill(title);
    await expect(propertyList.count).toHaveText('1 imóvel encontrado');
    expect(await propertyList.onlyCode()).toBe(edited);
    await expect(propertyList.table.getByText(edited, { exact: true })).toBeVisible();

    await propertyPage.goto(created?.slug ?? '');
    await expect(propertyPage.title).toHaveText(title);
    await expect(propertyPage.main.getByText(edited, { exact: true })).toBeVisible();
    const chatTarget = await chatRedirectTarget((await propertyPage.chatLink.getAttribute('href')) ?? '');
    expect(new URL(chatTarget).searchParams.get('text')).toContain(`Tenho interesse no imóvel ${edited}`);
  });

  test("the server's field messages land on their fields", async ({ signedIn, propertyForm, page, records }) => {
    const title = `Apartamento com UF inexistente ${Date.now()}`;
    records.property(title);
    await signedIn(adminLogin());
    await page.goto('/app/imoveis/novo');
    await propertyForm.field('Título').fill(title);
    await propertyForm.field('Operação').selectOption({ label: 'Aluguel' });
    await propertyForm.field('Tipo').selectOption({ label: 'Apartamento' });
    await propertyForm.field('Preço').pressSequentially('250000');
    await propertyForm.field('Cidade').fill('Campinas');
    // Two letters, so the form lets it through; the API knows there is no such state.
    await propertyForm.field('UF').fill('XX');
    await propertyForm.submit.click();

    await expect(propertyForm.field('UF')).toHaveAccessibleDescription('Informe a sigla do estado com 2 letras.');
    await expect(propertyForm.field('UF')).toBeFocused();
    await expect(page).toHaveURL(/\/app\/imoveis\/novo$/);
    expect((await propertiesVisibleTo(adminLogin())).some((property) => property.title === title)).toBe(false);
  });

  test('photos are checked as they are picked', async ({ signedIn, propertyForm, page }) => {
    const folder = await photoFolder();
    await signedIn(adminLogin());
    await page.goto('/app/imoveis/novo');
    await propertyForm.photosTab.click();
    const main = propertyForm.field('Foto principal');
    await main.setInputFiles(await makePdfNamedAsPhoto(folder, 'contrato.jpg'));
    await expect(main).toHaveAccessibleDescription(/Apenas arquivos JPG\/PNG são permitidos\./);
    await propertyForm.field('Fotos adicionais').setInputFiles(await makeOversizedJpeg(folder, 'enorme.jpg'));
    await expect(propertyForm.field('Fotos adicionais')).toHaveAccessibleDescription(/Cada imagem deve ter no máximo 15MB\./);
    await expect(propertyForm.form.getByRole('img', { name: /^Prévia/ })).toHaveCount(0);
  });

  test('the CEP fills the address; a failed lookup says so', async ({ signedIn, propertyForm, page }) => {
    await signedIn(adminLogin());
    await page.goto('/app/imoveis/novo');
    await propertyForm.field('CEP').pressSequentially(knownPostalCodes.failing.digits);
    await expect(page.getByRole('alert').filter({ hasText: 'Erro na consulta de CEP' })).toBeVisible();
    await expect(propertyForm.field('CEP')).toHaveAccessibleDescription(/Erro na consulta de CEP/);

    await propertyForm.field('CEP').fill('');
    await propertyForm.field('CEP').pressSequentially(knownPostalCodes.alsoFound.digits);
    await expect(propertyForm.field('Endereço')).toHaveValue(knownPostalCodes.alsoFound.address.logradouro);
    await expect(propertyForm.field('Bairro')).toHaveValue(knownPostalCodes.alsoFound.address.bairro);
    await expect(propertyForm.field('UF')).toHaveValue('SP');
    await expect(propertyForm.field('CEP')).not.toHaveAccessibleDescription(/Erro/);
  });

  test('land shows its own fields instead of rooms, and clears them when the type changes', async ({ signedIn, propertyForm, page }) => {
    await signedIn(adminLogin());
    await page.goto('/app/imoveis/novo');
    await expect(propertyForm.field('Quartos')).toBeVisible();
    await expect(propertyForm.field('Nome do loteamento')).toHaveCount(0);
    await propertyForm.field('Tipo').selectOption({ label: 'Terreno' });
    await expect(propertyForm.field('Quartos')).toHaveCount(0);
    await propertyForm.field('Nome do loteamento').fill('Jardim das Palmeiras');
    await propertyForm.setChecked('Pronto para construir', true);
    await propertyForm.field('Tipo').selectOption({ label: 'Casa' });
    await expect(propertyForm.field('Quartos')).toBeVisible();
    await propertyForm.field('Tipo').selectOption({ label: 'Terreno' });
    await expect(propertyForm.field('Nome do loteamento')).toHaveValue('');
    await expect(propertyForm.checkbox('Pronto para construir')).not.toBeChecked();
  });

  test('a property or the clients that cannot load are reported', async ({ signIn, page, consoleErrors }) => {
    await signIn(adminLogin());
    const [property] = await propertiesVisibleTo(adminLogin());
    // The connection drops for these requests only.
    await dropGraphqlOperations(page, 'query StaffProperty(', 'query Clients');
    await page.goto(`/app/imoveis/editar/${property?.id ?? 1}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Erro ao carregar os dados do imóvel' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar' })).toBeVisible();

    await page.goto('/app/imoveis/novo');
    await expect(page.getByRole('alert').filter({ hasText: 'Erro ao carregar a lista de clientes' })).toBeVisible();
    expect(forgiveDroppedRequests(consoleErrors)).toBeGreaterThan(0);
  });
});
