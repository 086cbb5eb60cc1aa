import type { Locator } from '@playwright/test';
import type { HomePage } from './pages/HomePage';
import { allProperties, pick, type CatalogueProperty } from './support/catalogue';
import { expect, test } from './support/fixtures';

const pageSize = 12;

function count(value: number, one: string, many: string): string {
  return `${value} ${value === 1 ? one : many}`;
}

/** The chips a card must show: only values above 0. */
function expectedChips(property: CatalogueProperty): string[] {
  const chips: string[] = [];
  if (property.bedrooms > 0) chips.push(count(property.bedrooms, 'quarto', 'quartos'));
  if (property.suites > 0) chips.push(count(property.suites, 'suíte', 'suítes'));
  if (property.bathrooms > 0) chips.push(count(property.bathrooms, 'banheiro', 'banheiros'));
  if (property.garage > 0) chips.push(count(property.garage, 'vaga', 'vagas'));
  if (property.area !== null && property.area > 0) {
    chips.push(`${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(property.area)} m²`);
  }
  return chips;
}

/** Opens the grid page that holds a property and returns its card. */
async function openCardOf(home: HomePage, grid: CatalogueProperty[], property: CatalogueProperty): Promise<Locator> {
  const page = Math.floor(grid.indexOf(property) / pageSize) + 1;
  await home.goto(page > 1 ? `?page=${page}` : '');
  const card = home.card(property.code);
  await expect(card).toHaveCount(1);
  return card;
}

test.describe('featured cards', () => {
  test('only reserved properties carry the Reservado badge', async ({ home }) => {
    const grid = await allProperties({ launch: false });
    const reserved = pick(grid, (property) => property.isReserved, 'reserved property in the grid');
    await openCardOf(home, grid, reserved);

    const page = Math.floor(grid.indexOf(reserved) / pageSize);
    for (const property of grid.slice(page * pageSize, page * pageSize + pageSize)) {
      await expect(home.card(property.code).getByText('Reservado', { exact: true })).toHaveCount(property.isReserved ? 1 : 0);
    }
  });

  test('attribute chips appear only for values above 0', async ({ home }) => {
    const grid = await allProperties({ launch: false });
    const withZeros = pick(
      grid,
      (property) => property.bedrooms === 0 && expectedChips(property).length > 0,
      'property without bedrooms but with other attributes',
    );
    const card = await openCardOf(home, grid, withZeros);
    expect(await home.chips(card)).toEqual(expectedChips(withZeros));

    await home.goto();
    for (const property of grid.slice(0, pageSize)) {
      expect(await home.chips(home.card(property.code)), property.code).toEqual(expectedChips(property));
    }
  });

  test('a card shows photo, title link, place, price and code', async ({ home, page }) => {
    const grid = await allProperties({ launch: false });
    const rent = pick(grid, (property) => property.operation === 'RENT' && property.images.length > 0, 'rent with photos');
    const card = await openCardOf(home, grid, rent);

    const photo = card.getByRole('img');
    await expect(photo).toHaveAttribute('srcset', /320w.*640w/);
    await expect(photo).toHaveAttribute('sizes', /.+/);
    await expect(photo).toHaveAttribute('width', '640');
    await expect(photo).toHaveAttribute('height', '480');
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(card.getByText(`Cód. ${rent.code}`)).toBeVisible();
    const { neighborhood, city, state } = rent.address;
    await expect(card.getByText(`${neighborhood}, ${city} - ${state}`, { exact: true })).toBeVisible();
    await expect(home.cardPrice(card)).toHaveText(/^R\$\s[\d.]+,\d{2}\/mês$/);

    const sale = pick(grid, (property) => property.operation === 'SALE' && property.price !== null, 'sale property');
    const saleCard = await openCardOf(home, grid, sale);
    await expect(home.cardPrice(saleCard)).toHaveText(/^R\$\s[\d.]+,\d{2}$/);

    const withoutPhoto = pick(grid, (property) => property.images.length === 0, 'property without photos');
    const bare = await openCardOf(home, grid, withoutPhoto);
    await expect(bare.getByRole('img')).toHaveCount(0);
    await expect(bare.getByText('Imóvel sem foto')).toBeVisible();

    const again = await openCardOf(home, grid, rent);
    await again.getByRole('link', { name: rent.title }).click();
    await expect(page).toHaveURL(new RegExp(`/imovel/${rent.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rent.title);
  });
});
