import { toast } from './pages/AdminShell';
import { VideoListPage } from './pages/RecordListPage';
import { VideoFormPage } from './pages/VideoPages';
import { seriousViolations } from './support/axe';
import { dropGraphqlOperations, forgiveDroppedRequests } from './support/failedLoads';
import { expect, test } from './support/fixtures';
import { uniqueTag } from './support/peopleApi';
import { adminLogin, brokerLogin } from './support/staff';
import { createVideo, createVideos, youtubeUrl } from './support/videoRecords';

test.describe('back-office videos', () => {
  // Each test first creates its own records through the gateway.
  test.describe.configure({ timeout: 60_000 });

  test('lists videos newest first, filters them by title and pages them by 10', async ({ signedIn, page, records }) => {
    const prefix = `Vídeo Lista ${uniqueTag()}`;
    const titles = await createVideos(records, prefix, 11, { type: 'INTERNAL', isActive: true });
    await createVideo(records, {
      title: `${prefix} Externo`,
      description: 'Tour pelo escritório',
      url: youtubeUrl(99),
      type: 'EXTERNAL',
      isActive: false,
    });
    await signedIn(adminLogin());
    const list = new VideoListPage(page);
    await list.goto();
    await expect(page).toHaveTitle('Vídeos | Painel da Imobiliária');

    // Accents and case do not matter.
    await list.search.fill(prefix.toUpperCase().replace('Í', 'I'));
    await expect(list.count).toHaveText('12 vídeos encontrados');
    await expect(list.paging.getByText('Página 1 de 2')).toBeVisible();
    const newestFirst = [`${prefix} Externo`, ...[...titles].reverse()];
    await expect.poll(() => list.rowLabels()).toEqual(newestFirst.slice(0, 10));
    const externalRow = list.table.getByText('Tour pelo escritório');
    await expect(externalRow).toBeVisible();
    await expect(list.table.getByText('Externo', { exact: true })).toHaveCount(1);
    await expect(list.table.getByText('Desativado', { exact: true })).toHaveCount(1);
    await expect(list.table.getByText('Interno', { exact: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await list.paging.getByRole('button', { name: 'Próxima página' }).click();
    await expect(list.paging.getByText('Página 2 de 2')).toBeVisible();
    await expect(page).toHaveURL(/pagina=2/);
    await expect.poll(() => list.rowLabels()).toEqual(newestFirst.slice(10));

    // The filter is on the title only.
    await list.search.fill(`${prefix} 07`);
    await expect(list.count).toHaveText('1 vídeo encontrado');
    await expect.poll(() => list.rowLabels()).toEqual([`${prefix} 07`]);
    await list.search.fill(`${prefix} Tour`);
    await expect(page.getByText('Nenhum vídeo encontrado.')).toBeVisible();
  });

  test('creates a video after the required messages and the API’s refusal of an address it cannot embed', async ({
    signedIn,
    page,
    records,
  }) => {
    const title = `Vídeo Novo ${uniqueTag()}`;
    records.video(title);
    await signedIn(adminLogin());
    const list = new VideoListPage(page);
    await list.goto();
    await list.addButton.click();
    await expect(page).toHaveURL(/\/app\/videos\/novo$/);
    await expect(page.getByRole('heading', { name: 'Novo Vídeo', level: 1 })).toBeVisible();
    const form = new VideoFormPage(page);
    await expect(form.active).toBeChecked();
    await expect(form.type).toHaveValue('INTERNAL');

    await form.saveButton('Cadastrar Vídeo').click();
    await expect(page.getByText('O título é obrigatório.')).toBeVisible();
    await expect(page.getByText('A url do video é obrigatório.')).toBeVisible();
    await expect(form.title).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await form.title.fill(title);
    await form.description.fill('Como apresentar um imóvel ao cliente.');
    await form.type.selectOption({ label: 'Externo' });
    await form.url.fill('https://www.exemplo.com.br/video.mp4');
    await form.saveButton('Cadastrar Vídeo').click();
    await expect(page.getByText('Informe um endereço do YouTube ou do Vimeo.').first()).toBeVisible();
    await expect(form.url).toBeFocused();
    await expect(page).toHaveURL(/\/app\/videos\/novo$/);

    await form.url.fill('https://youtu.be/jNQXAC9IVRw');
    await form.saveButton('Cadastrar Vídeo').click();
    await expect(toast(page, 'Vídeo cadastrado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/videos$/);

    await list.search.fill(title);
    await expect(list.count).toHaveText('1 vídeo encontrado');
    await expect.poll(() => list.rowLabels()).toEqual([title]);
    await expect(list.table.getByText('Externo', { exact: true })).toBeVisible();
    await expect(list.table.getByText('Ativo', { exact: true })).toBeVisible();
    await expect(list.table.getByText('Como apresentar um imóvel ao cliente.')).toBeVisible();
  });

  test('edits a video, which keeps what was not changed, and warns about an unknown one', async ({ signedIn, page, records }) => {
    const prefix = `Vídeo Editar ${uniqueTag()}`;
    const [title] = await createVideos(records, prefix, 1, { type: 'INTERNAL', isActive: true });
    if (title === undefined) throw new Error('no video was created');
    await signedIn(adminLogin());
    const list = new VideoListPage(page);
    await list.goto(`?busca=${encodeURIComponent(title)}`);
    await list.editLink(title).click();
    await expect(page.getByRole('heading', { name: 'Editar Vídeo', level: 1 })).toBeVisible();
    const form = new VideoFormPage(page);
    await expect(form.title).toHaveValue(title);
    await expect(form.description).toHaveValue(`Descrição ${title}`);
    await expect(form.url).toHaveValue(youtubeUrl(1));
    await expect(form.type).toHaveValue('INTERNAL');

    await form.title.fill('');
    await form.url.fill('');
    await form.saveButton('Salvar Alterações').click();
    await expect(page.getByText('O título é obrigatório.')).toBeVisible();
    await expect(page.getByText('A url do video é obrigatório.')).toBeVisible();
    await form.title.fill(`${title} Alterado`);
    await form.url.fill('https://vimeo.com/76979871');
    await form.active.uncheck({ force: true });
    await form.saveButton('Salvar Alterações').click();
    await expect(toast(page, 'Vídeo atualizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/videos$/);

    await list.search.fill(`${title} Alterado`);
    await expect(list.count).toHaveText('1 vídeo encontrado');
    await expect(list.table.getByText('Desativado', { exact: true })).toBeVisible();
    await list.editLink(`${title} Alterado`).click();
    await expect(form.url).toHaveValue('https://vimeo.com/76979871');
    await expect(form.description).toHaveValue(`Descrição ${title}`);
    await expect(form.active).not.toBeChecked();

    await page.goto('/app/videos/editar/999999');
    await expect(toast(page, 'O video não foi encontrado.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/videos$/);
  });

  test('a failed load says so; a user without the videos permission gets no list', async ({
    signIn,
    signedIn,
    shell,
    page,
    consoleErrors,
  }) => {
    await signIn(adminLogin());
    await dropGraphqlOperations(page, 'query VideoList');
    const list = new VideoListPage(page);
    await list.goto();
    await expect(page.getByRole('alert').filter({ hasText: 'Ocorreu um erro ao carregar a lista de vídeos.' }).first()).toBeVisible();
    await expect(list.table).toHaveCount(0);
    await page.unrouteAll();
    forgiveDroppedRequests(consoleErrors);

    await shell.signOut('Administrador');
    await signedIn(brokerLogin());
    await page.goto('/app/videos');
    await expect(page.getByRole('heading', { name: 'Sem permissão', level: 1 })).toBeVisible();
    await expect(list.table).toHaveCount(0);
  });
});
