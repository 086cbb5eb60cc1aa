import type { Page } from '@playwright/test';
import { registrationsTitled } from './support/database';
import { expect, test } from './support/fixtures';
import { makePhoto, photoFolder } from './support/photoFiles';
import { knownPostalCodes } from './support/postalCodeService';
import { adminLogin, asAdminRest } from './support/staff';
import { PortalsPage } from './pages/PortalsPage';

const description =
  'Casa térrea com três quartos, quintal gramado, churrasqueira e garagem para dois carros, a duas quadras do Parque Taquaral.';

/** The feed's XML as a portal would read it, from the address the Portais screen shows. */
async function feedXml(page: Page, address: string): Promise<{ status: number; body: string }> {
  const response = await page.request.get(address);
  return { status: response.status(), body: await response.text() };
}

test.describe('the portals', () => {
  test('a property marked for the portals is held back with its reasons, fixed, then ready and in the feed', async ({
    signedIn,
    propertyForm,
    propertyList,
    page,
    context,
    records,
  }) => {
    test.setTimeout(120_000);
    const title = `Casa para os portais ${Date.now()}`;
    records.property(title);
    const portals = new PortalsPage(page);
    const folder = await photoFolder();
    const photos = await Promise.all(
      ['fachada', 'sala', 'cozinha', 'quarto', 'quintal'].map((name) => makePhoto(folder, `${name}.jpg`, 'jpeg', 480, 360)),
    );

    await signedIn(adminLogin());
    await page.goto('/app/imoveis/novo');
    await propertyForm.fillRequired(title);
    await expect(propertyForm.checkbox('Publicar nos portais?')).not.toBeChecked();
    await expect(propertyForm.field('Nível de publicação')).toBeDisabled();
    await propertyForm.setChecked('Publicar nos portais?', true);
    await expect(propertyForm.field('Nível de publicação')).toBeEnabled();
    await propertyForm.field('Nível de publicação').selectOption({ label: 'Destaque' });
    await propertyForm.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Imóvel cadastrado com sucesso!' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/imoveis$/);
    const code = registrationsTitled(title)[0]?.code ?? '';
    expect(code).not.toBe('');

    await propertyList.search.fill(title);
    await expect(propertyList.count).toHaveText('1 imóvel encontrado');
    await expect(propertyList.table.getByText('Portais: Destaque')).toBeVisible();

    await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Portais' }).click();
    await expect(page).toHaveURL(/\/app\/portais$/);
    await expect(portals.heading).toBeVisible();
    await expect(portals.summary).toBeVisible();
    await expect(portals.row(title)).toContainText(code);
    await expect(portals.row(title)).toContainText('Destaque');
    await expect(portals.row(title)).not.toContainText('Pronto para os portais');
    const reasons = await portals.reasons(title).allTextContents();
    expect(reasons).toEqual(
      expect.arrayContaining([
        'Descrição com menos de 50 caracteres',
        'Sem fotos suficientes (mínimo 5)',
        'CEP não informado',
        'Estado não informado',
        'Bairro não informado',
        'Área útil não informada',
      ]),
    );
    await portals.filter.selectOption({ label: 'Prontos' });
    await expect(page).toHaveURL(/situacao=prontos/);
    await expect(portals.row(title)).toHaveCount(0);
    await portals.filter.selectOption({ label: 'Com pendências' });
    await expect(portals.row(title)).toBeVisible();

    const address = await portals.feedAddress.inputValue();
    expect(address).toMatch(/\/feeds\/vrsync\.xml\?token=[\w-]{32}$/);
    const held = await feedXml(page, address);
    expect(held.status).toBe(200);
    expect(held.body).not.toContain(`<ListingID>${code}</ListingID>`);

    await portals.row(title).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/app\/imoveis\/editar\/\d+$/);
    await expect(propertyForm.checkbox('Publicar nos portais?')).toBeChecked();
    await expect(propertyForm.field('Nível de publicação')).toHaveValue('PREMIUM');
    await propertyForm.field('Descrição').fill(description);
    await propertyForm.field('CEP').pressSequentially(knownPostalCodes.found.digits);
    await expect(propertyForm.field('Bairro')).toHaveValue(knownPostalCodes.found.address.bairro);
    await propertyForm.field('Número').fill('120');
    await propertyForm.field('Área útil (m²)').fill('180');
    await propertyForm.photosTab.click();
    await propertyForm.field('Nova foto principal').setInputFiles(photos[0] ?? []);
    await propertyForm.field('Novas fotos adicionais').setInputFiles(photos.slice(1));
    await propertyForm.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Imóvel atualizado com sucesso!' })).toBeVisible({ timeout: 20_000 });

    await portals.goto();
    await expect(portals.row(title).getByText('Pronto para os portais')).toBeVisible();
    await expect(portals.reasons(title)).toHaveCount(0);
    await expect(portals.row(title).getByRole('img', { name: `Foto principal do imóvel ${code}` })).toBeVisible();
    await portals.filter.selectOption({ label: 'Prontos' });
    await expect(portals.row(title)).toBeVisible();

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await portals.copyButton.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Endereço do feed copiado!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    const ready = await feedXml(page, address);
    expect(ready.status).toBe(200);
    expect(ready.body).toContain(`<ListingID>${code}</ListingID>`);

    // A new address: asked first, then the former one stops working and the new one carries the property.
    await portals.regenerateButton.click();
    await expect(portals.regenerateDialog).toContainText('O endereço atual deixa de funcionar');
    await portals.regenerateDialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(portals.regenerateDialog).toBeHidden();
    await expect(portals.feedAddress).toHaveValue(address);
    await portals.regenerateButton.click();
    await portals.regenerateDialog.getByRole('button', { name: 'Gerar novo endereço' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Novo endereço do feed gerado. Informe-o aos portais.' })).toBeVisible();
    await expect(portals.feedAddress).not.toHaveValue(address);
    const renewed = await portals.feedAddress.inputValue();
    expect((await feedXml(page, address)).status).toBe(403);
    expect((await feedXml(page, renewed)).body).toContain(`<ListingID>${code}</ListingID>`);
  });

  test('a property for both sale and rent asks the monthly rent, cleared when the operation changes', async ({
    signedIn,
    propertyForm,
    propertyList,
    page,
    records,
  }) => {
    const title = `Casa para venda e aluguel ${Date.now()}`;
    records.property(title);
    await signedIn(adminLogin());
    await page.goto('/app/imoveis/novo');
    await propertyForm.fillRequired(title);
    await expect(propertyForm.field('Valor do aluguel')).toHaveCount(0);
    await propertyForm.field('Operação').selectOption({ label: 'Venda e Aluguel' });
    await propertyForm.field('Valor do aluguel').pressSequentially('320000');
    await expect(propertyForm.field('Valor do aluguel')).toHaveValue(/^R\$\s3\.200,00$/);
    await propertyForm.field('Operação').selectOption({ label: 'Venda' });
    await expect(propertyForm.field('Valor do aluguel')).toHaveCount(0);
    await propertyForm.field('Operação').selectOption({ label: 'Venda e Aluguel' });
    await expect(propertyForm.field('Valor do aluguel')).toHaveValue('');
    await propertyForm.field('Valor do aluguel').pressSequentially('320000');
    await propertyForm.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Imóvel cadastrado com sucesso!' })).toBeVisible();
    const id = registrationsTitled(title)[0]?.id ?? 0;
    expect((await asAdminRest<{ data: { rental_price: number | null } }>('GET', `properties/${id}`)).data.rental_price).toBe(3200);

    await propertyList.goto(`?busca=${encodeURIComponent(title)}`);
    await propertyList.editLink(await propertyList.onlyCode()).click();
    await expect(propertyForm.field('Valor do aluguel')).toHaveValue(/^R\$\s3\.200,00$/);
    await propertyForm.field('Operação').selectOption({ label: 'Venda' });
    await propertyForm.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Imóvel atualizado com sucesso!' })).toBeVisible();
    expect((await asAdminRest<{ data: { rental_price: number | null } }>('GET', `properties/${id}`)).data.rental_price).toBeNull();
  });
});
