import { DEMO_CLIENTS } from '../../api/src/demo/data/clients';
import { CreatedRecords } from './support/createdRecords';
import { registrationsTitled, storedImagesOf, storedPhotoExists } from './support/database';
import { expect, test } from './support/fixtures';
import { fillHouseFigures, storedHouseFigures } from './support/houseFigures';
import { waitForMail } from './support/mail';
import { liftUploadThrottle, throttleUploads } from './support/network';
import { makeHousePhotos, makePhoto, photoFolder } from './support/photoFiles';
import { knownPostalCodes } from './support/postalCodeService';
import { adminLogin } from './support/staff';

const client = DEMO_CLIENTS.find((candidate) => candidate.isActive === 1);
if (!client) throw new Error('The demo content has no active client');

/** One property through its whole life in the back office: created, edited, approved, deleted. */
test.describe.serial('a property managed in the back office', () => {
  const title = `Casa de teste com quintal ${Date.now()}`;
  let code = '';
  let photosAfterCreate: string[] = [];

  // The last test deletes the property through the list; this removes it if an earlier one failed first.
  test.afterAll(async () => {
    const leftovers = new CreatedRecords();
    leftovers.property(title);
    await leftovers.cleanUp();
  });

  test('is created with every kind of field and its photos', async ({ signedIn, propertyList, propertyForm, page }) => {
    test.setTimeout(60_000);
    const [main, ...others] = await makeHousePhotos(await photoFolder());

    await signedIn(adminLogin());
    await propertyList.goto();
    await propertyList.addButton.click();
    await expect(propertyForm.form).toBeVisible();

    await propertyForm.field('Título').fill(title);
    await propertyForm.field('Operação').selectOption({ label: 'Venda' });
    await propertyForm.field('Tipo').selectOption({ label: 'Casa' });
    await propertyForm.field('Situação').selectOption({ label: 'Em análise' });
    await propertyForm.field('Descrição').fill('Casa térrea com quintal amplo.');
    await propertyForm.field('Destaques').fill('Quintal com árvores\nPerto da escola');
    await fillHouseFigures(propertyForm);

    await propertyForm.field('CEP').pressSequentially(knownPostalCodes.found.digits);
    await expect(page.getByRole('alert').filter({ hasText: 'CEP encontrado com sucesso!' })).toBeVisible();
    await expect(propertyForm.field('CEP')).toHaveValue('13025-000');
    await expect(propertyForm.field('Endereço')).toHaveValue(knownPostalCodes.found.address.logradouro);
    await expect(propertyForm.field('Cidade')).toHaveValue(knownPostalCodes.found.address.localidade);
    await propertyForm.field('Número').fill('120');

    await propertyForm.setChecked('Piscina', true);
    await propertyForm.setChecked('Aceita animais', true);
    await propertyForm.setChecked('Reservado', true);
    await propertyForm.field('Corretor responsável').fill('Ana Souza');
    await propertyForm.field('Telefone do corretor').pressSequentially('19991234567');
    await expect(propertyForm.field('Telefone do corretor')).toHaveValue('(19) 99123-4567');
    await propertyForm.chooseClient(client.name);
    const clientLink = propertyForm.form.getByRole('link', { name: `Abrir o cadastro de ${client.name} em nova aba` });
    await expect(clientLink).toHaveAttribute('href', /^\/app\/clientes\/editar\/\d+$/);
    await expect(clientLink).toHaveAttribute('target', '_blank');

    await propertyForm.photosTab.click();
    await propertyForm.field('Foto principal').setInputFiles(main ?? []);
    await propertyForm.field('Fotos adicionais').setInputFiles(others);
    await expect(propertyForm.form.getByRole('img', { name: /^Prévia da nova foto/ })).toHaveCount(3);

    // A slow connection, to see the upload progress.
    const network = await throttleUploads(page, 512 * 1024);
    await propertyForm.submit.click();
    await expect(propertyForm.form.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    await expect(propertyForm.progress).toBeVisible();
    await expect
      .poll(async () => Number(await propertyForm.progress.getAttribute('aria-valuenow')), { message: 'upload progress moves' })
      .toBeGreaterThan(0);

    await expect(page.getByRole('alert').filter({ hasText: 'Imóvel cadastrado com sucesso!' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/app\/imoveis$/);
    await liftUploadThrottle(network);

    const [stored] = registrationsTitled(title);
    expect(stored).toMatchObject({
      status: 'in_analysis',
      operation: 'sale',
      type: 'house',
      ...storedHouseFigures,
      zip_code: '13025-000',
      number: '120',
      city: knownPostalCodes.found.address.localidade,
    });
    expect(JSON.parse(stored?.features ?? '[]')).toEqual(expect.arrayContaining(['pool']));
    photosAfterCreate = storedImagesOf(title);
    expect(photosAfterCreate).toHaveLength(3);
    for (const photo of photosAfterCreate) expect(storedPhotoExists(photo)).toBe(true);

    await propertyList.search.fill(title);
    await expect(propertyList.count).toHaveText('1 imóvel encontrado');
    code = await propertyList.onlyCode();
    expect(code).toMatch(/^V-\d+-\d{4}$/);
  });

  test('is edited: a new main photo replaces the first, another photo is removed', async ({
    signedIn,
    propertyList,
    propertyForm,
    page,
  }) => {
    test.setTimeout(60_000);
    const newMain = await makePhoto(await photoFolder(), 'nova-fachada.jpg', 'jpeg', 640, 480);

    await signedIn(adminLogin());
    await propertyList.gotoSearch(title);
    await propertyList.editLink(code).click();
    await expect(propertyForm.field('Título')).toHaveValue(title);
    await expect(propertyForm.field('Código')).toHaveValue(code);
    await expect(propertyForm.field('Preço')).toHaveValue(/^R\$\s850\.000,00$/);
    await expect(propertyForm.field('Cliente')).toHaveValue(/^\d+$/);
    await expect(propertyForm.checkbox('Reservado')).toBeChecked();

    await propertyForm.field('Preço').fill('');
    await propertyForm.field('Preço').pressSequentially('90000000');
    await propertyForm.photosTab.click();
    await expect(propertyForm.currentPhotos()).toHaveCount(3);
    await propertyForm.form.getByRole('button', { name: 'Remover a foto 2' }).click();
    await expect(propertyForm.form.getByText('Será removida ao salvar')).toBeVisible();
    await propertyForm.field('Nova foto principal').setInputFiles(newMain);
    await expect(propertyForm.form.getByText('Será substituída pela nova foto principal')).toBeVisible();
    await propertyForm.submit.click();

    await expect(page.getByRole('alert').filter({ hasText: 'Imóvel atualizado com sucesso!' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/app\/imoveis$/);
    expect(registrationsTitled(title)[0]?.price).toBe(900000);
    const photos = storedImagesOf(title);
    const [firstBefore, secondBefore, thirdBefore] = photosAfterCreate;
    expect(photos).toHaveLength(2);
    expect(photos[1]).toBe(thirdBefore);
    expect(photosAfterCreate).not.toContain(photos[0]);
    for (const removed of [firstBefore, secondBefore]) expect(storedPhotoExists(removed ?? '')).toBe(false);
    for (const kept of photos) expect(storedPhotoExists(kept)).toBe(true);
    photosAfterCreate = photos;
  });

  test('is approved, and its client is told by e-mail', async ({ signedIn, propertyList, page }) => {
    await signedIn(adminLogin());
    await propertyList.gotoSearch(title);
    await propertyList.changeStatusButton(code).click();
    const dialog = propertyList.statusDialog;
    await expect(dialog).toBeVisible();
    // The computed width, not the box: the box is scaled while the dialog's opening animation runs.
    await expect(dialog).toHaveCSS('width', '500px');
    const status = dialog.getByLabel(/^Status/);
    await expect(status).toHaveValue('IN_ANALYSIS');
    await expect(dialog.getByRole('checkbox', { name: 'Notificar o cliente' })).toBeChecked();

    await status.selectOption({ label: 'Selecione' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(status).toHaveAccessibleDescription('O status é obrigatório');
    await status.selectOption({ label: 'Aprovado' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Status do imóvel atualizado com sucesso!' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(propertyList.table.getByText('Aprovado', { exact: true })).toBeVisible();
    expect(registrationsTitled(title)[0]?.status).toBe('approved');

    const mail = await waitForMail((candidate) => candidate.subject.includes(title), `about ${title}`);
    expect(mail.to).toEqual([client.email]);
    expect(mail.subject).toBe(`Seu imóvel foi aprovado: ${title} (${code})`);
    expect(mail.text).toContain(`Olá, ${client.name}!`);
  });

  test('is deleted after a confirmation, with its photos', async ({ signedIn, propertyList, page }) => {
    await signedIn(adminLogin());
    await propertyList.gotoSearch(title);
    await propertyList.deleteButton(code).click();
    const dialog = propertyList.deleteDialog;
    await expect(dialog.getByText(`${code} — ${title}`, { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    expect(registrationsTitled(title)).toHaveLength(1);

    await propertyList.deleteButton(code).click();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Imóvel excluído com sucesso!' })).toBeVisible();
    await expect(page.getByText('Nenhum imóvel encontrado.')).toBeVisible();
    expect(registrationsTitled(title)).toEqual([]);
    await expect.poll(() => photosAfterCreate.filter(storedPhotoExists), { message: 'the photo files are removed' }).toEqual([]);
  });
});
