import { chatRedirectTarget } from './support/chatRedirect';
import { allProperties, company, pick, restFeatureKeys } from './support/catalogue';
import { expect, test } from './support/fixtures';

test.describe('property detail page', () => {
  test('shows title, place, description, highlights, reference point, price and code', async ({ propertyPage, page }) => {
    const all = await allProperties();
    const property = pick(
      all,
      (candidate) =>
        candidate.operation === 'SALE' && candidate.highlights.length > 1 && Boolean(candidate.referencePoint) && candidate.price !== null,
      'sale property with highlights and a reference point',
    );
    await propertyPage.goto(property.slug);

    await expect(propertyPage.title).toHaveText(property.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const { neighborhood, city, state } = property.address;
    await expect(propertyPage.main.getByText(`${neighborhood}, ${city} - ${state}`, { exact: true })).toBeVisible();
    await expect(propertyPage.section('Descrição')).toContainText(property.description ?? '');
    await expect(propertyPage.section('Destaques').getByRole('listitem')).toHaveText(property.highlights);
    await expect(propertyPage.section('Ponto de referência')).toContainText(property.referencePoint ?? '');
    const price = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(property.price!);
    await expect(propertyPage.main.getByText(price, { exact: true })).toBeVisible();
    await expect(propertyPage.main.getByText(property.code, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${property.title} \\| `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  });

  test('rent prices end in /mês', async ({ propertyPage }) => {
    const rent = pick(await allProperties({ operation: 'RENT' }), (p) => p.operation === 'RENT' && p.price !== null, 'rent');
    await propertyPage.goto(rent.slug);
    await expect(propertyPage.main.getByText(/^R\$\s[\d.]+,\d{2}\/mês$/)).toBeVisible();
  });

  test('the gallery is 400 px high with arrows only for more than one photo', async ({ propertyPage }) => {
    const all = await allProperties();
    const several = pick(all, (p) => p.images.length > 1, 'property with several photos');
    await propertyPage.goto(several.slug);
    await expect(propertyPage.gallery).toBeVisible();
    expect((await propertyPage.gallery.boundingBox())?.height).toBe(400);
    await expect(propertyPage.gallery.getByText(`Foto 1 de ${several.images.length}`)).toBeVisible();
    const first = propertyPage.gallery.getByRole('img').first();
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('srcset', /1600w/);
    // Photos out of view are hidden from assistive technology, so they are found by tag.
    await expect(propertyPage.gallery.locator('img').nth(1)).toHaveAttribute('loading', 'lazy');
    await propertyPage.nextImage.click();
    await expect(propertyPage.gallery.getByText(`Foto 2 de ${several.images.length}`)).toBeVisible();
    await propertyPage.previousImage.click();
    await propertyPage.previousImage.click();
    await expect(propertyPage.gallery.getByText(`Foto ${several.images.length} de ${several.images.length}`)).toBeVisible();

    const single = pick(all, (p) => p.images.length === 1, 'property with one photo');
    await propertyPage.goto(single.slug);
    await expect(propertyPage.gallery.getByRole('img')).toHaveCount(1);
    await expect(propertyPage.previousImage).toHaveCount(0);
    await expect(propertyPage.nextImage).toHaveCount(0);

    const none = pick(all, (p) => p.images.length === 0, 'property without photos');
    await propertyPage.goto(none.slug);
    await expect(propertyPage.title).toHaveText(none.title);
    await expect(propertyPage.main.getByText('Nenhuma imagem disponível.')).toBeVisible();
    await expect(propertyPage.main.getByRole('img')).toHaveCount(0);
    await expect(propertyPage.nextImage).toHaveCount(0);
  });

  test('feature chips carry pt-BR labels from both key sets, unknown keys with spaces', async ({ propertyPage }) => {
    const keys = await restFeatureKeys();
    const slugWith = (key: string) => {
      const found = [...keys.entries()].find(([, list]) => list.includes(key));
      if (!found) throw new Error(`The demo content has no property with the feature key ${key}`);
      return found[0];
    };
    const cases: [string, string][] = [
      ['pet_friendly', 'Aceita animais'],
      ['accepts_pets', 'Aceita animais'],
      ['near_school', 'Próximo à escola'],
      ['school', 'Próximo à escola'],
      ['near_pharmacy', 'Próximo à farmácia'],
      ['pharmacy', 'Próximo à farmácia'],
    ];
    for (const [key, label] of cases) {
      await propertyPage.goto(slugWith(key));
      await expect(propertyPage.section('Características').getByRole('listitem').filter({ hasText: label }), key).toHaveCount(1);
    }
    const unknown = [...keys.values()].flat().find((key) => key.includes('_') && !knownKeys.has(key));
    if (!unknown) throw new Error('The demo content has no property with an unknown feature key');
    await propertyPage.goto(slugWith(unknown));
    await expect(
      propertyPage
        .section('Características')
        .getByRole('listitem')
        .filter({ hasText: unknown.replace(/_/g, ' ') }),
    ).toHaveCount(1);
  });

  test('general info shows areas in m², lot front and back in m and IPTU with its periodicity', async ({ propertyPage }) => {
    const all = await allProperties();
    const lot = pick(
      all,
      (p) => p.lotFront !== null && p.lotBack !== null && p.area !== null && p.iptuPeriodicity === 'ANNUALLY',
      'property with lot measures, area and yearly IPTU',
    );
    const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
    const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    await propertyPage.goto(lot.slug);
    await expect(propertyPage.fact('Área')).toHaveText(`${number.format(lot.area!)} m²`);
    await expect(propertyPage.fact('Frente do terreno')).toHaveText(`${number.format(lot.lotFront!)} m`);
    await expect(propertyPage.fact('Fundo do terreno')).toHaveText(`${number.format(lot.lotBack!)} m`);
    await expect(propertyPage.fact('IPTU')).toHaveText(`${money.format(lot.iptuValue!)} (Anual)`);
    await expect(propertyPage.fact('Tipo')).toHaveText(/.+/);

    const monthly = pick(all, (p) => p.iptuPeriodicity === 'MONTHLY' && p.iptuValue !== null, 'monthly IPTU');
    await propertyPage.goto(monthly.slug);
    await expect(propertyPage.fact('IPTU')).toHaveText(`${money.format(monthly.iptuValue!)} (Mensal)`);
  });

  test('reserved and launch flags are displayed', async ({ propertyPage }) => {
    const all = await allProperties();
    const reserved = pick(all, (p) => p.isReserved, 'reserved property');
    await propertyPage.goto(reserved.slug);
    await expect(propertyPage.flags.getByRole('listitem')).toHaveText(reserved.isLaunch ? ['Reservado', 'Lançamento'] : ['Reservado']);

    const launch = pick(all, (p) => p.isLaunch && !p.isReserved, 'launch');
    await propertyPage.goto(launch.slug);
    await expect(propertyPage.flags.getByRole('listitem')).toHaveText(['Lançamento']);

    const plain = pick(all, (p) => !p.isLaunch && !p.isReserved, 'property neither reserved nor a launch');
    await propertyPage.goto(plain.slug);
    await expect(propertyPage.title).toHaveText(plain.title);
    await expect(propertyPage.flags).toHaveCount(0);
  });

  test('Falar com o Corretor opens the agency chat with the property prefilled', async ({ propertyPage }) => {
    const agency = await company();
    expect(agency.chatUrl).toBeTruthy();
    const property = pick(
      await allProperties(),
      (p) => Boolean(p.address.neighborhood && p.address.city && p.address.state),
      'property with a full address',
    );
    await propertyPage.goto(property.slug);
    await expect(propertyPage.chatLink).toHaveAttribute('target', '_blank');
    const href = (await propertyPage.chatLink.getAttribute('href')) ?? '';
    expect(href.startsWith(`/contato/whatsapp/imovel/${encodeURIComponent(property.code)}?`)).toBe(true);
    const target = await chatRedirectTarget(href);
    expect(target.startsWith(`${agency.chatUrl!}?text=`)).toBe(true);
    const text = new URL(target).searchParams.get('text') ?? '';
    const { neighborhood, city, state } = property.address;
    expect(text).toContain(property.code);
    expect(text).toContain(`${neighborhood}, ${city} - ${state}`);
  });

  test('shows Carregando... while a property opened from the home loads', async ({ home, page }) => {
    await home.goto();
    const title = home.cards.first().getByRole('heading');
    const expected = await title.innerText();
    await page.route('**/graphql', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await title.getByRole('link').click();
    await expect(page.getByText('Carregando...')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected);
    await expect(page.getByText('Carregando...')).toHaveCount(0);
  });

  test('answers an unknown slug with 404 and says the property was not found', async ({ page }) => {
    const response = await page.goto('/imovel/imovel-que-nao-existe-999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText('Erro ao localizar imóvel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erro ao localizar imóvel');
  });
});

/** Feature keys of both REST key sets; anything else is an unknown key. */
const knownKeys = new Set([
  'pet_friendly',
  'accepts_pets',
  'closets',
  'calm_location',
  'cold_floor',
  'backyard',
  'fan',
  'service_area',
  'kitchen',
  'near_school',
  'school',
  'near_pharmacy',
  'pharmacy',
  'pool',
  'grill',
  'football_court',
  'volleyball_court',
  'tennis_court',
  'sports_court',
]);
