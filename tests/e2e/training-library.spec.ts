import { LibraryPage } from './pages/LibraryPage';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { uniqueTag } from './support/peopleApi';
import { adminLogin, brokerLogin } from './support/staff';
import { createVideo, createVideos, youtubeUrl } from './support/videoRecords';

/** Titles as the library lists them: newest first. */
const newestFirst = (titles: readonly string[]) => [...titles].reverse();

test.describe('training library', () => {
  // Tests first create their own videos through the gateway (one of them 45).
  test.describe.configure({ timeout: 120_000 });

  test('searches active videos, pages them by 6 with a window of 7 pages and filters by type', async ({ signedIn, page, records }) => {
    const prefix = `Biblioteca ${uniqueTag()}`;
    const internal = newestFirst(await createVideos(records, `${prefix} Interno`, 45, { type: 'INTERNAL', isActive: true }));
    const inactiveInternal = await createVideos(records, `${prefix} Interno desativado`, 2, { type: 'INTERNAL', isActive: false });
    const external = newestFirst(await createVideos(records, `${prefix} Externo`, 3, { type: 'EXTERNAL', isActive: true }));
    const inactiveExternal = await createVideos(records, `${prefix} Externo desativado`, 2, { type: 'EXTERNAL', isActive: false });

    await signedIn(adminLogin());
    const library = new LibraryPage(page);
    await library.goto();
    await expect(page).toHaveTitle('Biblioteca de Vídeos | Painel da Imobiliária');
    await expect(library.type).toHaveValue('internos');

    await library.search.fill(prefix.toLowerCase());
    await expect(library.count).toHaveText('45 vídeos encontrados');
    await expect(library.cards).toHaveCount(6);
    await expect.poll(() => library.titles()).toEqual(internal.slice(0, 6));
    await expect.poll(() => library.pageNumbers()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await expect(library.pageButton(8)).toHaveCount(0);
    await expect(library.currentPage()).toHaveText('1');
    await expect(library.previous()).toBeDisabled();

    // A 16:9 player per card, titled after its video and loaded lazily.
    const player = library.player(internal[0] ?? '');
    await expect(player).toHaveAttribute('loading', 'lazy');
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube\.com\/embed\/tst\d{8}$/);
    const box = await player.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
    await expect(library.list.getByRole('heading', { level: 2, name: internal[0] })).toBeVisible();
    await expect(library.list.getByText(`Descrição ${internal[0]}`, { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The window follows the current page: at page 7 it is 2..8.
    await library.pageButton(7).click();
    await expect(library.currentPage()).toHaveText('7');
    await expect(page).toHaveURL(/pagina=7/);
    await expect.poll(() => library.pageNumbers()).toEqual([2, 3, 4, 5, 6, 7, 8]);
    await expect.poll(() => library.titles()).toEqual(internal.slice(36, 42));

    await library.pageButton(8).click();
    await expect(library.currentPage()).toHaveText('8');
    await expect(library.currentPage()).toHaveAttribute('aria-label', 'Página 8');
    await expect(library.cards).toHaveCount(3);
    await expect.poll(() => library.titles()).toEqual(internal.slice(42));
    await expect.poll(() => library.pageNumbers()).toEqual([2, 3, 4, 5, 6, 7, 8]);
    await expect(library.next()).toBeDisabled();
    await library.previous().click();
    await expect(library.currentPage()).toHaveText('7');

    // Search, type and page live in the address.
    await library.goto(`?busca=${encodeURIComponent(prefix)}&pagina=8`);
    await expect(library.search).toHaveValue(prefix);
    await expect(library.currentPage()).toHaveText('8');
    await expect.poll(() => library.titles()).toEqual(internal.slice(42));

    // Inactive videos never appear, internal or external.
    await library.search.fill(`${prefix} desativado`);
    await expect(library.empty).toBeVisible();
    await expect(library.cards).toHaveCount(0);
    for (const title of [...inactiveInternal, ...inactiveExternal]) await expect(page.getByText(title)).toHaveCount(0);

    // 'Externos': the agency's active external videos only.
    await library.search.fill(prefix);
    await library.type.selectOption({ label: 'Externos' });
    await expect(page).toHaveURL(/tipo=externos/);
    await expect(library.count).toHaveText('3 vídeos encontrados');
    await expect.poll(() => library.titles()).toEqual(external);
    await expect(library.paging).toHaveCount(0);
    await library.search.fill(`${prefix} desativado`);
    await expect(library.empty).toBeVisible();

    await page.reload();
    await expect(library.type).toHaveValue('externos');
    await expect(library.empty).toBeVisible();
    await library.type.selectOption({ label: 'Internos' });
    await expect(page).not.toHaveURL(/tipo=/);
  });

  test('finds a video by a word of its description only, whatever the case and accents', async ({ signedIn, page, records }) => {
    const tag = uniqueTag();
    const title = `Apoio ao corretor ${uniqueTag()}`;
    await createVideo(records, {
      title,
      description: `Roteiro da vistoria de entrega ${tag}`,
      url: youtubeUrl(7),
      type: 'INTERNAL',
      isActive: true,
    });

    await signedIn(brokerLogin());
    const library = new LibraryPage(page);
    await library.goto();
    await library.search.fill(tag.toUpperCase());
    await expect(library.count).toHaveText('1 vídeo encontrado');
    await expect.poll(() => library.titles()).toEqual([title]);

    await library.search.fill(`VISTÓRIA ${tag}`);
    await expect.poll(() => library.titles()).toEqual([title]);
    await library.search.fill(`${tag} inexistente`);
    await expect(library.empty).toBeVisible();
  });

  test('a broker, without the videos permission, uses the library', async ({ signIn, shell, page, records }) => {
    const prefix = `Biblioteca corretor ${uniqueTag()}`;
    const titles = newestFirst(await createVideos(records, prefix, 2, { type: 'INTERNAL', isActive: true }));
    await signIn(brokerLogin());
    await expect(shell.menuLink('Vídeos')).toHaveCount(0);

    const library = new LibraryPage(page);
    await library.goto(`?busca=${encodeURIComponent(prefix)}`);
    await expect(library.count).toHaveText('2 vídeos encontrados');
    await expect.poll(() => library.titles()).toEqual(titles);
    await expect(library.player(titles[0] ?? '')).toBeVisible();
    await expect(library.paging).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the dashboard shows the 6 newest internal videos and 'Ver todos' opens the library", async ({ signIn, page, records }) => {
    await createVideos(records, `Painel ${uniqueTag()}`, 7, { type: 'INTERNAL', isActive: true });
    await signIn(adminLogin());
    const videos = page.getByRole('region', { name: 'Treinamentos e Comunicados' });
    await expect(videos.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(videos.locator('iframe')).toHaveCount(6);

    await videos.getByRole('link', { name: 'Ver todos' }).click();
    await expect(page).toHaveURL(/\/training-videos$/);
    const library = new LibraryPage(page);
    await expect(library.heading).toBeVisible();
    await expect(library.cards).toHaveCount(6);
  });

  test('shows a red alert when the videos cannot be loaded', async ({ signIn, page }) => {
    await signIn(adminLogin());
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('query InternalVideos')) {
        await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: 'Falha' }] }) });
      } else {
        await route.continue();
      }
    });
    const library = new LibraryPage(page);
    await library.goto();
    await expect(library.loadError).toBeVisible();
    await expect(library.loadError).toHaveClass(/bp6-intent-danger/);
  });

  test('a signed-out visit goes to the login screen', async ({ loginPage, page }) => {
    await page.goto('/training-videos?busca=contrato');
    await expect(page).toHaveURL(/\/app\/manager$/);
    await expect(loginPage.form).toBeVisible();
  });
});
