import { expect, test } from './support/fixtures';
import { dropGraphqlOperations, forgiveDroppedRequests } from './support/failedLoads';
import { countText, expectListToShow } from './support/listExpectations';
import { adminLogin, brokerLogin, propertiesVisibleTo, type StaffListedProperty } from './support/staff';

const pageSize = 10;

function unaccented(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

test.describe('back-office property list', () => {
  test('pages by 10', async ({ signIn, propertyList, page }) => {
    await signIn(adminLogin());
    const all = await expectListToShow(propertyList, '', () => propertiesVisibleTo(adminLogin()));
    await expect(page).toHaveTitle('Imóveis | Painel da Imobiliária');
    expect(all.length).toBeGreaterThan(pageSize);
    const pages = Math.ceil(all.length / pageSize);
    await expect(propertyList.paging.getByText(`Página 1 de ${pages}`)).toBeVisible();
    const firstPage = await propertyList.codes();
    expect(firstPage).toHaveLength(pageSize);

    await propertyList.paging.getByRole('button', { name: 'Próxima página' }).click();
    await expect(propertyList.paging.getByText(`Página 2 de ${pages}`)).toBeVisible();
    await expect(page).toHaveURL(/pagina=2/);
    await expect.poll(async () => (await propertyList.codes())[0]).not.toBe(firstPage[0]);
    const secondPage = await propertyList.codes();
    expect(secondPage.length).toBeGreaterThan(0);
    // A property added alongside meanwhile pushes page 1's last rows onto the top of page 2, and nothing else.
    const carriedOver = secondPage.filter((code) => firstPage.includes(code));
    expect(carriedOver.length).toBeLessThanOrEqual(2);
    expect(carriedOver).toEqual(firstPage.slice(pageSize - carriedOver.length));
    await propertyList.paging.getByRole('button', { name: 'Página anterior' }).click();
    await expect(propertyList.paging.getByText(/^Página 1 de /)).toBeVisible();
    // Tests running alongside may add a property (newest, on top) or remove one meanwhile: what page 1 showed
    // is still on it, in the same order.
    const back = await propertyList.codes();
    const stillThere = firstPage.filter((code) => back.includes(code));
    expect(stillThere.length).toBeGreaterThanOrEqual(pageSize - 2);
    expect(back.filter((code) => firstPage.includes(code))).toEqual(stillThere);
  });

  test('filters by status and searches title, city and neighbourhood without regard to accents', async ({
    signedIn,
    propertyList,
    page,
  }) => {
    const admin = adminLogin();
    await signedIn(admin);
    await propertyList.goto();
    await propertyList.statusFilter.selectOption({ label: 'Em análise' });
    await expect(page).toHaveURL(/status=IN_ANALYSIS/);
    const waiting = (list: readonly StaffListedProperty[]) => list.filter((property) => property.status === 'in_analysis');
    await expectListToShow(propertyList, '?status=IN_ANALYSIS', async () => waiting(await propertiesVisibleTo(admin)), true);
    await expect(propertyList.table.getByText('Aprovado', { exact: true })).toHaveCount(0);

    const sample = (await propertiesVisibleTo(admin)).find((property) => /[áéíóúâêôãõç]/i.test(property.neighborhood ?? ''));
    const term = unaccented(sample?.neighborhood ?? '');
    expect(term).not.toBe('');
    await propertyList.search.fill(term);
    await expect(page).toHaveURL(new RegExp(`busca=${encodeURIComponent(term).replace(/%20/g, '(\\+|%20)')}`));
    const matching = (list: readonly StaffListedProperty[]) =>
      list.filter((property) => unaccented([property.title, property.city, property.neighborhood ?? ''].join(' ')).includes(term));
    const found = await expectListToShow(propertyList, `?busca=${encodeURIComponent(term)}`, async () =>
      matching(await propertiesVisibleTo(admin)),
    );
    expect(found.length).toBeGreaterThan(0);

    await propertyList.search.fill('nenhum imóvel tem este título');
    await expect(page.getByText('Nenhum imóvel encontrado.')).toBeVisible();
  });

  test('a broker lists only their own properties', async ({ signIn, propertyList }) => {
    const broker = brokerLogin();
    await signIn(broker);
    const own = await expectListToShow(propertyList, '', () => propertiesVisibleTo(broker), true);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan((await propertiesVisibleTo(adminLogin())).length);
    await expect(propertyList.count).toHaveText(countText(own.length));
  });

  test('a list that cannot load says so twice: a toast and an inline alert', async ({ signIn, propertyList, page, consoleErrors }) => {
    await signIn(adminLogin());
    // The connection drops for this request only.
    await dropGraphqlOperations(page, 'query StaffProperties');
    await propertyList.goto();
    await expect(page.getByRole('alert').filter({ hasText: 'Ocorreu um erro ao carregar a lista de imóveis.' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Ocorreu um erro ao carregar os dados.' })).toBeVisible();
    // The browser reports the dropped connections; nothing else may reach the console.
    expect(forgiveDroppedRequests(consoleErrors)).toBeGreaterThan(0);
  });

  test('an unknown property goes back to the list with a warning', async ({ signedIn, page }) => {
    await signedIn(adminLogin());
    await page.goto('/app/imoveis/editar/999999');
    await expect(page.getByRole('alert').filter({ hasText: 'O imóvel não foi encontrado.' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/imoveis$/);
  });
});
