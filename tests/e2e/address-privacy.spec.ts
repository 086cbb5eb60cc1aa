import type { APIRequestContext, Page } from '@playwright/test';
import { registrationsTitled } from './support/database';
import { expect, test } from './support/fixtures';
import { makePhoto, photoFolder } from './support/photoFiles';
import { knownPostalCodes } from './support/postalCodeService';
import { adminLogin } from './support/staff';
import { PortalsPage } from './pages/PortalsPage';
import { holdsHouseNumber } from '../support/house-number';

const description =
  'Casa térrea com três quartos, quintal gramado, churrasqueira e garagem para dois carros, perto do centro de convivência.';
const street = knownPostalCodes.found.address.logradouro;
const neighbourhood = knownPostalCodes.found.address.bairro;
const postalCode = knownPostalCodes.found.address.cep;
const number = '4321';
const complement = 'Bloco Jatobá, apto 77';

/** What a crawler and a link preview read of a page: its raw HTML, no script run, entities decoded. */
async function rawPage(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return (await response.text())
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The listing's JSON-LD place (`about`) as the page's head holds it. */
function listedPlace(html: string): { address: Record<string, unknown> } {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as { '@type'?: string; about?: { address: Record<string, unknown> } },
  );
  const about = blocks.find((block) => block['@type'] === 'RealEstateListing')?.about;
  if (!about) throw new Error('the page has no listing in its structured data');
  return about;
}

function previewOf(html: string): string {
  return /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1] ?? '';
}

/** The property's `Listing` in the portals' feed, as the Portais screen's address serves it. */
async function feedListing(page: Page, code: string): Promise<string> {
  const portals = new PortalsPage(page);
  await portals.goto();
  await expect(portals.feedAddress).toHaveValue(/\/feeds\/vrsync\.xml\?token=/);
  const address = await portals.feedAddress.inputValue();
  const feed = await (await page.request.get(address)).text();
  const listing = feed.split('<Listing>').find((part) => part.includes(`<ListingID>${code}</ListingID>`));
  if (listing === undefined) throw new Error(`the feed does not carry ${code}`);
  return listing.slice(0, listing.indexOf('</Listing>'));
}

test.describe("a property's address privacy", () => {
  test("'Só o bairro' shows no street anywhere, and 'Só a rua' shows no number and no complement", async ({
    signedIn,
    propertyForm,
    propertyPage,
    page,
    records,
  }) => {
    test.setTimeout(150_000);
    const title = `Casa com endereço reservado ${Date.now()}`;
    records.property(title);
    const folder = await photoFolder();
    const photos = await Promise.all(
      ['fachada', 'sala', 'cozinha', 'quarto', 'quintal'].map((name) => makePhoto(folder, `${name}.jpg`, 'jpeg', 480, 360)),
    );

    await signedIn(adminLogin());
    await page.goto('/app/imoveis/novo');
    await propertyForm.fillRequired(title);
    await propertyForm.field('Descrição').fill(description);
    await propertyForm.field('CEP').pressSequentially(knownPostalCodes.found.digits);
    await expect(propertyForm.field('Endereço')).toHaveValue(street);
    await propertyForm.field('Número').fill(number);
    await propertyForm.field('Complemento').fill(complement);
    await propertyForm.field('Área útil (m²)').fill('180');
    await expect(propertyForm.field('Endereço público')).toHaveValue('STREET');
    await propertyForm.field('Endereço público').selectOption({ label: 'Só o bairro' });
    await propertyForm.setChecked('Publicar nos portais?', true);
    await propertyForm.photosTab.click();
    await propertyForm.field('Foto principal').setInputFiles(photos[0] ?? []);
    await propertyForm.field('Fotos adicionais').setInputFiles(photos.slice(1));
    await propertyForm.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Imóvel cadastrado com sucesso!' })).toBeVisible({ timeout: 20_000 });
    const [stored] = registrationsTitled(title);
    const slug = stored?.slug ?? '';
    const code = stored?.code ?? '';
    expect(slug).not.toBe('');

    // Só o bairro: the page, its structured data, its preview and the feed name the neighbourhood, never the street.
    await propertyPage.goto(slug);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`${neighbourhood}, Campinas - SP`)).toBeVisible();
    await expect(page.getByText(street)).toHaveCount(0);
    let html = await rawPage(page.request, `/imovel/${slug}`);
    for (const hidden of [street, complement, postalCode]) expect(html, hidden).not.toContain(hidden);
    expect(holdsHouseNumber(html, number), number).toBe(false);
    expect(listedPlace(html).address).not.toHaveProperty('streetAddress');
    expect(previewOf(html)).toMatch(new RegExp(`· ${neighbourhood}$`));
    let listing = await feedListing(page, code);
    expect(listing).toContain('<Location displayAddress="Neighborhood">');
    expect(listing).toContain(`<Neighborhood>${neighbourhood}</Neighborhood>`);
    for (const hidden of [street, complement]) expect(listing, hidden).not.toContain(hidden);
    expect(holdsHouseNumber(listing, number), number).toBe(false);

    // Só a rua: the street, and neither its number nor the complement.
    await page.goto(`/app/imoveis/editar/${stored?.id ?? 0}`);
    await expect(propertyForm.field('Endereço público')).toHaveValue('NEIGHBORHOOD');
    await propertyForm.field('Endereço público').selectOption({ label: 'Só a rua' });
    await propertyForm.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Imóvel atualizado com sucesso!' })).toBeVisible({ timeout: 20_000 });

    await propertyPage.goto(slug);
    await expect(page.getByText(street, { exact: true })).toBeVisible();
    html = await rawPage(page.request, `/imovel/${slug}`);
    expect(html).toContain(street);
    expect(html, complement).not.toContain(complement);
    expect(holdsHouseNumber(html, number), number).toBe(false);
    expect(listedPlace(html).address).toMatchObject({ streetAddress: street, postalCode });
    expect(previewOf(html)).toContain(`${street}, ${neighbourhood}`);
    listing = await feedListing(page, code);
    expect(listing).toContain('<Location displayAddress="Street">');
    expect(listing).toContain(`<Address>${street}</Address>`);
    expect(listing, complement).not.toContain(complement);
    expect(holdsHouseNumber(listing, number), number).toBe(false);
  });
});
