import { parseBrl } from './pages/HomePage';
import { allProperties, cities, pick, propertyPage, type Operation } from './support/catalogue';
import { expect, test } from './support/fixtures';

/** Cards per page of the featured grid. */
const pageSize = 12;

/** The operation of each card, read from the catalogue after the cards: codes may be typed by staff, so they say nothing of it. */
async function cardOperations(codes: readonly string[]): Promise<(Operation | undefined)[]> {
  const operationOf = new Map((await allProperties()).map((property) => [property.code, property.operation]));
  return codes.map((code) => operationOf.get(code));
}

test.describe('home filters', () => {
  test('the featured grid lists the non-launch catalogue, one page at a time', async ({ home }) => {
    const expected = await propertyPage({ launch: false }, 1, pageSize);
    const launches = await allProperties({ launch: true });
    expect(launches.length).toBeGreaterThan(0);

    await home.goto();
    await expect.poll(() => home.total()).toBe(expected.total);
    const codes = await home.cardCodes();
    expect(codes).toEqual(expected.items.map((property) => property.code));
    for (const launch of launches) expect(codes).not.toContain(launch.code);
  });

  test('?op= preselects the operation filter', async ({ home }) => {
    const rent = await allProperties({ operation: 'RENT', launch: false });
    await home.goto('?op=rent');
    await expect(home.operation).toHaveValue('RENT');
    await expect(home.operation.locator('option:checked')).toHaveText('Alugar');
    await expect.poll(() => home.total()).toBe(rent.length);
    for (const operation of await cardOperations(await home.cardCodes())) expect(['RENT', 'BOTH']).toContain(operation);
    const rentOnly = pick(rent, (property) => property.operation === 'RENT', 'property for rent only');
    const page = Math.floor(rent.indexOf(rentOnly) / pageSize) + 1;
    if (page > 1) await home.goto(`?op=rent&page=${page}`);
    await expect(home.cardPrice(home.card(rentOnly.code))).toHaveText(/\/mês$/);

    const sale = await propertyPage({ operation: 'SALE', launch: false }, 1, pageSize);
    await home.goto('?op=sale');
    await expect(home.operation).toHaveValue('SALE');
    await expect.poll(() => home.total()).toBe(sale.total);
    for (const operation of await cardOperations(await home.cardCodes())) expect(['SALE', 'BOTH']).toContain(operation);

    const launch = await propertyPage({ operation: 'LAUNCH' }, 1, pageSize);
    await home.goto('?op=launch');
    await expect(home.operation).toHaveValue('LAUNCH');
    await expect.poll(() => home.total()).toBe(launch.total);
    await expect.poll(() => home.cardCodes()).toEqual(launch.items.map((property) => property.code));
  });

  test('the header links open the listings by operation', async ({ home, page }) => {
    await home.goto();
    await home.header.getByRole('link', { name: 'Alugar' }).click();
    await expect(page).toHaveURL(/\/\?op=rent$/);
    await expect(home.operation).toHaveValue('RENT');
    await home.header.getByRole('link', { name: 'Comprar' }).click();
    await expect(page).toHaveURL(/\/\?op=sale$/);
    await expect(home.operation).toHaveValue('SALE');
    await home.header.getByRole('link', { name: 'Lançamentos' }).click();
    await expect(page).toHaveURL(/\/\?op=launch$/);
    await expect(home.operation).toHaveValue('LAUNCH');

    const register = home.header.getByRole('link', { name: /Cadastre seu Imóvel/ });
    await expect(register).toHaveAttribute('href', '/cadastre-seu-imovel');
    await expect(register).toHaveAttribute('target', '_blank');
    await expect(register).toHaveAttribute('rel', /noopener/);
  });

  test('city options come with counts and filter the grid', async ({ home, page }) => {
    const cityList = await cities();
    expect(cityList.length).toBeGreaterThan(1);
    const busiest = [...cityList].sort((a, b) => b.count - a.count)[0]!;
    const expected = await allProperties({ city: busiest.city, launch: false });

    await home.goto();
    for (const entry of cityList) {
      await expect(home.city.getByRole('option', { name: `${entry.city} (${entry.count})`, exact: true })).toHaveCount(1);
    }
    await home.city.selectOption({ label: `${busiest.city} (${busiest.count})` });
    await home.search();
    await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent(busiest.city).replace(/%20/g, '\\+')}`));
    await expect.poll(() => home.total()).toBe(expected.length);
    const places = await home.cards.getByText(new RegExp(`${busiest.city}( - [A-Z]{2})?$`)).count();
    expect(places).toBe(Math.min(expected.length, pageSize));
  });

  test('type and 4+ bedrooms mean that type with at least four bedrooms', async ({ home, page }) => {
    const expected = await allProperties({ type: 'HOUSE', minBedrooms: 4, launch: false });
    expect(expected.length).toBeGreaterThan(0);

    await home.goto();
    await home.type.selectOption({ label: 'Casa' });
    await home.bedrooms.selectOption({ label: '4+' });
    await home.search();
    await expect(page).toHaveURL(/type=house/);
    await expect(page).toHaveURL(/bedrooms=4/);
    await expect.poll(() => home.total()).toBe(expected.length);
    await expect.poll(() => home.cardCodes()).toEqual(expected.slice(0, pageSize).map((property) => property.code));
    for (const card of await home.cards.all()) {
      const bedroomChip = (await home.chips(card)).find((chip) => / quartos?$/.test(chip));
      expect(Number(/^\d+/.exec(bedroomChip ?? '')?.[0])).toBeGreaterThanOrEqual(4);
    }
  });

  test('prices are typed as cents, shown in BRL and bound the grid inclusively', async ({ home, page }) => {
    const catalogue = await allProperties({ launch: false });
    const priced = pick(
      catalogue,
      (property) => property.price !== null && property.price > 1000 && Number.isInteger(property.price),
      'property priced in whole reais',
    );
    const price = priced.price!;

    await home.goto();
    await home.minPrice.pressSequentially('12345');
    await expect(home.minPrice).toHaveValue(/^R\$\s123,45$/);
    await home.minPrice.fill('');
    await home.minPrice.fill(String(Math.round(price * 100)));
    await home.maxPrice.fill(`${Math.round(price * 100)}abc`);
    const shown = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(price);
    await expect(home.minPrice).toHaveValue(shown);
    await expect(home.maxPrice).toHaveValue(shown);
    await home.search();
    await expect(page).toHaveURL(new RegExp(`minPrice=${price}(&|$)`));

    const expected = catalogue.filter((property) => property.price === price);
    await expect.poll(() => home.total()).toBe(expected.length);
    await expect(home.card(priced.code)).toHaveCount(1);

    const low = Math.min(...catalogue.map((property) => property.price ?? Infinity));
    const high = price;
    await home.minPrice.fill(String(Math.round(low * 100)));
    await home.maxPrice.fill(String(Math.round(high * 100)));
    await home.search();
    const inRange = catalogue.filter((property) => property.price !== null && property.price >= low && property.price <= high);
    await expect.poll(() => home.total()).toBe(inRange.length);
    for (const text of await home.cards.getByText(/^R\$/).allTextContents()) {
      expect(parseBrl(text)).toBeGreaterThanOrEqual(low);
      expect(parseBrl(text)).toBeLessThanOrEqual(high);
    }
  });

  test('Limpar empties every field and lists the whole grid again', async ({ home, page }) => {
    const everything = await propertyPage({ launch: false }, 1, pageSize);
    await home.goto('?op=rent&type=house&bedrooms=2&minPrice=1000&maxPrice=900000.5');
    await expect(home.operation).toHaveValue('RENT');
    await expect(home.type).toHaveValue('HOUSE');
    await expect(home.bedrooms).toHaveValue('2');
    await expect(home.minPrice).toHaveValue(/^R\$\s1\.000,00$/);
    await expect(home.maxPrice).toHaveValue(/^R\$\s900\.000,50$/);

    await home.clearButton.click();
    await expect(page).toHaveURL(/\/$/);
    for (const field of [home.operation, home.city, home.type, home.bedrooms, home.minPrice, home.maxPrice]) {
      await expect(field).toHaveValue('');
    }
    await expect(home.resultCount).toHaveText(`${everything.total} imóveis encontrados`);
  });

  test('a filtered page survives a reload, and filters wait for Pesquisar', async ({ home, page }) => {
    const expected = await allProperties({ operation: 'SALE', type: 'APARTMENT', launch: false });
    await home.goto();
    const before = await home.total();
    await home.operation.selectOption({ label: 'Comprar' });
    await home.type.selectOption({ label: 'Apartamento' });
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => home.total()).toBe(before);

    await home.search();
    await expect(page).toHaveURL(/op=sale&type=apartment/);
    await expect(home.resultCount).toHaveText(new RegExp(`^${expected.length} imóve`));
    await page.reload();
    await expect(home.operation).toHaveValue('SALE');
    await expect(home.type).toHaveValue('APARTMENT');
    await expect(home.resultCount).toHaveText(new RegExp(`^${expected.length} imóve`));
  });

  test('the paging control moves through the server pages', async ({ home, page }) => {
    const first = await propertyPage({ launch: false }, 1, pageSize);
    expect(first.pageCount).toBeGreaterThan(1);
    const second = await propertyPage({ launch: false }, 2, pageSize);

    await home.goto();
    await expect(home.pagination.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await home.pagination.getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(home.pagination.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => home.cardCodes()).toEqual(second.items.map((property) => property.code));
    await home.pagination.getByRole('link', { name: 'Anterior' }).click();
    await expect.poll(() => home.cardCodes()).toEqual(first.items.map((property) => property.code));
  });

  test('a search without results says so', async ({ home }) => {
    await home.goto();
    await home.maxPrice.fill('1');
    await home.search();
    await expect(home.resultCount).toHaveText('0 imóveis encontrados');
    await expect(home.featured.getByText('Nenhum imóvel encontrado com os filtros selecionados.')).toBeVisible();
    await expect(home.cards).toHaveCount(0);
  });
});
